// @ts-check
// The status on the page: the sentence, what to do and the links to the developer in the bar at
// the bottom of /admin/ (#estado-publicacion, a polite live region written by
// build/postbuild/steps/10-admin-editor.mjs), redrawn only when it changes so a screen reader hears each
// change once; on a phone one line, opened by a button (bar-details.js); and the room it takes, kept
// clear of the editor's own panes (editor.css).

import { detailsToggle } from './bar-details.js';

/**
 * @typedef {import('./status.js').Status} Status
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings
 */

/**
 * A link the build made (settings.developer.links, lib/admin/publish-status.ts) with the message
 * at its end, as lib/contact-links.ts's messageHref writes it: cut to the link's limit, encoded.
 * @param {{ href: string, textLimit: number | null }} link
 * @param {string} message
 */
export const withMessage = (link, message) =>
  link.href +
  encodeURIComponent(
    link.textLimit === null ? message : Array.from(message).slice(0, link.textLimit).join(''),
  );

/**
 * @param {string} className
 * @param {string} text
 */
function paragraph(className, text) {
  const element = document.createElement('p');
  element.className = className;
  element.textContent = text;
  return element;
}

/** The line that opens the English pages' gaps. */
export const ENGLISH_SUMMARY = 'Lo que falta en inglés';

/**
 * What the English pages lack (lib/admin/publish-status.ts's englishGaps, one Spanish sentence per
 * page the site does not publish in English), folded under one line so that a long list never
 * covers the editor: the practice opens it when she wants it.
 * @param {readonly string[]} sentences
 * @param {boolean} open
 */
function englishGaps(sentences, open) {
  const details = document.createElement('details');
  details.className = 'editor-status-english';
  details.open = open;
  const summary = document.createElement('summary');
  summary.textContent = `${ENGLISH_SUMMARY} (${sentences.length})`;
  const list = document.createElement('ul');
  for (const sentence of sentences) {
    const item = document.createElement('li');
    item.textContent = sentence;
    list.appendChild(item);
  }
  details.append(summary, list);
  return details;
}

/**
 * @param {HTMLElement} box
 * @param {Status | null} status
 * @param {Settings | null} settings
 */
function render(box, status, settings) {
  const english = settings?.englishGaps ?? [];
  const key = status ? JSON.stringify([status, english]) : '';
  if (box.getAttribute('data-key') === key) return;
  // A list she opened stays open when the status's sentence changes.
  const englishOpen = !!box.querySelector('.editor-status-english[open]');
  box.setAttribute('data-key', key);
  box.textContent = '';
  box.hidden = !status;
  if (!status) return;
  box.setAttribute('data-tone', status.tone);
  box.appendChild(paragraph('editor-status-text', status.text));
  if (status.action) box.appendChild(paragraph('editor-status-action', status.action));
  if (status.message && settings?.developer)
    box.appendChild(developerLinks(status.message, settings.developer));
  if (english.length > 0) box.appendChild(englishGaps(english, englishOpen));
}

/**
 * The links to the developer, each with the status's message.
 * @param {string} message
 * @param {NonNullable<Settings['developer']>} developer
 */
function developerLinks(message, developer) {
  const links = document.createElement('p');
  links.className = 'editor-status-contact';
  for (const link of developer.links) {
    const anchor = document.createElement('a');
    anchor.href = withMessage(link, message);
    anchor.textContent = link.label;
    if (link.newTab) {
      anchor.target = '_blank';
      anchor.rel = 'noopener';
    }
    links.appendChild(anchor);
  }
  return links;
}

/**
 * The editor's panes end where the bar begins: the bar's height, from the status's top to the
 * bottom of the window, as --editor-status-space.
 * @param {HTMLElement} box
 */
function reserveSpace(box) {
  const update = () => {
    const bar = box.parentElement;
    const height = box.hidden || !bar ? 0 : window.innerHeight - bar.getBoundingClientRect().top;
    document.documentElement.style.setProperty(
      '--editor-status-space',
      `${Math.max(0, Math.ceil(height))}px`,
    );
  };
  if (window.ResizeObserver) new ResizeObserver(update).observe(box);
  window.addEventListener('resize', update);
  return update;
}

/**
 * The status bar: shows a status (null hides it), with the developer's links from the settings.
 * @param {HTMLElement} box
 * @returns {(status: Status | null, settings: Settings | null) => void}
 */
export function statusBar(box) {
  const layout = reserveSpace(box);
  const toggle = detailsToggle(box, layout);
  window.addEventListener('resize', toggle);
  return (status, settings) => {
    render(box, status, settings);
    toggle();
    layout();
  };
}

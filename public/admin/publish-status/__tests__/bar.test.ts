import type { PublishStatusSettings } from '@/lib/admin/publish-status';
import { mailtoMessageLink, messageHref, whatsappMessageLink } from '@/lib/contact-links';
import { ENGLISH_SUMMARY, statusBar, withMessage } from '../bar.js';

/**
 * bar.js draws the status in the bar at the bottom of /admin/: its sentence, what to do, the links
 * to the developer with the ready message, redrawn only when the status changes, and the room the
 * bar takes kept clear of the editor's panes (--editor-status-space).
 */

const MESSAGE = 'Hola, Ana.\nEl editor del sitio dice: tu cambio no se publicó & algo más #2';
const links = [
  {
    label: 'Escribir por correo',
    newTab: false,
    ...mailtoMessageLink('dev@ejemplo.mx', 'El sitio no se publicó'),
  },
  { label: 'Escribir por WhatsApp', newTab: true, ...whatsappMessageLink('+52 614 555 0177') },
];
const settings = { developer: { name: 'Ana', links } } as unknown as PublishStatusSettings;
const failed = {
  tone: 'problem' as const,
  text: 'Tu cambio no se publicó.',
  action: 'Esto no se corrige desde el editor: avisa a Ana.',
  message: MESSAGE,
};

function page() {
  document.body.innerHTML =
    '<footer class="editor-bar"><div id="estado-publicacion" class="editor-status" role="status" hidden></div></footer>';
  return document.getElementById('estado-publicacion')!;
}

describe('the status bar', () => {
  it('stays hidden without a status, and shows the sentence, its tone and what to do', () => {
    const box = page();
    const show = statusBar(box);
    show(null, settings);
    expect(box.hidden).toBe(true);
    show({ tone: 'ok', text: 'Publicado a las 10:42: ya está en línea' }, settings);
    expect(box.hidden).toBe(false);
    expect(box.getAttribute('data-tone')).toBe('ok');
    expect([...box.children].map((child) => [child.className, child.textContent])).toEqual([
      ['editor-status-text', 'Publicado a las 10:42: ya está en línea'],
    ]);
    show(failed, settings);
    expect(box.getAttribute('data-tone')).toBe('problem');
    expect(box.querySelector('.editor-status-action')?.textContent).toBe(failed.action);
    show(null, settings);
    expect(box.hidden).toBe(true);
    expect(box.textContent).toBe('');
  });

  it('redraws only when the status changes, so a screen reader hears each change once', () => {
    const box = page();
    const show = statusBar(box);
    show(failed, settings);
    const text = box.firstElementChild;
    show({ ...failed }, settings);
    expect(box.firstElementChild).toBe(text);
    show({ ...failed, text: 'Otro estado.' }, settings);
    expect(box.firstElementChild).not.toBe(text);
  });

  it("links to the developer with the message, on the links the build made, as lib/contact-links.ts's messageHref writes them", () => {
    const box = page();
    statusBar(box)(failed, settings);
    const anchors = [...box.querySelectorAll<HTMLAnchorElement>('.editor-status-contact a')];
    expect(anchors.map((anchor) => anchor.textContent)).toEqual([
      'Escribir por correo',
      'Escribir por WhatsApp',
    ]);
    expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual(
      links.map((link) => messageHref(link, MESSAGE)),
    );
    expect(anchors[0]!.target).toBe('');
    expect([anchors[1]!.target, anchors[1]!.rel]).toEqual(['_blank', 'noopener']);
  });

  it('cuts the message to a link limit by characters, never inside an emoji', () => {
    const link = { href: 'https://wa.me/526145550177?text=', textLimit: 3 };
    expect(withMessage(link, '👁️ab')).toBe(messageHref(link, '👁️ab'));
    expect(decodeURIComponent(withMessage(link, '👁👁👁👁').split('?text=')[1]!)).toBe('👁👁👁');
  });

  it('shows no links without a message or without a developer', () => {
    const box = page();
    const show = statusBar(box);
    show({ ...failed, message: undefined }, settings);
    expect(box.querySelector('.editor-status-contact')).toBeNull();
    show(failed, { ...settings, developer: null });
    expect(box.querySelector('.editor-status-contact')).toBeNull();
    show(failed, null);
    expect(box.querySelector('.editor-status-contact')).toBeNull();
  });

  it('keeps the room the bar takes clear of the editor, and none when it is hidden', () => {
    const box = page();
    const bar = box.parentElement!;
    let top = 700;
    bar.getBoundingClientRect = () => ({ top }) as DOMRect;
    const space = () => document.documentElement.style.getPropertyValue('--editor-status-space');
    const show = statusBar(box);
    show(failed, settings);
    expect(space()).toBe(`${window.innerHeight - 700}px`);
    top = 650.5;
    window.dispatchEvent(new Event('resize'));
    expect(space()).toBe(`${Math.ceil(window.innerHeight - 650.5)}px`);
    show(null, settings);
    expect(space()).toBe('0px');
  });

  it('on a phone (a one-line status), a button beside it opens the rest and closes it', () => {
    const box = page();
    // editor.css's rule for narrow screens, which jsdom applies without a layout.
    const style = document.createElement('style');
    style.textContent = '.editor-status-text { white-space: nowrap; }';
    document.head.appendChild(style);
    try {
      const show = statusBar(box);
      const button = box.nextElementSibling as HTMLButtonElement;
      expect(button.getAttribute('aria-controls')).toBe('estado-publicacion');
      show({ tone: 'ok', text: 'Publicado' }, settings);
      // A sentence that fits, with nothing more.
      expect(button.hidden).toBe(true);
      show(failed, settings);
      // What to do and the links.
      expect(button.hidden).toBe(false);
      expect([button.getAttribute('aria-expanded'), box.getAttribute('data-open')]).toEqual([
        'false',
        'false',
      ]);
      button.click();
      expect([button.getAttribute('aria-expanded'), box.getAttribute('data-open')]).toEqual([
        'true',
        'true',
      ]);
      expect(button.getAttribute('aria-label')).toBe('Ocultar el detalle del estado');
      button.click();
      expect(button.getAttribute('aria-label')).toBe('Ver el estado completo');
      show(null, settings);
      expect(button.hidden).toBe(true);
    } finally {
      style.remove();
    }
  });

  it('folds what English the site lacks under one line, after the status, and keeps it open across redraws', () => {
    const box = page();
    const show = statusBar(box);
    const englishGaps = [
      'La página en inglés de "Servicio A" no se publica: falta Qué es, en una frase (inglés).',
      'La página en inglés "Contacto" no se publica: falta Estacionamiento (inglés).',
    ];
    const withGaps = { ...settings, englishGaps };
    show(failed, withGaps);
    expect([...box.children].map((child) => child.className)).toEqual([
      'editor-status-text',
      'editor-status-action',
      'editor-status-contact',
      'editor-status-english',
    ]);
    const details = box.querySelector<HTMLDetailsElement>('.editor-status-english')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe(`${ENGLISH_SUMMARY} (2)`);
    expect([...details.querySelectorAll('li')].map((item) => item.textContent)).toEqual(
      englishGaps,
    );
    details.open = true;
    show({ tone: 'ok', text: 'Publicado' }, withGaps);
    expect(box.querySelector<HTMLDetailsElement>('.editor-status-english')?.open).toBe(true);
    show({ tone: 'ok', text: 'Publicado' }, { ...settings, englishGaps: [] });
    expect(box.querySelector('.editor-status-english')).toBeNull();
  });

  it('shows no button where the status shows whole (a wide screen)', () => {
    const box = page();
    statusBar(box)(failed, settings);
    expect((box.nextElementSibling as HTMLButtonElement).hidden).toBe(true);
  });
});

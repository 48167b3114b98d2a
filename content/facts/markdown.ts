import { Lexer, Marked, type Token } from 'marked';
import { isSafeLinkTarget, offSiteHost, SAFE_TARGETS_SPANISH } from './link-targets.mjs';
import { FactsError } from './load';
import { markdownLimitProblems } from './markdown-limits';
import { CHARACTER_REFERENCE, hiddenCharacterProblem, tagShown } from './plain-text';

/**
 * The Markdown the practice writes (the sections of content/servicios/*.md) and the values the build
 * fills into it. What a page carries from it is what Markdown writes for text, lists, emphasis and
 * links, nothing more:
 * - raw HTML and images are refused (a service's photo has its own field);
 * - a link (or an autolink) leads only to https:, mailto:, tel: or a page of the site, judged on
 *   the address the browser follows, character references decoded (content/facts/link-targets.mjs);
 * - characters that hide or reorder text are refused as in the plain fields
 *   (content/facts/plain-text.ts), typed or written as a character reference (`&#x202E;`);
 * - a mark's value ({hospital.ciudad}, {cancelacion}…) is escaped for Markdown where it is filled, so
 *   it shows as the literal text typed in the facts, whatever field it comes from.
 */

/**
 * A value filled into Markdown, escaped so that it renders as the literal text it is: a backslash
 * before every ASCII sign (CommonMark reads any of them escaped as itself, so no `*`, `[`, `<`, `&`
 * or `#` of a value makes markup) and its line breaks made spaces (they would end the paragraph).
 */
export function escapeMarkdown(value: string): string {
  return value
    .trim()
    .replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ')
    .replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/** Character references the text may keep: they stand for visible signs. */
const KEPT_REFERENCES = new Set(['&amp;', '&lt;', '&gt;', '&quot;', '&apos;', '&nbsp;']);

/** The character a numeric reference stands for (`&#x202E;` → U+202E), or null for a named one. */
function referenced(reference: string): string | null {
  const number = /^&#([xX])?([0-9a-fA-F]+);$/.exec(reference);
  if (!number) return null;
  const code = Number.parseInt(number[2]!, number[1] ? 16 : 10);
  return code === 0 || code > 0x10ffff ? '\0' : String.fromCodePoint(code);
}

/** Why a reference hides text or is one the practice should write as the character itself. */
function referenceProblem(reference: string): string | null {
  const character = referenced(reference);
  if (character !== null) return hiddenCharacterProblem(character);
  if (KEPT_REFERENCES.has(reference.toLowerCase())) return null;
  return `lleva el código HTML ${reference}; escribe el carácter mismo`;
}

/** A link's address as a refusal names it: its scheme, or its start, without any sign that could hide text. */
function targetShown(href: string): string {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]{0,20}:/.exec(href)?.[0];
  if (scheme) return scheme;
  const start = href.slice(0, 40).replace(/[^\p{L}\p{N}/\\._~#?=-]/gu, '?');
  return href.length > 40 ? `${start}…` : start;
}

/** Why a link may not be carried, in Spanish: another host a path leads to is named. */
function linkProblem(href: string): string {
  const host = offSiteHost(href);
  const shown = targetShown(href);
  return host === null || !href.startsWith('/')
    ? `el enlace a ${shown} no se permite; usa ${SAFE_TARGETS_SPANISH}`
    : `el enlace a ${shown} lleva a otro sitio (${targetShown(host)}); una página del sitio empieza con una sola / y no lleva códigos como &#47;`;
}

/** Why a piece of the practice's Markdown would carry more than text, lists, emphasis and links. */
export function markdownProblems(markdown: string, tokens: readonly Token[]): string[] {
  const problems: string[] = [];
  const hidden = hiddenCharacterProblem(markdown);
  if (hidden) problems.push(hidden);
  for (const [reference] of markdown.matchAll(CHARACTER_REFERENCE)) {
    const problem = referenceProblem(reference);
    if (problem && !problems.includes(problem)) problems.push(problem);
  }
  new Marked().walkTokens(tokens as Token[], (token) => {
    if (token.type === 'html') {
      problems.push(
        `lleva HTML (${tagShown(token.raw)}…); usa solo Markdown (listas, **negritas**, enlaces)`,
      );
    } else if (token.type === 'image') {
      problems.push('lleva una imagen (![…](…)); la foto del servicio va en su campo «Imagen»');
    } else if (token.type === 'link' && !isSafeLinkTarget(token.href)) {
      problems.push(linkProblem(token.href));
    }
  });
  return problems;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown to HTML. markdownProblems refuses what it must not carry before anything is written;
 * the renderer below writes raw HTML and images as text and an unsafe link as its words anyway,
 * so that a rule missed above still yields text, never markup.
 */
const markdownToHtml = new Marked({
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
    link: ({ href, text }) => (isSafeLinkTarget(href) ? false : escapeHtml(text)),
  },
});

/**
 * The HTML of a piece of the practice's Markdown, or a FactsError naming `where` (file and
 * section); a text past the limits of its shape (depth, signs) is refused before `marked` reads it.
 */
export function renderMarkdown(markdown: string, where: string): string {
  const limits = markdownLimitProblems(markdown, { shapeOnly: true });
  if (limits.length > 0) throw new FactsError(limits.map((problem) => `${where}: ${problem}`));
  const tokens = new Lexer().lex(markdown);
  const problems = markdownProblems(markdown, tokens);
  if (problems.length > 0) throw new FactsError(problems.map((problem) => `${where}: ${problem}`));
  return markdownToHtml.parser(tokens);
}

import { Lexer, type Token } from 'marked';

/**
 * What a value typed in a field of the facts or of a service's front matter may hold. The site shows
 * every such value as the literal text typed: React escapes it in the pages, a mark filled into a
 * service's Markdown is escaped for Markdown (content/facts/markdown.ts), the JSON-LD is escaped.
 * So harmless characters are shown as typed: accents, emoji, "Ortiz & Asociados", "presión < 21".
 * A value is refused only where showing it as text would change what it means or hide part of it:
 * - an HTML tag, comment or <…> link (`<b>`, `<script>`, `<https://…>`): it would show as code;
 * - an HTML character reference (`&lt;`, `&#60;`): it would show as typed, not as the character;
 * - inline Markdown (`*cursiva*`, `**negrita**`, `[enlace](…)`, `` `código` ``, `~~tachado~~`, a
 *   backslash before a sign, a forced line break): these fields are not Markdown, so the signs show;
 * - characters that hide or reorder text: control characters other than tab and line breaks (NUL…),
 *   bidi controls (U+202E turns what follows around), and invisible ones (zero-width space, word
 *   joiner, BOM, tags…); a zero-width joiner is kept between emoji, where it builds one (👨‍⚕️).
 * A bare address (https://…, www.…, correo@…) is text: it is shown, not linked.
 * Each refusal is one Spanish sentence; it quotes only the sign at fault, never the value itself.
 */

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls; a lone surrogate. */
const CONTROL = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]|\p{Cs}/u;
/** Marks and embeddings that change the order text is shown in (Unicode's bidi controls). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Characters with no width or glyph: zero-width space and non-joiner, word joiner and invisible operators, BOM, tags… */
const INVISIBLE =
  /[\u034F\u115F\u1160\u17B4\u17B5\u180E\u200B\u200C\u2060-\u2064\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/u;
/** A zero-width joiner that joins two emoji into one (👨‍⚕️): the only place one belongs. */
const EMOJI_JOINER =
  /(?<=[\p{Extended_Pictographic}\u{FE0F}\u{1F3FB}-\u{1F3FF}])\u200D(?=\p{Extended_Pictographic})/gu;
/** A character reference: named (`&lt;`), decimal (`&#60;`) or hexadecimal (`&#x3C;`). */
export const CHARACTER_REFERENCE =
  /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g;

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why a text hides or reorders part of itself (a control, bidi or invisible character), or null. */
export function hiddenCharacterProblem(value: string): string | null {
  const control = CONTROL.exec(value);
  if (control) return `lleva un carácter de control invisible (${codePoint(control[0])}); bórralo`;
  const bidi = BIDI.exec(value);
  if (bidi) {
    return `lleva un carácter invisible que cambia el orden del texto (${codePoint(bidi[0])}); bórralo`;
  }
  const invisible = INVISIBLE.exec(value) ?? /\u200D/.exec(value.replace(EMOJI_JOINER, ''));
  if (invisible) return `lleva un carácter invisible (${codePoint(invisible[0])}); bórralo`;
  return null;
}

/** How a Markdown token is named to the practice, for the inline markup a plain field refuses. */
const MARKUP_NAMES: Record<string, string> = {
  em: '*cursiva*',
  strong: '**negrita**',
  codespan: '`código`',
  del: '~~tachado~~',
  image: '![imagen](…)',
  link: '[enlace](…)',
  br: 'un salto de línea forzado',
  escape: 'una \\ antes de un signo',
};

/** The opening of an HTML tag or comment, for the message ("<script", "<!--"); never more. */
export const tagShown = (raw: string) =>
  /^<(?:!--|[!?]|\/?[A-Za-z][A-Za-z0-9-]{0,20})/.exec(raw)?.[0] ?? '<';

/** Why a value would mean something else once shown as text, or null when it is plain text. */
function markupProblem(value: string): string | null {
  const tokens: Token[] = Lexer.lexInline(value);
  for (const token of tokens) {
    if (token.type === 'text') continue;
    // A bare address that GFM would link (https://…, www.…, correo@…): shown as the text typed.
    if (token.type === 'link' && token.raw === token.text && !token.raw.startsWith('<')) continue;
    if (token.type === 'html') {
      return `lleva HTML (${tagShown(token.raw)}…), que aquí se mostraría como texto; escribe solo texto`;
    }
    if (token.type === 'link' && token.raw.startsWith('<')) {
      return 'lleva una dirección entre < >; escríbela sin los signos < >';
    }
    const name = MARKUP_NAMES[token.type] ?? `formato Markdown (${token.type})`;
    return `lleva formato Markdown (${name}), que aquí se mostraría tal cual; escríbelo sin esos signos`;
  }
  return null;
}

/** Why a plain-text value is refused (the rules above), or null when it is shown as typed. */
export function plainTextProblem(value: string): string | null {
  const hidden = hiddenCharacterProblem(value);
  if (hidden) return hidden;
  const reference = new RegExp(CHARACTER_REFERENCE.source).exec(value);
  if (reference) {
    return `lleva el código HTML ${reference[0]}, que se mostraría tal cual; escribe el carácter mismo`;
  }
  return markupProblem(value);
}

export interface ValueProblem {
  path: readonly (string | number)[];
  problem: string;
}

/** Every string in checked data that plainTextProblem refuses, with the path of its field. */
export function plainTextProblems(
  data: unknown,
  path: readonly (string | number)[] = [],
): ValueProblem[] {
  if (typeof data === 'string') {
    const problem = plainTextProblem(data);
    return problem ? [{ path, problem }] : [];
  }
  if (Array.isArray(data))
    return data.flatMap((item, index) => plainTextProblems(item, [...path, index]));
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, item]) => plainTextProblems(item, [...path, key]));
  }
  return [];
}

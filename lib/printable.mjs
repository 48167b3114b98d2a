// @ts-check
// How a value someone typed (a field of the facts, a setting, a server's answer) is printed into a
// log. GitHub Actions reads every log line whose first non-space characters are "::" as a workflow
// command (an annotation the editor shows, a masked value, a stop of commands), and its runner
// splits lines at CR as well as LF. Quoted and escaped here, a value stays on the line it is printed
// on and never opens one: it always starts with a quote.

/**
 * Characters escaped: C0 and C1 controls and DEL (line breaks among them), the Unicode line and
 * paragraph separators, and the invisible ones a reader would not see (zero-width spaces and
 * joiners, bidi marks and overrides, the BOM).
 */
const UNSEEN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;
/** @type {Record<string, string>} */
const SHORT = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * The text on one line: every control and invisible character written as an escape (\n, \t,
 * \u202e…), the rest as it is. For a line of our own that carries a value (a problem line).
 * @param {unknown} text
 * @returns {string}
 */
export const escapeUnseen = (text) =>
  String(text).replace(
    UNSEEN,
    (char) => SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The value in quotes (double, or the `quote` given), on one line: its quote and backslashes
 * escaped, and every control and invisible character too (escapeUnseen).
 * @param {unknown} value
 * @param {'"' | "'"} [quote]
 * @returns {string}
 */
export function printable(value, quote = '"') {
  const text = String(value).replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`);
  return `${quote}${escapeUnseen(text)}${quote}`;
}

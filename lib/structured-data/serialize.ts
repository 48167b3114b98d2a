/**
 * JSON for an inline <script type="application/ld+json">: `<` and `>` become
 * \u003c / \u003e so no string can close the script or open a comment, `&` becomes
 * \u0026, and U+2028/U+2029 are escaped. JSON parsers read the same data back.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

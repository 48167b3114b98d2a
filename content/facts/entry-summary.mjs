// @ts-check
// The line a list of the editor shows for one entry, from the list's summary template
// ("{{fields.opens}} a {{fields.closes}}" → "09:00 a 14:00"), as Decap fills it. Written once for
// the build's refusals (content/facts/editor-place.ts) and the editor's own checks
// (public/admin/field-checks.js, which loads this file as /admin/entry-summary.js). No imports.

/** @param {unknown} value */
const shown = (value) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';

/**
 * Decap's truncate(N) filter (lodash's truncate at N + 3 with '...').
 * @param {string} text
 * @param {string | undefined} count
 */
function truncated(text, count) {
  const limit = count === undefined ? Infinity : Number(count);
  return text.length > limit + 3 ? `${text.slice(0, limit)}...` : text;
}

/**
 * The template with each {{fields.name}} (and its truncate(N)) replaced by that field's value.
 * @param {string} template
 * @param {(name: string) => unknown} valueOf
 */
export function fillSummary(template, valueOf) {
  return template
    .replace(
      /\{\{\s*fields\.([\w$]+)\s*(?:\|\s*truncate\((\d+)\)\s*)?\}\}/g,
      (_all, /** @type {string} */ name, /** @type {string | undefined} */ count) =>
        truncated(shown(valueOf(name)), count),
    )
    .trim();
}

export { shown as shownValue };

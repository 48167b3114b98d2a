// @ts-check
// The line a list of the editor shows for each item (its summary), written once: the editor draws
// it (public/admin/list-summaries.js loads this file as it is) and the build names an item by it
// when it tells the practice where to fix a value (content/facts/editor-place.ts).
// A summary is a template of Decap's kind, "{{fields.name}} · {{fields.consentDate | fecha}}", with
// Decap's filters truncate(N) and ternary('a', 'b') and these, which Decap's own templates lack:
//   dias      ISO weekdays as a phrase: [1,2,3,4,5] → "lun a vie"
//   fecha     a date 'AAAA-MM-DD' in Spanish: "14 de mar de 2025"
//   al(otro)  a span from this date to the field `otro`'s: "24 al 26 de dic de 2026"
//   opcion    the label the field's select shows for the value: "vacaciones" → "Vacaciones"
import { DAY_NAMES, MONTH_NAMES, dayList } from './calendar.mjs';

/** @typedef {(field: string, value: unknown) => string | undefined} OptionLabel */

/** @param {number} day ISO weekday */
const shortDay = (day) => (DAY_NAMES[day - 1] ?? '').slice(0, 3);

/** @param {string} date 'AAAA-MM-DD' */
function dateParts(date) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return {
    year: Number(match[1]),
    month: (MONTH_NAMES[Number(match[2]) - 1] ?? '').slice(0, 3),
    day: Number(match[3]),
  };
}

/** @param {unknown} value */
function spanishDate(value) {
  const date = dateParts(String(value ?? ''));
  return date ? `${date.day} de ${date.month} de ${date.year}` : '';
}

/**
 * "24 al 26 de dic de 2026", "30 de nov al 2 de dic de 2026", "30 de dic de 2026 al 2 de ene de 2027".
 * @param {unknown} from
 * @param {unknown} to
 */
function spanishSpan(from, to) {
  const first = dateParts(String(from ?? ''));
  const last = dateParts(String(to ?? ''));
  if (!first || !last) return spanishDate(from) || spanishDate(to);
  if (first.year !== last.year) return `${spanishDate(from)} al ${spanishDate(to)}`;
  const start = first.month === last.month ? `${first.day}` : `${first.day} de ${first.month}`;
  return `${start} al ${last.day} de ${last.month} de ${last.year}`;
}

/** @param {unknown} value */
const shown = (value) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * One value through one filter.
 * @param {unknown} value
 * @param {string} filter
 * @param {{ item: Record<string, unknown>, field: string, optionLabel: OptionLabel }} context
 */
function applyFilter(value, filter, { item, field, optionLabel }) {
  const truncate = /^truncate\((\d+)\)$/.exec(filter);
  if (truncate) {
    // Decap's truncate(N): lodash's truncate at N + 3 characters with '...'.
    const text = shown(value);
    const limit = Number(truncate[1]);
    return text.length > limit + 3 ? `${text.slice(0, limit)}...` : text;
  }
  const ternary = /^ternary\('(.*)',\s*'(.*)'\)$/.exec(filter);
  if (ternary) return value ? ternary[1] : ternary[2];
  const span = /^al\((\w+)\)$/.exec(filter);
  if (span) return spanishSpan(value, item[span[1] ?? '']);
  if (filter === 'dias')
    return Array.isArray(value) ? dayList(value.map(Number), shortDay) : shown(value);
  if (filter === 'fecha') return spanishDate(value);
  if (filter === 'opcion') return optionLabel(field, value) ?? shown(value);
  throw new Error(`list-summary: no filter named ${filter}`);
}

/**
 * The summary `template` filled from one list item's values.
 * @param {string} template
 * @param {Record<string, unknown>} item
 * @param {OptionLabel} [optionLabel] the label a select shows for a value
 * @returns {string}
 */
export function fillSummary(template, item, optionLabel = () => undefined) {
  let filled = false;
  const line = template
    .replace(/\{\{\s*fields\.([\w$.]+)\s*((?:\|\s*[^|}]+?\s*)*)\}\}/g, (_all, field, filters) => {
      const names = String(filters)
        .split('|')
        .map((name) => name.trim())
        .filter(Boolean);
      /** @type {unknown} */
      // A dotted field reads inside an object, as Decap does: "title.es" is a word's Spanish half.
      let value = String(field)
        .split('.')
        .reduce(
          (node, key) =>
            node !== null && typeof node === 'object'
              ? /** @type {Record<string, unknown>} */ (node)[key]
              : undefined,
          /** @type {unknown} */ (item),
        );
      if (!(
        value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && value.length === 0)
      ))
        filled = true;
      for (const filter of names) value = applyFilter(value, filter, { item, field, optionLabel });
      return shown(value);
    })
    .trim();
  // An item with none of its summary's fields filled in (a new one) has no line: the caller names it.
  // A separator left beside an empty value goes ("Elena V. ·" → "Elena V.").
  return filled ? line.replace(/^[\s·,]+|[\s·,]+$/g, '').replace(/ · (?: · )+/g, ' · ') : '';
}

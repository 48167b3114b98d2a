// @ts-check
// The Spanish names of the days and months, and how a set of days reads, written once: the pages'
// schedule (content/facts/schedule.ts), the closure notices (content/closures.ts) and the lines the
// editor shows for list items (content/facts/list-summary.mjs, which the editor loads as it is).
// Plain JavaScript, so that the editor's page at /admin/ imports it without a build step.

/** ISO weekdays 1-7 in Spanish, lower case, as sentences and the editor name them. */
export const DAY_NAMES = /** @type {const} */ ([
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
]);

/** Months 1-12 in Spanish, lower case, as the pages write dates ("5 de enero"). */
export const MONTH_NAMES = /** @type {const} */ ([
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]);

/**
 * ISO weekdays as a phrase, each named by `name`: [1,2,3,4,5] → "lunes a viernes" (three or more
 * days in a row), [1,3] → "lunes y miércoles", [1,2,4] → "lunes, martes y jueves". `words` give
 * another language's joins (English: "Monday to Friday", "Monday, Tuesday, and Thursday").
 * @param {readonly number[]} days
 * @param {(day: number) => string} name
 * @param {{ to: string, and: string, serialComma: boolean }} [words]
 */
export function dayList(days, name, words = { to: 'a', and: 'y', serialComma: false }) {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const consecutive = sorted.every(
    (day, index) => index === 0 || day === Number(sorted[index - 1]) + 1,
  );
  const names = sorted.map(name);
  if (sorted.length >= 3 && consecutive)
    return `${names[0]} ${words.to} ${names[names.length - 1]}`;
  if (names.length <= 1) return names[0] ?? '';
  const comma = words.serialComma && names.length > 2 ? ',' : '';
  return `${names.slice(0, -1).join(', ')}${comma} ${words.and} ${names[names.length - 1]}`;
}

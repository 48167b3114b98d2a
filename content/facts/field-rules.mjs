// @ts-check
// The rules of the practice's data that span more than one field, written once. The build runs
// them through the schema (withRule in content/facts/schema.ts), the editor runs them before each
// save (public/admin/field-checks.js): /admin/field-rules.js is this very file, copied by the
// editor's post-build step (EDITOR_SHARED_MODULES). Plain JavaScript with no imports, so the
// browser loads it as it is. Each rule takes the value its field holds and returns its problems,
// each at a path relative to that value, in Spanish: the message follows the field's label
// ("Cierra: …").
// A rule says nothing about a value its own field refuses (a time that is not HH:MM, an empty date):
// that field's own rule names it.

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** @typedef {{ path: (string | number)[], message: string }} RuleProblem */

/** @param {unknown} value */
const isTime = (value) => typeof value === 'string' && TIME_PATTERN.test(value);
/** @param {unknown} value */
const isDate = (value) => typeof value === 'string' && DATE_PATTERN.test(value);
/** @param {unknown} value @returns {Record<string, unknown>} */
const record = (value) =>
  value !== null && typeof value === 'object' ? /** @type {Record<string, unknown>} */ (value) : {};

/**
 * True for a day the calendar has: "2027-02-29" and "2026-04-31" are not.
 * @param {string} value AAAA-MM-DD
 */
export function dateExists(value) {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0));
  return date.getUTCMonth() === (month ?? 1) - 1 && date.getUTCDate() === day;
}

/** @param {unknown} window */
const hoursOf = (window) => {
  const { days, opens, closes } = record(window);
  return isTime(opens) && isTime(closes) && Array.isArray(days)
    ? { days, opens: String(opens), closes: String(closes) }
    : null;
};

/** The rules by name; a schema names the one it applies (withRule), and so does the editor's map. */
export const FIELD_RULES = {
  /**
   * An opening window closes after it opens (HH:MM compares as text).
   * @param {unknown} window
   * @returns {RuleProblem[]}
   */
  openingWindow(window) {
    const hours = hoursOf(window);
    return hours && hours.opens >= hours.closes
      ? [{ path: ['closes'], message: 'la hora de apertura debe ser anterior a la de cierre' }]
      : [];
  },

  /**
   * No two windows of one list share a day and overlap: the schedule and the open-now badge would
   * read both at once.
   * @param {unknown} windows
   * @returns {RuleProblem[]}
   */
  openingHours(windows) {
    if (!Array.isArray(windows)) return [];
    const hours = windows.map(hoursOf);
    /** @type {RuleProblem[]} */
    const problems = [];
    hours.forEach((later, index) => {
      const earlier = hours
        .slice(0, index)
        .find(
          (other) =>
            other &&
            later &&
            other.opens < other.closes &&
            later.opens < later.closes &&
            other.days.some((day) => later.days.includes(day)) &&
            other.opens < later.closes &&
            later.opens < other.closes,
        );
      if (earlier)
        problems.push({
          path: [index, 'opens'],
          message: `se encima con el horario de ${earlier.opens} a ${earlier.closes} del mismo día`,
        });
    });
    return problems;
  },

  /**
   * A closure's last day is not before its first.
   * @param {unknown} closure
   * @returns {RuleProblem[]}
   */
  closure(closure) {
    const { starts, ends } = record(closure);
    return isDate(starts) && isDate(ends) && String(starts) > String(ends)
      ? [{ path: ['ends'], message: 'la fecha de fin no puede ser anterior a la de inicio' }]
      : [];
  },

  /**
   * A date the calendar has.
   * @param {unknown} date
   * @returns {RuleProblem[]}
   */
  date(date) {
    return isDate(date) && !dateExists(String(date))
      ? [{ path: [], message: 'esa fecha no existe en el calendario' }]
      : [];
  },

  /**
   * A service page that shows a fee says what it covers.
   * @param {unknown} service
   * @returns {RuleProblem[]}
   */
  serviceFee(service) {
    const { feeFrom, feeBasis } = record(service);
    const empty = (/** @type {unknown} */ value) =>
      value === null || value === undefined || value === '';
    return !empty(feeFrom) && (empty(feeBasis) || String(feeBasis).trim() === '')
      ? [{ path: ['feeBasis'], message: 'con un costo, escribe también qué incluye' }]
      : [];
  },
};

/** @typedef {keyof typeof FIELD_RULES} RuleName */

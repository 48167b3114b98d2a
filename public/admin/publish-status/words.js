// @ts-check
// The pieces the status's Spanish sentences are made of: times on the practice's clock
// (settings.timeZone), how long ago, and a quoted sentence without its final period.

export const MINUTE = 60 * 1000;

/**
 * @param {Date} date
 * @param {string} timeZone
 * @param {Intl.DateTimeFormatOptions} options
 */
const onClock = (date, timeZone, options) =>
  new Intl.DateTimeFormat('es-MX', { timeZone, ...options }).format(date);

/**
 * A time on the practice's clock, its day named when it is not today there.
 * @param {number} time
 * @param {number} now
 * @param {string} timeZone
 * @returns {{ at: string, of: string }} "a las 10:42" and "de las 10:42", or "el 3 de marzo a las 10:42" and "del …"
 */
export function when(time, now, timeZone) {
  const date = new Date(time);
  const clock = onClock(date, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  /** @param {Date} day */
  const dayOf = (day) =>
    onClock(day, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  if (dayOf(date) === dayOf(new Date(now))) return { at: `a las ${clock}`, of: `de las ${clock}` };
  const day = onClock(date, timeZone, { day: 'numeric', month: 'long' });
  return { at: `el ${day} a las ${clock}`, of: `del ${day} a las ${clock}` };
}

/**
 * How long since: "un momento", "2 min", "1 h 5 min".
 * @param {number} since
 * @param {number} now
 */
export function lasted(since, now) {
  const minutes = Math.max(0, Math.floor((now - since) / MINUTE));
  if (minutes < 1) return 'un momento';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

/**
 * "hace un momento", "hace 2 min", "hace 1 h 5 min".
 * @param {number} since
 * @param {number} now
 */
export const ago = (since, now) => `hace ${lasted(since, now)}`;

/**
 * A sentence (or nothing) ready to be quoted or continued: trimmed, without its final period.
 * @param {string | null | undefined} text
 */
export const withoutPeriod = (text) =>
  String(text || '')
    .trim()
    .replace(/\.$/, '');

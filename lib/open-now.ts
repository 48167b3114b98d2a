import type { OpeningWindow } from '@/content/types';
import { INTL_LOCALE, type Locale } from './locale';
import { minuteOfWeek } from './open-now-clock';

export { minuteOfWeek } from './open-now-clock';

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and set of fields: building them is the costly part of Intl. */
function cachedFormat(timeZone: string, fields: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${Object.keys(fields).join()}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...fields });
    formats.set(key, format);
  }
  return format;
}

/** ISO weekday and minutes since midnight of an instant, on the wall clock of a time zone (Intl; build time and tests). */
export function localTime(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = cachedFormat(timeZone, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS[part('weekday')] ?? 1,
    minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')),
  };
}

/**
 * A time zone as a page in `locale` names it for patients (Intl's generic name, build time):
 * America/Mazatlan → "Mexican Pacific Standard Time", America/Tijuana → "Pacific Time". Precise for
 * visitors from abroad, whose own "Pacific Time" is an hour behind Mazatlán's in winter. Spanish
 * pages name the zone with the practice's own words (content/consultorio.yml: region.timeLabel).
 * The name is the one in force `at`: zones change metazone (Cancún left Central time in 2015).
 */
export function zoneNameIn(timeZone: string, locale: Locale, at = new Date()): string {
  return (
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** A time zone's offset from UTC, in minutes, at an instant. */
export function utcOffset(timeZone: string, instant: number): number {
  const format = cachedFormat(timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The zone's offsets from `from` for `years` years, for the browser's badge (see
 * open-now-clock.ts): one entry, plus one per daylight-saving change, found day by day
 * and then to the minute. Past the last year the last offset holds, so a site left
 * unbuilt for longer could be an hour off in a zone with daylight saving.
 */
export function zoneOffsets(timeZone: string, from: Date, years = 5): [number, number][] {
  const start = Math.floor(from.getTime() / DAY_MS) * DAY_MS;
  const offsets: [number, number][] = [[start, utcOffset(timeZone, start)]];
  for (let day = start + DAY_MS; day <= start + years * 365 * DAY_MS; day += DAY_MS) {
    const before = offsets.at(-1)?.[1];
    if (utcOffset(timeZone, day) === before) continue;
    // The change happened in the last day: find its first minute.
    let low = day - DAY_MS;
    let high = day;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (utcOffset(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    offsets.push([high, utcOffset(timeZone, high)]);
  }
  return offsets;
}

/** Open until `closes` (windows that meet count as one), or closed and the next opening within a week. */
export type OpenStatus =
  | { open: true; closes: string }
  | { open: false; next: { inDays: number; weekday: number; opens: string } | null };

/** "17:30" → 1050, minutes since midnight. */
export const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Open at `now` (opening minute included, closing minute excluded), else the next opening within a week. */
export function openStatus(
  windows: readonly OpeningWindow[],
  timeZone: string,
  now: Date,
): OpenStatus {
  const { weekday, minutes } = localTime(now, timeZone);
  return statusAt(windows, weekday, minutes);
}

/** When the windows open at `minutes` of a weekday close, following windows that meet; null when closed. */
function closingTime(
  windows: readonly OpeningWindow[],
  weekday: number,
  minutes: number,
): string | null {
  const today = windows.filter((w) => w.days.includes(weekday));
  const containing = (minute: number) =>
    today.find((w) => toMinutes(w.opens) <= minute && minute < toMinutes(w.closes));
  let current = containing(minutes);
  if (!current) return null;
  let next = containing(toMinutes(current.closes));
  while (next) {
    current = next;
    next = containing(toMinutes(current.closes));
  }
  return current.closes;
}

/** The same, for an ISO weekday and minutes since midnight on the practice's clock. */
export function statusAt(
  windows: readonly OpeningWindow[],
  weekday: number,
  minutes: number,
): OpenStatus {
  const closes = closingTime(windows, weekday, minutes);
  if (closes) return { open: true, closes };
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const day = ((weekday - 1 + inDays) % 7) + 1;
    const opens = windows
      .filter((w) => w.days.includes(day) && (inDays > 0 || toMinutes(w.opens) > minutes))
      .map((w) => w.opens)
      .sort((a, b) => toMinutes(a) - toMinutes(b))[0];
    if (opens) return { open: false, next: { inDays, weekday: day, opens } };
  }
  return { open: false, next: null };
}

const DAY = 24 * 60;

/**
 * The badge's text for the whole week, as [start minute of week, text] pieces in
 * order: computed at build time, so the browser only finds the piece for now.
 * Pieces break at every opening, closing and midnight ("hoy" becomes "mañana").
 */
export function weekTexts(
  windows: readonly OpeningWindow[],
  textOf: (status: OpenStatus) => string,
): [number, string][] {
  const starts = new Set<number>();
  for (let day = 1; day <= 7; day += 1) {
    starts.add(minuteOfWeek(day, 0));
    for (const w of windows.filter((window) => window.days.includes(day))) {
      starts.add(minuteOfWeek(day, toMinutes(w.opens)));
      starts.add(minuteOfWeek(day, toMinutes(w.closes)) % (7 * DAY));
    }
  }
  const pieces: [number, string][] = [];
  for (const start of [...starts].sort((a, b) => a - b)) {
    const text = textOf(statusAt(windows, Math.floor(start / DAY) + 1, start % DAY));
    if (pieces.at(-1)?.[1] !== text) pieces.push([start, text]);
  }
  return pieces;
}

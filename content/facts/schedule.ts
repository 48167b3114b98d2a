/**
 * The schedule shown to patients, formatted from the opening hours (the one source), in each
 * language: [{days:[1,3], 10:00-13:30}, {days:[1,3], 17:00-19:30}] →
 * "Lunes y miércoles: 10:00 AM – 1:30 PM y 5:00 PM – 7:30 PM" /
 * "Monday and Wednesday: 10:00 AM to 1:30 PM and 5:00 PM to 7:30 PM".
 * Pure and browser-safe: the open-now badge uses formatTime too.
 */
import type { Locale, PerLocale } from '../../lib/locale';
import { dayList } from './calendar.mjs';
import { dayName } from './day-names';
import type { OpeningWindowFacts } from './schema';

/** A line of the human-readable schedule, e.g. "Lunes y miércoles" / "10:00 AM – 1:30 PM". */
export interface ScheduleLine {
  days: string;
  hours: string;
}

const NBSP = '\u00a0';

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * "17:00" → "5:00 PM" (a no-break space keeps the time and "PM" together). Both languages write
 * the 12-hour clock of the practice's region, so the time itself takes no locale.
 */
export function formatTime(time: string): string {
  const total = toMinutes(time);
  const hours = Math.floor(total / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(total % 60).padStart(2, '0')}${NBSP}${suffix}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How each language joins days and hours: "lunes a viernes" / "Monday to Friday". */
const JOINS: PerLocale<{
  days: { to: string; and: string; serialComma: boolean };
  /** Between a window's opening and closing: "10:00 AM – 1:30 PM" / "10:00 AM to 1:30 PM". */
  until: string;
  /** Between the windows of one line. */
  and: string;
}> = {
  es: { days: { to: 'a', and: 'y', serialComma: false }, until: ' – ', and: ' y ' },
  en: { days: { to: 'to', and: 'and', serialComma: true }, until: ' to ', and: ' and ' },
};

/**
 * [1,3] → "Lunes y miércoles" / "Monday and Wednesday"; [1,2,3,4,5,6] → "Lunes a sábado" /
 * "Monday to Saturday"; [1,2,4] → "Lunes, martes y jueves" / "Monday, Tuesday, and Thursday".
 */
export function formatDaysIn(days: readonly number[], locale: Locale): string {
  return capitalize(dayList(days, (day) => dayName(day, locale), JOINS[locale].days));
}

/** Groups windows that share the same days, in the order the days first appear. */
export function formatScheduleIn(
  windows: readonly OpeningWindowFacts[],
  locale: Locale,
): ScheduleLine[] {
  const groups = new Map<string, OpeningWindowFacts[]>();
  const ordered = [...windows].sort(
    (a, b) => Math.min(...a.days) - Math.min(...b.days) || toMinutes(a.opens) - toMinutes(b.opens),
  );
  for (const window of ordered) {
    const key = [...window.days].sort((a, b) => a - b).join(',');
    groups.set(key, [...(groups.get(key) ?? []), window]);
  }
  const { until, and } = JOINS[locale];
  return [...groups.values()].map((group) => ({
    days: formatDaysIn(group[0]!.days, locale),
    hours: group.map((w) => `${formatTime(w.opens)}${until}${formatTime(w.closes)}`).join(and),
  }));
}

/**
 * The schedule as one sentence: "Lunes y miércoles, 10:00 AM – 1:30 PM y 5:00 PM – 7:30 PM; jueves,
 * 10:00 AM – 12:30 PM" / "Monday and Wednesday, 10:00 AM to 1:30 PM and 5:00 PM to 7:30 PM;
 * Thursday, 10:00 AM to 12:30 PM". `inside` writes it for the middle of a sentence: Spanish then
 * lower-cases its first day; English day names keep their capital everywhere.
 */
export function scheduleSentenceIn(
  windows: readonly OpeningWindowFacts[],
  locale: Locale,
  inside = false,
): string {
  const lower = (text: string) =>
    locale === 'es' ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return formatScheduleIn(windows, locale)
    .map((line, index) => `${index === 0 && !inside ? line.days : lower(line.days)}, ${line.hours}`)
    .join('; ');
}

/** Spanish aliases of formatDaysIn and formatScheduleIn, for the call sites not yet given a locale. */
export const formatDays = (days: readonly number[]) => formatDaysIn(days, 'es');
export const formatSchedule = (windows: readonly OpeningWindowFacts[]) =>
  formatScheduleIn(windows, 'es');

/**
 * The schedule shown to patients, formatted from the opening hours (the one source):
 * [{days:[1,3], 10:00-13:30}, {days:[1,3], 17:00-19:30}] → "Lunes y miércoles: 10:00 AM – 1:30 PM y 5:00 PM – 7:30 PM".
 * Pure and browser-safe: the open-now badge uses formatTime too.
 */
import { DAY_NAMES, dayList } from './calendar.mjs';
import type { OpeningWindowFacts } from './schema';

/** A line of the human-readable schedule, e.g. "Lunes y miércoles" / "10:00 AM – 1:30 PM". */
export interface ScheduleLine {
  days: string;
  hours: string;
}

const NBSP = '\u00a0';

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "17:00" → "5:00 PM" (a no-break space keeps the time and "PM" together). */
export function formatTime(time: string): string {
  const total = toMinutes(time);
  const hours = Math.floor(total / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(total % 60).padStart(2, '0')}${NBSP}${suffix}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** [1,3] → "Lunes y miércoles"; [1,2,3,4,5,6] → "Lunes a sábado"; [1,2,4] → "Lunes, martes y jueves". */
export function formatDays(days: readonly number[]): string {
  return capitalize(dayList(days, (day) => DAY_NAMES[day - 1]!));
}

/** Groups windows that share the same days, in the order the days first appear. */
export function formatSchedule(windows: readonly OpeningWindowFacts[]): ScheduleLine[] {
  const groups = new Map<string, OpeningWindowFacts[]>();
  const ordered = [...windows].sort(
    (a, b) => Math.min(...a.days) - Math.min(...b.days) || toMinutes(a.opens) - toMinutes(b.opens),
  );
  for (const window of ordered) {
    const key = [...window.days].sort((a, b) => a - b).join(',');
    groups.set(key, [...(groups.get(key) ?? []), window]);
  }
  return [...groups.values()].map((group) => ({
    days: formatDays(group[0]!.days),
    hours: group.map((w) => `${formatTime(w.opens)} – ${formatTime(w.closes)}`).join(' y '),
  }));
}

/** The browser half of the open-now badge: which minute of the week it is in the practice's time zone. */

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** ISO weekday and minutes since midnight of an instant, on the wall clock of a time zone. */
export function localTime(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAYS[part('weekday')] ?? 1, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** Minutes since Monday 00:00 of a weekday and time. */
export const minuteOfWeek = (weekday: number, minutes: number) => (weekday - 1) * 24 * 60 + minutes;

/** The text of the piece (see weekTexts in open-now.ts) that holds a minute of the week. */
export function textAt(pieces: readonly (readonly [number, string])[], minute: number): string {
  return pieces.filter(([start]) => start <= minute).at(-1)?.[1] ?? pieces.at(-1)?.[1] ?? '';
}

/**
 * The browser half of the open-now badge: which minute of the week it is in the
 * practice's time zone. It reads a table of the zone's UTC offsets computed at build
 * time (zoneOffsets in open-now.ts) rather than Intl.DateTimeFormat, whose first use
 * loads ICU's calendar data, a long task on a cheap phone in the middle of hydration
 * (docs/quality.md, What the code's choices save).
 */

/** [UTC instant in ms from which it applies, offset from UTC in minutes], oldest first. */
export type ZoneOffsets = readonly (readonly [number, number])[];

/** The zone's offset at an instant: the last entry that has begun, else the first. */
export function offsetAt(offsets: ZoneOffsets, instant: number): number {
  return offsets.filter(([from]) => from <= instant).at(-1)?.[1] ?? offsets[0]?.[1] ?? 0;
}

/** ISO weekday and minutes since midnight of an instant, on the zone's wall clock. */
export function wallClock(now: Date, offsets: ZoneOffsets): { weekday: number; minutes: number } {
  const local = new Date(now.getTime() + offsetAt(offsets, now.getTime()) * 60_000);
  return {
    weekday: local.getUTCDay() || 7,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** Minutes since Monday 00:00 of a weekday and time. */
export const minuteOfWeek = (weekday: number, minutes: number) => (weekday - 1) * 24 * 60 + minutes;

/** The text of the piece (see weekTexts in open-now.ts) that holds a minute of the week. */
export function textAt(pieces: readonly (readonly [number, string])[], minute: number): string {
  return pieces.filter(([start]) => start <= minute).at(-1)?.[1] ?? pieces.at(-1)?.[1] ?? '';
}

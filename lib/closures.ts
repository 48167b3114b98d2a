/**
 * Closures (vacations, holidays, congresses) as instants, and which one applies at a moment.
 * Pure and browser-safe: no Intl. Dates are read on the practice's wall clock through the
 * zone's UTC offsets computed at build time (see open-now-clock.ts).
 */
import { offsetAt, type ZoneOffsets } from './open-now-clock';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The site-wide notice appears this many days before a closure begins. */
export const NOTICE_DAYS = 14;

/** A closure as the facts write it (content/consultorio.yml: closures[]). */
export interface ClosureDates {
  practices: readonly string[];
  /** First closed day, "YYYY-MM-DD". */
  starts: string;
  /** "HH:MM": the closure begins at this hour of its first day; before it the usual hours apply. */
  startTime?: string | null;
  /** Last closed day, inclusive. */
  ends: string;
}

/** [first closed instant, first instant open again]: ms since the epoch, end excluded. */
export type ClosureSpan = readonly [number, number];

/** Milliseconds of a wall-clock date and time as if it were UTC. */
export function wallInstant(date: string, time = '00:00'): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hours, minutes);
}

/** A wall-clock instant of the zone, as a real instant (the offset in force then). */
function fromWall(wall: number, offsets: ZoneOffsets): number {
  const guess = wall - offsetAt(offsets, wall) * MINUTE;
  return wall - offsetAt(offsets, guess) * MINUTE;
}

/** When the closure begins and ends, in the practice's time zone. */
export function closureSpan(closure: ClosureDates, offsets: ZoneOffsets): ClosureSpan {
  return [
    fromWall(wallInstant(closure.starts, closure.startTime ?? '00:00'), offsets),
    fromWall(wallInstant(closure.ends) + DAY, offsets),
  ];
}

/** From 00:00 fourteen days before the first closed day, until the closure ends. */
export function noticeSpan(closure: ClosureDates, offsets: ZoneOffsets): ClosureSpan {
  return [
    fromWall(wallInstant(closure.starts) - NOTICE_DAYS * DAY, offsets),
    closureSpan(closure, offsets)[1],
  ];
}

export const within = ([from, until]: ClosureSpan, now: number) => from <= now && now < until;

/** The closure of this practice in force at `now`, if any. */
export function activeClosure<T extends ClosureDates>(
  closures: readonly T[],
  practiceId: string,
  offsets: ZoneOffsets,
  now: number,
): T | undefined {
  return closures.find(
    (closure) =>
      closure.practices.includes(practiceId) && within(closureSpan(closure, offsets), now),
  );
}

/** The closures whose notice the whole site shows at `now`, earliest first. */
export function closuresToAnnounce<T extends ClosureDates>(
  closures: readonly T[],
  offsets: ZoneOffsets,
  now: number,
): T[] {
  return closures
    .filter((closure) => within(noticeSpan(closure, offsets), now))
    .sort((a, b) => a.starts.localeCompare(b.starts));
}

/** ISO weekday (1 = Monday) of a "YYYY-MM-DD" date. */
export function isoWeekday(date: string): number {
  return new Date(wallInstant(date)).getUTCDay() || 7;
}

/** The date `days` after a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  return new Date(wallInstant(date) + days * DAY).toISOString().slice(0, 10);
}

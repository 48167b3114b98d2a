import {
  closedBadgeWording,
  closureNoticeWording,
  type NamedDay,
  type Reopening,
} from '@/content/closures';
import { consultorio } from '@/content/facts/load';
import type { Closure } from '@/content/facts/schema';
import { practice } from '@/content/practice';
import { addDays, closureSpan, isoWeekday, noticeSpan, type ClosureSpan } from './closures';
import { statusAt, zoneOffsets } from './open-now';

/**
 * The closures (content/consultorio.yml: closures[]) as the site announces them, computed at build
 * time: when each notice and badge applies, and the first opening after it. The sentences are
 * content/closures.ts's; the browser only picks, by the clock, among the [from, until, text] entries made here.
 */

/** The build's minute: the notice in the static HTML is the one due then. */
export const builtAt = Math.floor(Date.now() / 60_000) * 60_000;

const named = (date: string): NamedDay => ({ date, weekday: isoWeekday(date) });

const placeById = new Map(practice.practices.map((place) => [place.id, place]));
const offsetsByZone = new Map<string, ReturnType<typeof zoneOffsets>>();
/** The practice's zone offsets from the build on (computed once per zone: it walks five years day by day). */
function offsetsOf(id: string) {
  const zone = placeById.get(id)?.timeZone ?? practice.defaultTimeZone;
  if (!offsetsByZone.has(zone)) offsetsByZone.set(zone, zoneOffsets(zone, new Date()));
  return offsetsByZone.get(zone)!;
}

/** The first opening of the practice on or after a date ("2027-01-05" → lunes 5 de enero, 10:00). */
function firstOpening(placeId: string, from: string): Reopening | null {
  const place = placeById.get(placeId);
  if (!place) return null;
  const next = statusAt(place.openingHours, isoWeekday(from), -1);
  if (next.open || !next.next) return null;
  return { ...named(addDays(from, next.next.inDays)), opens: next.next.opens };
}

/** The badge text while the practice is closed: "Cerrado por vacaciones · abre el lunes 5 de enero a las 10:00 AM". */
export function closedBadgeText(closure: Closure, placeId: string): string {
  return closedBadgeWording(closure.reason, firstOpening(placeId, addDays(closure.ends, 1)));
}

/** What the notice says of one closure. */
export function closureNoticeText(closure: Closure): string {
  const places = closure.practices
    .map((id) => placeById.get(id))
    .filter((place) => place !== undefined)
    .map((place) => `${place.name} (${place.town})`);
  return closureNoticeWording(closure, {
    first: named(closure.starts),
    last: named(closure.ends),
    places,
    all: closure.practices.length >= practice.practices.length,
    reopening: firstOpening(closure.practices[0] ?? '', addDays(closure.ends, 1)),
  });
}

/** [from, until, text] of each closure not yet over: the site-wide notice. */
export function closureNotices(
  closures: readonly Closure[] = consultorio.closures,
  now = Date.now(),
): [number, number, string][] {
  return closures
    .map((closure): [ClosureSpan, string] => [
      noticeSpan(closure, offsetsOf(closure.practices[0] ?? '')),
      closureNoticeText(closure),
    ])
    .filter(([[, until]]) => until > now)
    .sort(([[a]], [[b]]) => a - b)
    .map(([[from, until], text]) => [from, until, text]);
}

/** [start, end, badge text] of each closure of a practice not yet over: the open-now badge. */
export function closedSpans(
  placeId: string,
  closures: readonly Closure[] = consultorio.closures,
  now = Date.now(),
): [number, number, string][] {
  return closures
    .filter((closure) => closure.practices.includes(placeId))
    .map((closure): [number, number, string] => [
      ...closureSpan(closure, offsetsOf(placeId)),
      closedBadgeText(closure, placeId),
    ])
    .filter(([, end]) => end > now);
}

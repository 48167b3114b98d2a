import {
  closedBadgeWordingIn,
  closureNoticeWordingIn,
  type NamedDay,
  type Reopening,
} from '@/content/closures';
import { consultorioIn } from '@/content/facts/load';
import type { Closure } from '@/content/facts/schema';
import { practice } from '@/content/practice';
import { addDays, closureSpan, isoWeekday, noticeSpan, type ClosureSpan } from './closures';
import type { Locale } from './locale';
import { statusAt, zoneOffsets } from './open-now';

/**
 * The closures (content/consultorio.yml: closures[]) as the site announces them, computed at build
 * time: when each notice and badge applies, and the first opening after it. The sentences are
 * content/closures.ts's, in the page's language; the browser only picks, by the clock, among the
 * [from, until, text] entries made here.
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

/**
 * The closure's note as the page shows it: the closures come in the page's language
 * (consultorioIn), where a note without its English twin is absent, and the dates still show.
 */
function noteOf(closure: Closure): string | null {
  return closure.note ?? null;
}

/**
 * The badge text while the practice is closed: "Cerrado por vacaciones · abre el lunes 5 de enero a
 * las 10:00 AM" / "Closed for vacation · reopens Monday, January 5 at 10:00 AM".
 */
export function closedBadgeTextIn(closure: Closure, placeId: string, locale: Locale): string {
  return closedBadgeWordingIn(
    closure.reason,
    firstOpening(placeId, addDays(closure.ends, 1)),
    locale,
  );
}

/** What the notice says of one closure, in a language. */
export function closureNoticeTextIn(closure: Closure, locale: Locale): string {
  const places = closure.practices
    .map((id) => placeById.get(id))
    .filter((place) => place !== undefined)
    .map((place) => `${place.name} (${place.town})`);
  return closureNoticeWordingIn[locale](closure, {
    first: named(closure.starts),
    last: named(closure.ends),
    places,
    all: closure.practices.length >= practice.practices.length,
    reopening: firstOpening(closure.practices[0] ?? '', addDays(closure.ends, 1)),
    note: noteOf(closure),
  });
}

/** [from, until, text] of each closure not yet over: the site-wide notice, in a language. */
export function closureNoticesIn(
  locale: Locale,
  closures: readonly Closure[] = consultorioIn[locale].closures,
  now = Date.now(),
): [number, number, string][] {
  return closures
    .map((closure): [ClosureSpan, string] => [
      noticeSpan(closure, offsetsOf(closure.practices[0] ?? '')),
      closureNoticeTextIn(closure, locale),
    ])
    .filter(([[, until]]) => until > now)
    .sort(([[a]], [[b]]) => a - b)
    .map(([[from, until], text]) => [from, until, text]);
}

/** [start, end, badge text] of each closure of a practice not yet over: the open-now badge, in a language. */
export function closedSpansIn(
  placeId: string,
  locale: Locale,
  closures: readonly Closure[] = consultorioIn[locale].closures,
  now = Date.now(),
): [number, number, string][] {
  return closures
    .filter((closure) => closure.practices.includes(placeId))
    .map((closure): [number, number, string] => [
      ...closureSpan(closure, offsetsOf(placeId)),
      closedBadgeTextIn(closure, placeId, locale),
    ])
    .filter(([, end]) => end > now);
}

/** Spanish aliases, for the call sites not yet given a locale. */
export const closedBadgeText = (closure: Closure, placeId: string) =>
  closedBadgeTextIn(closure, placeId, 'es');
export const closureNoticeText = (closure: Closure) => closureNoticeTextIn(closure, 'es');
export const closureNotices = (closures?: readonly Closure[], now?: number) =>
  closureNoticesIn('es', closures, now);
export const closedSpans = (placeId: string, closures?: readonly Closure[], now?: number) =>
  closedSpansIn(placeId, 'es', closures, now);

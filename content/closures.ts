import { addDays, closureSpan, isoWeekday, noticeSpan, type ClosureSpan } from '@/lib/closures';
import { statusAt, zoneOffsets } from '@/lib/open-now';
import { DAY_NAMES, formatTime } from './facts/schedule';
import { consultorio } from './facts/load';
import type { Closure, ClosureReason } from './facts/schema';
import { openNowText } from './open-now';
import { practice } from './practice';

/**
 * Wording of closures (content/consultorio.yml: closures[]), computed at build time. The
 * browser only picks, by the clock, among the [from, until, text] entries made here.
 */

/** The build's minute: the notice in the static HTML is the one due then. */
export const builtAt = Math.floor(Date.now() / 60_000) * 60_000;

/** The notice's lead-in, in bold. */
export const closureNoticeTitle = 'Aviso:';

/** "Cerrado por vacaciones": the badge's words for each reason. */
export const closedBecause: Record<ClosureReason, string> = {
  vacaciones: 'Cerrado por vacaciones',
  'dia-festivo': 'Cerrado por día festivo',
  congreso: 'Cerrado por congreso médico',
  otro: 'Cerrado temporalmente',
};

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "lunes 5 de enero", with the year when asked ("lunes 5 de enero de 2027"). */
export function spanishDate(date: string, withYear = false): string {
  const [year, month = 1, day = 1] = date.split('-').map(Number);
  return `${DAY_NAMES[isoWeekday(date) - 1]} ${day} de ${MONTHS[month - 1]}${withYear ? ` de ${year}` : ''}`;
}

/** "a las 10:00 AM", "a la 1:00 PM". */
function atTime(time: string): string {
  const hour = Number(time.slice(0, 2)) % 12;
  return `${hour === 1 ? openNowText.atOne : openNowText.at} ${formatTime(time)}`;
}

const placeById = new Map(practice.practices.map((place) => [place.id, place]));
const offsetsByZone = new Map<string, ReturnType<typeof zoneOffsets>>();
/** The practice's zone offsets from the build on (computed once per zone: it walks five years day by day). */
function offsetsOf(id: string) {
  const zone = placeById.get(id)?.timeZone ?? practice.defaultTimeZone;
  if (!offsetsByZone.has(zone)) offsetsByZone.set(zone, zoneOffsets(zone, new Date()));
  return offsetsByZone.get(zone)!;
}

/** The first opening of the practice on or after a date ("2027-01-05" → lunes 5 de enero, 10:00). */
function firstOpening(placeId: string, from: string): { date: string; opens: string } | null {
  const place = placeById.get(placeId);
  if (!place) return null;
  const next = statusAt(place.openingHours, isoWeekday(from), -1);
  if (next.open || !next.next) return null;
  return { date: addDays(from, next.next.inDays), opens: next.next.opens };
}

/** The badge text while the practice is closed: "Cerrado por vacaciones · abre el lunes 5 de enero a las 10:00 AM". */
export function closedBadgeText(closure: Closure, placeId: string): string {
  const reopening = firstOpening(placeId, addDays(closure.ends, 1));
  if (!reopening) return closedBecause[closure.reason];
  return `${closedBecause[closure.reason]} · ${openNowText.opens} el ${spanishDate(reopening.date)} ${atTime(reopening.opens)}`;
}

/** "Hospital Santa Lucía (Tepic) y …" */
function placesOf(closure: Closure): string {
  const names = closure.practices.map((id) => placeById.get(id)).filter((place) => place !== undefined).map((place) => `${place.name} (${place.town})`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? '');
}

/** What the notice says of one closure, in the doctor's voice. */
export function closureNoticeText(closure: Closure): string {
  const crossesYear = closure.starts.slice(0, 4) !== closure.ends.slice(0, 4);
  const first = spanishDate(closure.starts, crossesYear);
  const last = spanishDate(closure.ends, crossesYear);
  const when = closure.startTime
    ? `desde el ${first} ${atTime(closure.startTime)}${closure.starts === closure.ends ? '' : ` hasta el ${last}`}`
    : closure.starts === closure.ends
      ? `el ${first}`
      : `del ${first} al ${last}`;
  const reason = closedBecause[closure.reason].replace(/^Cerrado/, 'cerrado');
  const who =
    closure.practices.length >= practice.practices.length
      ? `Mis consultorios estarán ${reason.replace('cerrado', 'cerrados')}`
      : `Mi consultorio en ${placesOf(closure)} estará ${reason}`;
  const reopening = firstOpening(closure.practices[0] ?? '', addDays(closure.ends, 1));
  const back = reopening ? ` Te atiendo de nuevo desde el ${spanishDate(reopening.date)}.` : '';
  return `${who} ${when}.${back}${closure.note ? ` ${closure.note}` : ''}`;
}

/** [from, until, text] of each closure not yet over: the site-wide notice. */
export function closureNotices(closures: readonly Closure[] = consultorio.closures, now = Date.now()): [number, number, string][] {
  return closures
    .map((closure): [ClosureSpan, string] => [noticeSpan(closure, offsetsOf(closure.practices[0] ?? '')), closureNoticeText(closure)])
    .filter(([[, until]]) => until > now)
    .sort(([[a]], [[b]]) => a - b)
    .map(([[from, until], text]) => [from, until, text]);
}

/** [start, end, badge text] of each closure of a practice not yet over: the open-now badge. */
export function closedSpans(placeId: string, closures: readonly Closure[] = consultorio.closures, now = Date.now()): [number, number, string][] {
  return closures
    .filter((closure) => closure.practices.includes(placeId))
    .map((closure): [number, number, string] => [...closureSpan(closure, offsetsOf(placeId)), closedBadgeText(closure, placeId)])
    .filter(([, end]) => end > now);
}

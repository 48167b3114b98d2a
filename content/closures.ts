import type { Locale, PerLocale } from '../lib/locale';
import { dayName } from './facts/day-names';
import { monthName } from './facts/month-names';
import { formatTime } from './facts/schedule';
import type { Closure, ClosureReason } from './facts/schema';
import { openNowTextIn } from './open-now';

/**
 * Wording of closures (content/consultorio.yml: closures[]) in each language. The dates, spans and
 * reopenings are computed in lib/closure-notices.ts, which hands them to these sentences.
 */

/** A day as the notices name it: its date and its ISO weekday (1 = lunes). */
export type NamedDay = { date: string; weekday: number };
/** The first opening after a closure: the day and the hour. */
export type Reopening = NamedDay & { opens: string };
/** What the sentences read of a closure: its days, first hour and reason. */
export type ClosureWhen = Pick<Closure, 'starts' | 'startTime' | 'ends' | 'reason'>;

/** What a notice says besides the closure's own dates. */
export interface NoticeDetails {
  first: NamedDay;
  last: NamedDay;
  /** The practices that close, as "Hospital Santa Lucía (Tepic)". */
  places: readonly string[];
  /** Whether every practice closes. */
  all: boolean;
  reopening: Reopening | null;
  /** The practice's note, in the page's language (null: none in that language). */
  note: string | null;
}

/** The notice's lead-in, in bold. */
export const closureNoticeTitleIn: PerLocale<string> = { es: 'Aviso:', en: 'Notice:' };

/** "Cerrado por vacaciones" / "Closed for vacation": the badge's words for each reason. */
export const closedBecauseIn: PerLocale<Record<ClosureReason, string>> = {
  es: {
    vacaciones: 'Cerrado por vacaciones',
    'dia-festivo': 'Cerrado por día festivo',
    congreso: 'Cerrado por congreso médico',
    otro: 'Cerrado temporalmente',
  },
  en: {
    vacaciones: 'Closed for vacation',
    'dia-festivo': 'Closed for a holiday',
    congreso: 'Closed for a medical conference',
    otro: 'Temporarily closed',
  },
};

/**
 * "lunes 5 de enero" / "Monday, January 5", with the year when asked ("lunes 5 de enero de 2027" /
 * "Monday, January 5, 2027").
 */
export function dateIn({ date, weekday }: NamedDay, locale: Locale, withYear = false): string {
  const [year, month = 1, day = 1] = date.split('-').map(Number);
  if (locale === 'en')
    return `${dayName(weekday, 'en')}, ${monthName(month, 'en')} ${day}${withYear ? `, ${year}` : ''}`;
  return `${dayName(weekday, 'es')} ${day} de ${monthName(month, 'es')}${withYear ? ` de ${year}` : ''}`;
}

/** "a las 10:00 AM", "a la 1:00 PM" / "at 10:00 AM". */
function atTime(time: string, locale: Locale): string {
  const words = openNowTextIn[locale];
  const hour = Number(time.slice(0, 2)) % 12;
  return `${hour === 1 ? words.atOne : words.at} ${formatTime(time)}`;
}

/**
 * The badge text while the practice is closed: "Cerrado por vacaciones · abre el lunes 5 de enero a
 * las 10:00 AM" / "Closed for vacation · reopens Monday, January 5 at 10:00 AM".
 */
export function closedBadgeWordingIn(
  reason: ClosureReason,
  reopening: Reopening | null,
  locale: Locale,
): string {
  const because = closedBecauseIn[locale][reason];
  if (!reopening) return because;
  const day = dateIn(reopening, locale);
  return locale === 'en'
    ? `${because} · reopens ${day} ${atTime(reopening.opens, 'en')}`
    : `${because} · ${openNowTextIn.es.opens} el ${day} ${atTime(reopening.opens, 'es')}`;
}

/** A list of places: "A, B y C" / "A, B, and C". */
function placeList(places: readonly string[], locale: Locale): string {
  if (places.length <= 1) return places[0] ?? '';
  const and = locale === 'en' ? `${places.length > 2 ? ',' : ''} and ` : ' y ';
  return `${places.slice(0, -1).join(', ')}${and}${places.at(-1)}`;
}

/** The Spanish notice, in the doctor's voice. */
function spanishNotice(closure: ClosureWhen, days: NoticeDetails): string {
  const crossesYear = closure.starts.slice(0, 4) !== closure.ends.slice(0, 4);
  const first = dateIn(days.first, 'es', crossesYear);
  const last = dateIn(days.last, 'es', crossesYear);
  const when = closure.startTime
    ? `desde el ${first} ${atTime(closure.startTime, 'es')}${closure.starts === closure.ends ? '' : ` hasta el ${last}`}`
    : closure.starts === closure.ends
      ? `el ${first}`
      : `del ${first} al ${last}`;
  const reason = closedBecauseIn.es[closure.reason].replace(/^Cerrado/, 'cerrado');
  const who = days.all
    ? `Mis consultorios estarán ${reason.replace('cerrado', 'cerrados')}`
    : `Mi consultorio en ${placeList(days.places, 'es')} estará ${reason}`;
  const back = days.reopening
    ? ` Te atiendo de nuevo desde el ${dateIn(days.reopening, 'es')}.`
    : '';
  return `${who} ${when}.${back}${days.note ? ` ${days.note}` : ''}`;
}

/** The English notice, in the doctor's voice. */
function englishNotice(closure: ClosureWhen, days: NoticeDetails): string {
  const crossesYear = closure.starts.slice(0, 4) !== closure.ends.slice(0, 4);
  const first = dateIn(days.first, 'en', crossesYear);
  const last = dateIn(days.last, 'en', crossesYear);
  // A date with its year takes a comma after it mid-sentence: "December 22, 2025, through".
  const firstThen = crossesYear ? `${first},` : first;
  const through = closure.starts === closure.ends ? '' : ` through ${last}`;
  const when = closure.startTime
    ? `from ${formatTime(closure.startTime)} on ${firstThen}${through}`
    : closure.starts === closure.ends
      ? `on ${first}`
      : `from ${firstThen}${through}`;
  const reason = closedBecauseIn.en[closure.reason];
  const reasonInside = reason.charAt(0).toLowerCase() + reason.slice(1);
  const who = days.all
    ? `My offices will be ${reasonInside}`
    : `My ${days.places.length > 1 ? 'offices' : 'office'} at ${placeList(days.places, 'en')} will be ${reasonInside}`;
  const back = days.reopening
    ? ` I’ll be seeing patients again starting ${dateIn(days.reopening, 'en')}.`
    : '';
  return `${who} ${when}.${back}${days.note ? ` ${days.note}` : ''}`;
}

/** What the notice says of one closure, in the doctor's voice, in a language. */
export const closureNoticeWordingIn: PerLocale<
  (closure: ClosureWhen, days: NoticeDetails) => string
> = { es: spanishNotice, en: englishNotice };

/** Spanish alias, for the call sites that write Spanish only. */
export const spanishDate = (day: NamedDay, withYear = false) => dateIn(day, 'es', withYear);

import { DAY_NAMES } from './facts/day-names';
import { MONTH_NAMES } from './facts/month-names';
import { formatTime } from './facts/schedule';
import type { Closure, ClosureReason } from './facts/schema';
import { openNowText } from './open-now';

/**
 * Wording of closures (content/consultorio.yml: closures[]). The dates, spans and reopenings are
 * computed in lib/closure-notices.ts, which hands them to these sentences.
 */

/** A day as the notices name it: its date and its ISO weekday (1 = lunes). */
export type NamedDay = { date: string; weekday: number };
/** The first opening after a closure: the day and the hour. */
export type Reopening = NamedDay & { opens: string };

/** The notice's lead-in, in bold. */
export const closureNoticeTitle = 'Aviso:';

/** "Cerrado por vacaciones": the badge's words for each reason. */
export const closedBecause: Record<ClosureReason, string> = {
  vacaciones: 'Cerrado por vacaciones',
  'dia-festivo': 'Cerrado por día festivo',
  congreso: 'Cerrado por congreso médico',
  otro: 'Cerrado temporalmente',
};

/** "lunes 5 de enero", with the year when asked ("lunes 5 de enero de 2027"). */
export function spanishDate({ date, weekday }: NamedDay, withYear = false): string {
  const [year, month = 1, day = 1] = date.split('-').map(Number);
  return `${DAY_NAMES[weekday - 1]} ${day} de ${MONTH_NAMES[month - 1]}${withYear ? ` de ${year}` : ''}`;
}

/** "a las 10:00 AM", "a la 1:00 PM". */
function atTime(time: string): string {
  const hour = Number(time.slice(0, 2)) % 12;
  return `${hour === 1 ? openNowText.atOne : openNowText.at} ${formatTime(time)}`;
}

/** The badge text while the practice is closed: "Cerrado por vacaciones · abre el lunes 5 de enero a las 10:00 AM". */
export function closedBadgeWording(reason: ClosureReason, reopening: Reopening | null): string {
  if (!reopening) return closedBecause[reason];
  return `${closedBecause[reason]} · ${openNowText.opens} el ${spanishDate(reopening)} ${atTime(reopening.opens)}`;
}

/** What the notice says of one closure, in the doctor's voice. */
export function closureNoticeWording(
  closure: Closure,
  days: {
    first: NamedDay;
    last: NamedDay;
    /** The practices that close, as "Hospital Santa Lucía (Tepic)". */
    places: readonly string[];
    /** Whether every practice closes. */
    all: boolean;
    reopening: Reopening | null;
  },
): string {
  const crossesYear = closure.starts.slice(0, 4) !== closure.ends.slice(0, 4);
  const first = spanishDate(days.first, crossesYear);
  const last = spanishDate(days.last, crossesYear);
  const when = closure.startTime
    ? `desde el ${first} ${atTime(closure.startTime)}${closure.starts === closure.ends ? '' : ` hasta el ${last}`}`
    : closure.starts === closure.ends
      ? `el ${first}`
      : `del ${first} al ${last}`;
  const reason = closedBecause[closure.reason].replace(/^Cerrado/, 'cerrado');
  const { places } = days;
  const where =
    places.length > 1 ? `${places.slice(0, -1).join(', ')} y ${places.at(-1)}` : (places[0] ?? '');
  const who = days.all
    ? `Mis consultorios estarán ${reason.replace('cerrado', 'cerrados')}`
    : `Mi consultorio en ${where} estará ${reason}`;
  const back = days.reopening
    ? ` Te atiendo de nuevo desde el ${spanishDate(days.reopening)}.`
    : '';
  return `${who} ${when}.${back}${closure.note ? ` ${closure.note}` : ''}`;
}

import type { Locale, PerLocale } from '../lib/locale';
import { dayName } from './facts/day-names';

/** The words of a practice card's open-now badge (its week of texts is computed at build time). */
export interface OpenNowWords {
  open: string;
  closed: string;
  opens: string;
  /** Before a time: "a las 10:00 AM" / "at 10:00 AM". */
  at: string;
  /** Before a time in the one o'clock hour: Spanish says "a la 1:00 PM". */
  atOne: string;
  today: string;
  tomorrow: string;
  /** ISO weekday 1-7 → "el lunes" … "el domingo" / "Monday" … "Sunday". */
  weekdays: readonly string[];
  /** After the open words, before the closing time ("closes at 1:30 PM"); null: the badge does not say it. */
  closesAt: string | null;
}

const weekdays = (locale: Locale, article: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => `${article}${dayName(day, locale)}`);

/** The badge's words in each language: the server picks the page's and hands them to the badge. */
export const openNowTextIn: PerLocale<OpenNowWords> = {
  es: {
    open: 'Abierto ahora',
    closed: 'Cerrado',
    opens: 'abre',
    at: 'a las',
    atOne: 'a la',
    today: 'hoy',
    tomorrow: 'mañana',
    weekdays: weekdays('es', 'el '),
    closesAt: null,
  },
  en: {
    open: 'Open now',
    closed: 'Closed',
    opens: 'opens',
    at: 'at',
    atOne: 'at',
    today: 'today',
    tomorrow: 'tomorrow',
    weekdays: weekdays('en', ''),
    closesAt: 'closes at',
  },
};

/** Spanish alias of openNowTextIn, for the call sites not yet given a locale. */
export const openNowText = openNowTextIn.es;

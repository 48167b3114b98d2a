import type { Locale, PerLocale } from '../../lib/locale';
import { MONTH_NAMES } from './calendar.mjs';

/** Months 1-12 in Spanish, lower case (content/facts/calendar.mjs): the editor's own list. */
export { MONTH_NAMES } from './calendar.mjs';

/** Months 1-12 in each language, as a date writes them: "enero" / "January". */
export const MONTH_NAMES_IN: PerLocale<readonly string[]> = {
  es: MONTH_NAMES,
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** A month's name in a language: 1 → "enero" / "January". */
export const monthName = (month: number, locale: Locale): string =>
  MONTH_NAMES_IN[locale][month - 1] ?? '';

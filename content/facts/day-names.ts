import type { Locale, PerLocale } from '../../lib/locale';
import { DAY_NAMES } from './calendar.mjs';

/** ISO weekdays 1-7 in Spanish, lower case (content/facts/calendar.mjs): the editor's and the schema's. */
export { DAY_NAMES } from './calendar.mjs';

/**
 * ISO weekdays 1-7 in each language, as a sentence writes them: Spanish in lower case (the
 * editor's own list), English capitalized, as English always writes them.
 */
export const DAY_NAMES_IN: PerLocale<readonly string[]> = {
  es: DAY_NAMES,
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

/** An ISO weekday's name in a language: 1 → "lunes" / "Monday". */
export const dayName = (weekday: number, locale: Locale): string =>
  DAY_NAMES_IN[locale][weekday - 1] ?? '';

/** Months 1-12 in Spanish, lower case (content/facts/calendar.mjs). */
export { MONTH_NAMES } from './calendar.mjs';

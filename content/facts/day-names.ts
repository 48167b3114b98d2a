/** ISO weekdays 1-7 in Spanish, lower case (content/facts/calendar.mjs). */
export { DAY_NAMES } from './calendar.mjs';

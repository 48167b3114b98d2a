import type { OpeningWindow } from '@/content/types';

/** schema.org DayOfWeek names by ISO weekday (1 = Monday … 7 = Sunday). */
const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function dayOfWeek(isoDay: number): (typeof DAY_NAMES)[number] {
  const name = DAY_NAMES[isoDay - 1];
  if (!name) throw new Error(`Día ISO fuera de rango: ${isoDay}`);
  return name;
}

/** One OpeningHoursSpecification per opening window: a split shift stays two specifications. */
export function openingHoursSpecification(windows: readonly OpeningWindow[]) {
  return windows.map((window) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: window.days.map(dayOfWeek),
    opens: window.opens,
    closes: window.closes,
  }));
}

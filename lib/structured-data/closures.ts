import { addDays } from '../closures';

interface ClosureDays {
  practices: readonly string[];
  starts: string;
  startTime?: string | null;
  ends: string;
}

/**
 * specialOpeningHoursSpecification of a practice: each closure as closed days (opens and
 * closes 00:00). A closure that begins mid-day leaves its first day out: that day keeps
 * the usual hours until the closure starts. Closures already over are dropped.
 */
export function specialOpeningHours(
  closures: readonly ClosureDays[],
  placeId: string,
  today: string,
) {
  return closures
    .filter((closure) => closure.practices.includes(placeId) && closure.ends >= today)
    .map((closure) => ({
      from: closure.startTime ? addDays(closure.starts, 1) : closure.starts,
      through: closure.ends,
    }))
    .filter(({ from, through }) => from <= through)
    .sort((a, b) => a.from.localeCompare(b.from))
    .map(({ from, through }) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: from,
      validThrough: through,
      opens: '00:00',
      closes: '00:00',
    }));
}

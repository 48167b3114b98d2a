import '@/content/facts/__fixtures__/second-practice';
import { spanishDate } from '@/content/closures';
import type { Closure } from '@/content/facts/schema';
import { practice } from '@/content/practice';
import {
  closedBadgeText,
  closedSpans,
  closureNotices,
  closureNoticeText,
} from '../closure-notices';
import { specialOpeningHours } from '../structured-data/closures';

const [hospital, unit] = practice.practices;
const winter: Closure = {
  practices: [hospital.id, unit.id],
  starts: '2025-12-22',
  ends: '2026-01-04',
  reason: 'vacaciones',
};
const congress: Closure = {
  practices: [hospital.id],
  starts: '2026-03-11',
  startTime: '14:00',
  ends: '2026-03-13',
  reason: 'congreso',
  note: 'Asisto al congreso nacional.',
};
const at = (iso: string) => new Date(iso).getTime();

describe('closure wording', () => {
  it('the badge names the reason and the first opening after the closure', () => {
    // The fixture's hospital opens Monday, Wednesday and Thursday at 10:00 (checks/e2e/fixtures/otra-practica).
    expect(closedBadgeText(winter, hospital.id)).toBe(
      'Cerrado por vacaciones · abre el lunes 5 de enero a las 10:00\u00a0AM',
    );
    expect(closedBadgeText({ ...winter, reason: 'dia-festivo' }, hospital.id)).toMatch(
      /^Cerrado por día festivo · /,
    );
    expect(closedBadgeText({ ...winter, reason: 'otro' }, hospital.id)).toMatch(
      /^Cerrado temporalmente · /,
    );
  });

  it('the notice says when, where and when the doctor is back, with the year when the range crosses one', () => {
    expect(closureNoticeText(winter)).toBe(
      'Mis consultorios estarán cerrados por vacaciones del lunes 22 de diciembre de 2025 al domingo 4 de enero de 2026. Te atiendo de nuevo desde el lunes 5 de enero.',
    );
    expect(closureNoticeText(congress)).toBe(
      `Mi consultorio en ${hospital.name} (${hospital.town}) estará cerrado por congreso médico desde el miércoles 11 de marzo a las 2:00\u00a0PM hasta el viernes 13 de marzo. Te atiendo de nuevo desde el lunes 16 de marzo. Asisto al congreso nacional.`,
    );
    expect(spanishDate({ date: '2026-01-01', weekday: 4 }, true)).toBe('jueves 1 de enero de 2026');
  });

  it('the notice and badge entries drop closures already over', () => {
    // Mérida is UTC-6: the closure ends at 06:00 UTC.
    expect(closureNotices([winter, congress], at('2026-01-10T12:00:00Z'))).toHaveLength(1);
    expect(closureNotices([winter], at('2026-01-05T05:59:00Z'))).toHaveLength(1);
    expect(closureNotices([winter], at('2026-01-05T06:00:00Z'))).toHaveLength(0);
    expect(closedSpans(unit.id, [winter, congress], at('2025-12-01T00:00:00Z'))).toHaveLength(1);
    expect(closedSpans(hospital.id, [winter, congress], at('2025-12-01T00:00:00Z'))).toHaveLength(
      2,
    );
  });

  it('the notice starts 14 days before the closure, at midnight in the practice', () => {
    const [[from, until]] = closureNotices([winter], at('2025-11-01T00:00:00Z')) as [
      [number, number, string],
    ];
    expect(new Date(from).toISOString()).toBe('2025-12-08T06:00:00.000Z');
    expect(new Date(until).toISOString()).toBe('2026-01-05T06:00:00.000Z');
  });
});

describe('specialOpeningHoursSpecification', () => {
  it('closed days per practice; a mid-day start leaves its first day to the usual hours', () => {
    expect(specialOpeningHours([winter, congress], hospital.id, '2025-12-01')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2025-12-22',
        validThrough: '2026-01-04',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-03-12',
        validThrough: '2026-03-13',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect(specialOpeningHours([winter, congress], unit.id, '2025-12-01')).toHaveLength(1);
    expect(specialOpeningHours([winter], unit.id, '2026-01-05')).toEqual([]);
  });
});

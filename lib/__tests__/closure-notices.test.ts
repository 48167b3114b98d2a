import '@/content/facts/__fixtures__/second-practice';
import {
  closedBadgeWordingIn,
  closureNoticeTitleIn,
  closureNoticeWordingIn,
  dateIn,
  spanishDate,
  type NamedDay,
} from '@/content/closures';
import { INTL_LOCALE } from '@/lib/locale';
import type { Closure } from '@/content/facts/schema';
import { practice } from '@/content/practice';
import {
  closedBadgeText,
  closedBadgeTextIn,
  closedSpans,
  closedSpansIn,
  closureNotices,
  closureNoticesIn,
  closureNoticeText,
  closureNoticeTextIn,
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

describe('closure wording in English', () => {
  const day = (date: string, weekday: number): NamedDay => ({ date, weekday });
  /** The test's own two offices, and what a notice says of them. */
  const north = 'Clínica Norte (Sayulita)';
  const south = 'Consultorio Sur (Bucerías)';
  const details = (first: NamedDay, last: NamedDay, reopening: NamedDay | null) => ({
    first,
    last,
    places: [north, south],
    all: true,
    reopening: reopening && { ...reopening, opens: '10:00' },
    note: null,
  });
  const vacation = { reason: 'vacaciones' as const, startTime: null };

  it.each([
    [
      'across a month and a year, back the next week',
      { ...vacation, starts: '2026-12-28', ends: '2027-01-03' },
      details(day('2026-12-28', 1), day('2027-01-03', 7), day('2027-01-04', 1)),
      'My offices will be closed for vacation from Monday, December 28, 2026, through Sunday, January 3, 2027. I’ll be seeing patients again starting Monday, January 4.',
    ],
    [
      'across a month in one year',
      { ...vacation, starts: '2027-04-29', ends: '2027-05-02' },
      details(day('2027-04-29', 4), day('2027-05-02', 7), day('2027-05-03', 1)),
      'My offices will be closed for vacation from Thursday, April 29 through Sunday, May 2. I’ll be seeing patients again starting Monday, May 3.',
    ],
    [
      'a single day at one office, with a note',
      { reason: 'dia-festivo' as const, starts: '2027-09-16', ends: '2027-09-16' },
      {
        ...details(day('2027-09-16', 4), day('2027-09-16', 4), null),
        places: [north],
        all: false,
        note: 'Happy Independence Day!',
      },
      'My office at Clínica Norte (Sayulita) will be closed for a holiday on Thursday, September 16. Happy Independence Day!',
    ],
    [
      'from an hour of its first day, at two of three offices',
      { reason: 'congreso' as const, starts: '2027-03-10', startTime: '12:00', ends: '2027-03-12' },
      {
        ...details(day('2027-03-10', 3), day('2027-03-12', 5), day('2027-03-15', 1)),
        all: false,
      },
      'My offices at Clínica Norte (Sayulita) and Consultorio Sur (Bucerías) will be closed for a medical conference from 12:00\u00a0PM on Wednesday, March 10 through Friday, March 12. I’ll be seeing patients again starting Monday, March 15.',
    ],
    [
      'from an hour of a single day',
      { reason: 'otro' as const, starts: '2027-03-12', startTime: '00:30', ends: '2027-03-12' },
      details(day('2027-03-12', 5), day('2027-03-12', 5), null),
      'My offices will be temporarily closed from 12:30\u00a0AM on Friday, March 12.',
    ],
  ])('the notice: %s', (_case, closure, noticeDetails, expected) => {
    expect(closureNoticeWordingIn.en(closure, noticeDetails)).toBe(expected);
  });

  it.each([
    ['vacaciones', '10:00', 'Closed for vacation · reopens Monday, January 4 at 10:00\u00a0AM'],
    ['dia-festivo', '12:00', 'Closed for a holiday · reopens Monday, January 4 at 12:00\u00a0PM'],
    [
      'congreso',
      '00:30',
      'Closed for a medical conference · reopens Monday, January 4 at 12:30\u00a0AM',
    ],
    ['otro', '13:00', 'Temporarily closed · reopens Monday, January 4 at 1:00\u00a0PM'],
  ] as const)('the badge for %s, reopening at %s', (reason, opens, expected) => {
    expect(closedBadgeWordingIn(reason, { ...day('2027-01-04', 1), opens }, 'en')).toBe(expected);
    expect(closedBadgeWordingIn(reason, null, 'en')).toBe(expected.split(' · ')[0]);
  });

  it('writes every date of a year as Intl does in en-US, with and without the year', () => {
    const long = new Intl.DateTimeFormat(INTL_LOCALE.en, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat(INTL_LOCALE.en, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (
      let instant = Date.UTC(2027, 0, 1);
      instant < Date.UTC(2028, 0, 1);
      instant += 86_400_000
    ) {
      const named = day(
        new Date(instant).toISOString().slice(0, 10),
        new Date(instant).getUTCDay() || 7,
      );
      expect(dateIn(named, 'en', true)).toBe(long.format(instant));
      expect(dateIn(named, 'en')).toBe(short.format(instant));
    }
  });

  it('computes the reopening from the practice’s hours, in the next week, and writes no note the closure lacks in English', () => {
    // The fixture's hospital opens Monday, Wednesday and Thursday at 10:00: after a Friday, the next Monday.
    // The closures reach the English pages in English (consultorioIn.en): a note without its English twin is null.
    const inEnglish: Closure = { ...congress, note: null };
    expect(closedBadgeTextIn(inEnglish, hospital.id, 'en')).toBe(
      'Closed for a medical conference · reopens Monday, March 16 at 10:00\u00a0AM',
    );
    expect(closureNoticeTextIn(inEnglish, 'en')).toBe(
      `My office at ${hospital.name} (${hospital.town}) will be closed for a medical conference from 2:00\u00a0PM on Wednesday, March 11 through Friday, March 13. I’ll be seeing patients again starting Monday, March 16.`,
    );
    expect(closureNoticeTitleIn.en).toBe('Notice:');
  });

  it('gives the same spans in each language, and the Spanish aliases the Spanish texts', () => {
    const now = at('2025-12-01T00:00:00Z');
    const strip = (entries: [number, number, string][]) =>
      entries.map(([from, until]) => [from, until]);
    expect(strip(closureNoticesIn('en', [winter, congress], now))).toEqual(
      strip(closureNoticesIn('es', [winter, congress], now)),
    );
    expect(closureNotices([winter, congress], now)).toEqual(
      closureNoticesIn('es', [winter, congress], now),
    );
    expect(closedSpans(hospital.id, [winter], now)).toEqual(
      closedSpansIn(hospital.id, 'es', [winter], now),
    );
    expect(closedSpansIn(hospital.id, 'en', [winter], now)[0]?.[2]).toBe(
      'Closed for vacation · reopens Monday, January 5 at 10:00\u00a0AM',
    );
    expect(closedBadgeText(winter, hospital.id)).toBe(closedBadgeTextIn(winter, hospital.id, 'es'));
    expect(closureNoticeText(winter)).toBe(closureNoticeTextIn(winter, 'es'));
  });
});

import { practice } from '@/content/practice';
import type { OpeningWindow } from '@/content/types';
import {
  localTime,
  minuteOfWeek,
  openStatus,
  utcOffset,
  weekTexts,
  zoneNameIn,
  zoneOffsets,
} from '../open-now';
import { formatTime, openStatusText, openStatusTextIn } from '../open-now-text';
import { offsetAt, textAt, wallClock } from '../open-now-clock';

const zone = 'America/Mazatlan'; // UTC-7 all year (no daylight saving since 2022)
/** A hospital with a split shift on two days and a morning on a third (the test's own schedule). */
const hospitalHours: readonly OpeningWindow[] = [
  { days: [1, 3], opens: '10:00', closes: '13:30' },
  { days: [1, 3], opens: '17:00', closes: '19:30' },
  { days: [4], opens: '10:00', closes: '12:30' },
];
/** A unit open the same hours Monday to Saturday. */
const unitHours: readonly OpeningWindow[] = [
  { days: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '21:00' },
];
/** An instant given as wall-clock time in Mazatlán: 2026-11-16 is a Monday. */
const at = (day: number, time: string) =>
  new Date(`2026-11-${String(15 + day).padStart(2, '0')}T${time}:00-07:00`);
const text = (windows: readonly OpeningWindow[], day: number, time: string) =>
  openStatusText(openStatus(windows, zone, at(day, time)));

describe('localTime', () => {
  it('reads the weekday and minutes on the practice clock, not the machine clock', () => {
    expect(localTime(new Date('2026-11-17T06:30:00Z'), zone)).toEqual({
      weekday: 1,
      minutes: 23 * 60 + 30,
    });
    expect(localTime(at(7, '00:00'), zone)).toEqual({ weekday: 7, minutes: 0 });
  });
});

describe('the browser clock: UTC offsets computed at build time', () => {
  const from = new Date('2026-11-22T00:00:00Z');
  const HOUR = 3_600_000;

  it('has one offset for a zone without daylight saving', () => {
    expect(zoneOffsets(zone, from)).toEqual([[Date.parse('2026-11-22T00:00:00Z'), -420]]);
    expect(zoneOffsets('America/Mexico_City', from).map(([, offset]) => offset)).toEqual([-360]);
  });

  it('finds each daylight-saving change to the minute', () => {
    const tijuana = zoneOffsets('America/Tijuana', from, 1);
    expect(tijuana.slice(1)).toEqual([
      [Date.parse('2027-03-14T10:00:00Z'), -420],
      [Date.parse('2027-11-07T09:00:00Z'), -480],
    ]);
    expect(offsetAt(tijuana, Date.parse('2027-03-14T09:59:00Z'))).toBe(-480);
    expect(offsetAt(tijuana, Date.parse('2027-03-14T10:00:00Z'))).toBe(-420);
  });

  it('gives the same wall clock as Intl every hour for five years, and around every change', () => {
    for (const timeZone of [
      zone,
      'America/Mexico_City',
      'America/Tijuana',
      'America/New_York',
      'Australia/Lord_Howe',
    ]) {
      const offsets = zoneOffsets(timeZone, from);
      const instants = offsets.flatMap(([change]) => [change - 60_000, change, change + 60_000]);
      for (
        let instant = from.getTime();
        instant < from.getTime() + 5 * 365 * 24 * HOUR;
        instant += HOUR
      )
        instants.push(instant);
      for (const instant of instants) {
        const now = new Date(instant);
        const expected = localTime(now, timeZone);
        const actual = wallClock(now, offsets);
        if (actual.weekday !== expected.weekday || actual.minutes !== expected.minutes)
          throw new Error(
            `${timeZone} ${now.toISOString()}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
          );
      }
    }
  });

  it('reads offsets in whole minutes, west of UTC negative', () => {
    expect(utcOffset(zone, Date.parse('2026-06-01T12:00:30Z'))).toBe(-420);
    expect(utcOffset('Asia/Kolkata', Date.parse('2026-06-01T12:00:00Z'))).toBe(330);
  });
});

describe('open now, hospital (Mon/Wed 10:00-13:30 and 17:00-19:30, Thu 10:00-12:30)', () => {
  const hours = hospitalHours;
  it.each([
    [1, '09:59', 'Cerrado · abre hoy a las 10:00 AM'],
    [1, '10:00', 'Abierto ahora'],
    [1, '13:29', 'Abierto ahora'],
    [1, '13:30', 'Cerrado · abre hoy a las 5:00 PM'],
    [1, '16:59', 'Cerrado · abre hoy a las 5:00 PM'],
    [1, '17:00', 'Abierto ahora'],
    [1, '19:29', 'Abierto ahora'],
    [1, '19:30', 'Cerrado · abre el miércoles a las 10:00 AM'],
    [2, '00:00', 'Cerrado · abre mañana a las 10:00 AM'],
    [2, '11:00', 'Cerrado · abre mañana a las 10:00 AM'],
    [3, '12:00', 'Abierto ahora'],
    [3, '23:59', 'Cerrado · abre mañana a las 10:00 AM'],
    [4, '10:00', 'Abierto ahora'],
    [4, '12:29', 'Abierto ahora'],
    [4, '12:30', 'Cerrado · abre el lunes a las 10:00 AM'],
    [5, '11:00', 'Cerrado · abre el lunes a las 10:00 AM'],
    [6, '11:00', 'Cerrado · abre el lunes a las 10:00 AM'],
    [7, '23:59', 'Cerrado · abre mañana a las 10:00 AM'],
  ])('day %i at %s → %s', (day, time, expected) => {
    expect(text(hours, day, time)).toBe(expected);
  });
});

describe('open now, rehabilitation unit (Mon-Sat 8:00-21:00)', () => {
  const hours = unitHours;
  it.each([1, 2, 3, 4, 5, 6])('day %i: closed at 7:59, open 8:00-20:59, closed at 21:00', (day) => {
    expect(text(hours, day, '07:59')).toBe('Cerrado · abre hoy a las 8:00 AM');
    expect(text(hours, day, '08:00')).toBe('Abierto ahora');
    expect(text(hours, day, '20:59')).toBe('Abierto ahora');
    expect(text(hours, day, '21:00')).toBe(
      day === 6 ? 'Cerrado · abre el lunes a las 8:00 AM' : 'Cerrado · abre mañana a las 8:00 AM',
    );
  });
  it('is closed all Sunday and opens Monday', () => {
    for (const time of ['00:00', '08:00', '12:00', '23:59'])
      expect(text(hours, 7, time)).toBe('Cerrado · abre mañana a las 8:00 AM');
  });
});

describe('edge cases', () => {
  it('has no next opening without windows', () => {
    expect(openStatus([], zone, at(1, '10:00'))).toEqual({ open: false, next: null });
    expect(openStatusText({ open: false, next: null })).toBe('Cerrado');
  });
  it('finds the same weekday next week', () => {
    expect(
      openStatus([{ days: [1], opens: '10:00', closes: '11:00' }], zone, at(1, '11:00')),
    ).toEqual({ open: false, next: { inDays: 7, weekday: 1, opens: '10:00' } });
  });
  it('writes times as the schedules do, "a la" for one o’clock', () => {
    expect(['00:00', '08:00', '12:00', '13:05', '21:00'].map(formatTime)).toEqual([
      '12:00 AM',
      '8:00 AM',
      '12:00 PM',
      '1:05 PM',
      '9:00 PM',
    ]);
    expect(openStatusText({ open: false, next: { inDays: 0, weekday: 1, opens: '13:00' } })).toBe(
      'Cerrado · abre hoy a la 1:00 PM',
    );
  });
});

describe('week texts computed at build time', () => {
  it('agree with openStatus at every minute of the week, for these schedules and the practice’s own', () => {
    const schedules = [
      ['hospital', hospitalHours],
      ['unit', unitHours],
      ...practice.practices.map((place) => [place.id, place.openingHours] as const),
    ] as const;
    for (const [name, hours] of schedules) {
      const pieces = weekTexts(hours, openStatusText);
      for (let minute = 0; minute < 7 * 24 * 60; minute += 1) {
        const weekday = Math.floor(minute / 1440) + 1;
        const expected = openStatusText(
          openStatus(
            hours,
            zone,
            at(
              weekday,
              `${String(Math.floor((minute % 1440) / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
            ),
          ),
        );
        if (textAt(pieces, minute) !== expected)
          throw new Error(`${name} minute ${minute}: ${textAt(pieces, minute)} ≠ ${expected}`);
      }
    }
  });
  it('finds the piece for a minute of the week', () => {
    expect(
      textAt(
        [
          [0, 'a'],
          [600, 'b'],
        ],
        minuteOfWeek(1, 599),
      ),
    ).toBe('a');
    expect(
      textAt(
        [
          [0, 'a'],
          [600, 'b'],
        ],
        minuteOfWeek(1, 600),
      ),
    ).toBe('b');
  });
});

describe('open now in English', () => {
  /** The test's own clinic: a night window from 00:30, mornings that end at noon, a Friday of two windows that meet. */
  const clinicHours: readonly OpeningWindow[] = [
    { days: [1], opens: '00:30', closes: '02:00' },
    { days: [1, 2, 4], opens: '09:00', closes: '12:00' },
    { days: [5], opens: '12:00', closes: '13:00' },
    { days: [5], opens: '13:00', closes: '18:30' },
  ];
  const english = (windows: readonly OpeningWindow[], day: number, time: string) =>
    openStatusTextIn.en(openStatus(windows, zone, at(day, time)));

  it.each([
    [1, '00:00', 'Closed · opens today at 12:30 AM'],
    [1, '00:30', 'Open now · closes at 2:00 AM'],
    [1, '02:00', 'Closed · opens today at 9:00 AM'],
    [1, '11:59', 'Open now · closes at 12:00 PM'],
    [1, '12:00', 'Closed · opens tomorrow at 9:00 AM'],
    [2, '12:00', 'Closed · opens Thursday at 9:00 AM'],
    [4, '13:00', 'Closed · opens tomorrow at 12:00 PM'],
    [5, '12:00', 'Open now · closes at 6:30 PM'],
    [5, '13:00', 'Open now · closes at 6:30 PM'],
    [5, '18:30', 'Closed · opens Monday at 12:30 AM'],
    [7, '23:59', 'Closed · opens tomorrow at 12:30 AM'],
  ])('clinic, day %i at %s → %s', (day, time, expected) => {
    expect(english(clinicHours, day, time)).toBe(expected);
  });

  it('reopens the same weekday next week by its name, and says "Closed" without hours', () => {
    const mondays = [{ days: [1], opens: '13:00', closes: '14:00' }];
    expect(english(mondays, 1, '14:00')).toBe('Closed · opens Monday at 1:00 PM');
    expect(openStatusTextIn.en({ open: false, next: null })).toBe('Closed');
  });

  it('gives the week texts in English at every minute, as openStatus does', () => {
    const pieces = weekTexts(clinicHours, openStatusTextIn.en);
    for (let minute = 0; minute < 7 * 24 * 60; minute += 1) {
      const clock = `${String(Math.floor((minute % 1440) / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const expected = english(clinicHours, Math.floor(minute / 1440) + 1, clock);
      if (textAt(pieces, minute) !== expected)
        throw new Error(`minute ${minute}: ${textAt(pieces, minute)} ≠ ${expected}`);
    }
  });

  it('keeps the Spanish badge to its words: no closing time, "a la" for one o’clock', () => {
    expect(openStatusTextIn.es(openStatus(clinicHours, zone, at(5, '12:00')))).toBe(
      'Abierto ahora',
    );
    const oneOClock = openStatus(
      [{ days: [1], opens: '13:00', closes: '14:00' }],
      zone,
      at(1, '12:00'),
    );
    expect(openStatusTextIn.es(oneOClock)).toBe('Cerrado · abre hoy a la 1:00 PM');
    expect(openStatusTextIn.en(oneOClock)).toBe('Closed · opens today at 1:00 PM');
    expect(openStatusText).toBe(openStatusTextIn.es);
  });
});

describe('time zone names', () => {
  it.each([
    ['America/Mazatlan', 'Mexican Pacific Standard Time'],
    ['America/Hermosillo', 'Mexican Pacific Standard Time'],
    ['America/Tijuana', 'Pacific Time'],
    ['America/Mexico_City', 'Central Standard Time'],
    ['America/Cancun', 'Eastern Standard Time'],
  ])('%s reads "%s" in English', (timeZone, name) => {
    expect(zoneNameIn(timeZone, 'en', at(1, '12:00'))).toBe(name);
  });
  it('names the zone in Spanish in the Spanish locale, and as it was named at the instant given', () => {
    expect(zoneNameIn('America/Tijuana', 'es', at(1, '12:00'))).toBe('hora del Pacífico');
    expect(zoneNameIn('America/Cancun', 'en', new Date('2014-01-01'))).toBe('Central Time');
  });
});

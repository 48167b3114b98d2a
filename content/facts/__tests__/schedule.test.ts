import { INTL_LOCALE, LOCALES } from '@/lib/locale';
import { DAY_NAMES_IN } from '../day-names';
import { MONTH_NAMES_IN } from '../month-names';
import {
  formatDays,
  formatDaysIn,
  formatSchedule,
  formatScheduleIn,
  formatTime,
  scheduleSentenceIn,
} from '../schedule';

describe('the displayed schedule comes from the opening hours', () => {
  it('formats times on a 12-hour clock that never breaks before AM/PM', () => {
    expect(formatTime('17:00')).toBe('5:00\u00a0PM');
    expect(formatTime('00:30')).toBe('12:30\u00a0AM');
    expect(formatTime('12:00')).toBe('12:00\u00a0PM');
  });

  it('names days as a range, a pair or a list', () => {
    expect(formatDays([1, 2, 3, 4, 5, 6])).toBe('Lunes a sábado');
    expect(formatDays([3, 1])).toBe('Lunes y miércoles');
    expect(formatDays([4])).toBe('Jueves');
    expect(formatDays([1, 2, 4])).toBe('Lunes, martes y jueves');
  });

  it('groups split shifts of the same days on one line', () => {
    expect(
      formatSchedule([
        { days: [1, 3], opens: '10:00', closes: '13:30' },
        { days: [4], opens: '10:00', closes: '12:30' },
        { days: [1, 3], opens: '17:00', closes: '19:30' },
      ]),
    ).toEqual([
      {
        days: 'Lunes y miércoles',
        hours: '10:00\u00a0AM – 1:30\u00a0PM y 5:00\u00a0PM – 7:30\u00a0PM',
      },
      { days: 'Jueves', hours: '10:00\u00a0AM – 12:30\u00a0PM' },
    ]);
  });
});

describe('the schedule in English, with the same grouping as the Spanish', () => {
  const NBSP = '\u00a0';
  /** The test's own practice: a split Monday and Wednesday, a Thursday morning, a late Friday. */
  const hours = [
    { days: [1, 3], opens: '10:00', closes: '13:30' },
    { days: [4], opens: '00:30', closes: '12:00' },
    { days: [1, 3], opens: '17:00', closes: '19:30' },
    { days: [5], opens: '12:00', closes: '23:59' },
  ];

  it.each([
    [[4], 'Thursday'],
    [[3, 1], 'Monday and Wednesday'],
    [[6, 7], 'Saturday and Sunday'],
    [[1, 2, 3, 4, 5], 'Monday to Friday'],
    [[1, 2, 3, 4, 5, 6, 7], 'Monday to Sunday'],
    [[1, 2, 4], 'Monday, Tuesday, and Thursday'],
    [[1, 3, 5, 6], 'Monday, Wednesday, Friday, and Saturday'],
  ])('days %j → %s', (days, expected) => {
    expect(formatDaysIn(days, 'en')).toBe(expected);
  });

  it('groups split shifts and writes each window "from to", noon and midnight as 12', () => {
    expect(formatScheduleIn(hours, 'en')).toEqual([
      {
        days: 'Monday and Wednesday',
        hours: `10:00${NBSP}AM to 1:30${NBSP}PM and 5:00${NBSP}PM to 7:30${NBSP}PM`,
      },
      { days: 'Thursday', hours: `12:30${NBSP}AM to 12:00${NBSP}PM` },
      { days: 'Friday', hours: `12:00${NBSP}PM to 11:59${NBSP}PM` },
    ]);
  });

  it('writes the schedule as one sentence, English day names capitalized even inside one', () => {
    const sentence = `Monday and Wednesday, 10:00${NBSP}AM to 1:30${NBSP}PM and 5:00${NBSP}PM to 7:30${NBSP}PM; Thursday, 12:30${NBSP}AM to 12:00${NBSP}PM; Friday, 12:00${NBSP}PM to 11:59${NBSP}PM`;
    expect(scheduleSentenceIn(hours, 'en')).toBe(sentence);
    expect(scheduleSentenceIn(hours, 'en', true)).toBe(sentence);
  });

  it('writes the Spanish sentence as the visit section does: later days in lower case', () => {
    const sentence = `Lunes y miércoles, 10:00${NBSP}AM – 1:30${NBSP}PM y 5:00${NBSP}PM – 7:30${NBSP}PM; jueves, 12:30${NBSP}AM – 12:00${NBSP}PM; viernes, 12:00${NBSP}PM – 11:59${NBSP}PM`;
    expect(scheduleSentenceIn(hours, 'es')).toBe(sentence);
    expect(scheduleSentenceIn(hours, 'es', true)).toBe(`l${sentence.slice(1)}`);
  });

  it('keeps the Spanish aliases equal to the Spanish of the per-language functions', () => {
    expect(formatSchedule(hours)).toEqual(formatScheduleIn(hours, 'es'));
    expect(formatDays([1, 2, 4])).toBe(formatDaysIn([1, 2, 4], 'es'));
  });
});

describe('day and month names per language', () => {
  // 2027-03-01 is a Monday: seven days give the ISO weekdays 1-7, the first of each month its name.
  const utc = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });

  it.each(LOCALES)(
    '%s names the days and months as Intl does in the language’s locale',
    (locale) => {
      const weekday = utc(INTL_LOCALE[locale], { weekday: 'long' });
      const month = utc(INTL_LOCALE[locale], { month: 'long' });
      expect(DAY_NAMES_IN[locale]).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map((day) => weekday.format(Date.UTC(2027, 2, day))),
      );
      expect(MONTH_NAMES_IN[locale]).toEqual(
        [...Array(12).keys()].map((index) => month.format(Date.UTC(2027, index, 1))),
      );
    },
  );
});

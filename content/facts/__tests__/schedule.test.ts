import { formatDays, formatSchedule, formatTime } from '../schedule';

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

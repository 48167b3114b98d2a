import { dateExists, FIELD_RULES } from '../field-rules.mjs';

/** The rules that span fields, as both the build and the editor run them (field-rules.mjs). */

const window = (days: number[], opens: string, closes: string) => ({ days, opens, closes });

describe('the rules that span fields', () => {
  it('knows the days the calendar has, leap years included', () => {
    expect(['2028-02-29', '2026-04-30', '2026-12-31'].filter(dateExists)).toHaveLength(3);
    expect(['2027-02-29', '2026-02-30', '2026-04-31', '2100-02-29'].some(dateExists)).toBe(false);
  });

  it('refuses a window that closes when or before it opens, at its closing hour', () => {
    expect(FIELD_RULES.openingWindow(window([1], '09:00', '14:00'))).toEqual([]);
    for (const closes of ['09:00', '08:59'])
      expect(FIELD_RULES.openingWindow(window([1], '09:00', closes))).toEqual([
        { path: ['closes'], message: 'la hora de apertura debe ser anterior a la de cierre' },
      ]);
  });

  it('refuses two windows of one day that overlap, not two that only touch or fall on other days', () => {
    const morning = window([1, 3], '09:00', '14:00');
    expect(FIELD_RULES.openingHours([morning, window([1], '14:00', '18:00')])).toEqual([]);
    expect(FIELD_RULES.openingHours([morning, window([2], '10:00', '12:00')])).toEqual([]);
    expect(FIELD_RULES.openingHours([morning, window([5, 3], '13:59', '18:00')])).toEqual([
      { path: [1, 'opens'], message: 'se encima con el horario de 09:00 a 14:00 del mismo día' },
    ]);
  });

  it('refuses a closure that ends before it starts; one day is a closure', () => {
    const closure = (starts: string, ends: string) => ({ starts, ends });
    expect(FIELD_RULES.closure(closure('2026-05-02', '2026-05-02'))).toEqual([]);
    expect(FIELD_RULES.closure(closure('2026-05-03', '2026-05-02'))).toEqual([
      { path: ['ends'], message: 'la fecha de fin no puede ser anterior a la de inicio' },
    ]);
  });

  it('asks what a fee covers only when there is a fee', () => {
    expect(FIELD_RULES.serviceFee({ feeFrom: null, feeBasis: null })).toEqual([]);
    expect(FIELD_RULES.serviceFee({ feeFrom: 900, feeBasis: 'Incluye la valoración.' })).toEqual(
      [],
    );
    expect(FIELD_RULES.serviceFee({ feeFrom: 900, feeBasis: '  ' })).toHaveLength(1);
  });

  it('leaves a value its own field refuses to that field', () => {
    expect(FIELD_RULES.openingWindow(window([1], '25:00', '09:00'))).toEqual([]);
    expect(FIELD_RULES.closure({ starts: '2026-05-03', ends: '' })).toEqual([]);
    expect(FIELD_RULES.date('03/05/2026')).toEqual([]);
    expect(FIELD_RULES.openingHours(null)).toEqual([]);
  });
});

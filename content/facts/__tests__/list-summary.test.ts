/** @jest-environment node */
import { fillSummary } from '../list-summary.mjs';
import { CLOSURE_REASON_LABELS } from '../schema';

/** The reasons' labels, as the editor's select and the build's schema give them. */
const reasonLabel = (_field: string, value: unknown) =>
  CLOSURE_REASON_LABELS[value as keyof typeof CLOSURE_REASON_LABELS];

describe('the line a list item shows in the editor', () => {
  it('names a row of hours by its days and hours', () => {
    const template = '{{fields.days | dias}}, {{fields.opens}} a {{fields.closes}}';
    expect(fillSummary(template, { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' })).toBe(
      'lun a vie, 09:00 a 17:00',
    );
    expect(fillSummary(template, { days: [6], opens: '09:00', closes: '13:00' })).toBe(
      'sáb, 09:00 a 13:00',
    );
    expect(fillSummary(template, { days: [3, 1], opens: '10:00', closes: '13:30' })).toBe(
      'lun y mié, 10:00 a 13:30',
    );
    expect(fillSummary(template, { days: [1, 2, 4], opens: '10:00', closes: '13:30' })).toBe(
      'lun, mar y jue, 10:00 a 13:30',
    );
  });

  it('names a closure by its dates in Spanish and its reason’s label', () => {
    const template = '{{fields.starts | al(ends)}} · {{fields.reason | opcion}}';
    const closure = (starts: string, ends: string) =>
      fillSummary(template, { starts, ends, reason: 'vacaciones' }, reasonLabel);
    expect(closure('2026-12-24', '2026-12-26')).toBe('24 al 26 de dic de 2026 · Vacaciones');
    expect(closure('2026-11-30', '2026-12-02')).toBe('30 de nov al 2 de dic de 2026 · Vacaciones');
    expect(closure('2026-12-30', '2027-01-02')).toBe(
      '30 de dic de 2026 al 2 de ene de 2027 · Vacaciones',
    );
  });

  it('names a testimonial by its name and date, leaving out what is empty', () => {
    const template =
      "{{fields.name}} · {{fields.consentDate | fecha}}{{fields.example | ternary(' · ejemplo', '')}}";
    expect(
      fillSummary(template, { name: 'Ana P.', consentDate: '2025-03-14', example: true }),
    ).toBe('Ana P. · 14 de mar de 2025 · ejemplo');
    expect(fillSummary(template, { name: 'Ana P.' })).toBe('Ana P.');
    // A new item: the caller names it.
    expect(fillSummary(template, {})).toBe('');
  });

  it('truncates as Decap does, and refuses a filter it does not know', () => {
    expect(fillSummary('{{fields.text | truncate(3)}}', { text: 'abcdefgh' })).toBe('abc...');
    expect(fillSummary('{{fields.text | truncate(3)}}', { text: 'abcdef' })).toBe('abcdef');
    expect(() => fillSummary('{{fields.text | mayusculas}}', { text: 'a' })).toThrow(/mayusculas/);
  });
});

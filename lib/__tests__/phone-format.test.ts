import { formatPhone } from '../phone-format';

describe('formatPhone', () => {
  it('writes a Mexican number as its ten national digits in groups, whatever the spacing', () => {
    for (const phone of ['+526145550177', '+52 614 555 0177', '+52 (614) 555-0177', '6145550177']) {
      expect(formatPhone(phone)).toBe('614 555 0177');
    }
  });

  it('leaves any other number as written', () => {
    expect(formatPhone('911')).toBe('911');
    expect(formatPhone('+1 555 0100')).toBe('+1 555 0100');
  });
});

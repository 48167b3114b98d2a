import { formatPhone } from '../phone-format';

describe('formatPhone', () => {
  it('writes a Mexican number as its ten national digits in groups, whatever the spacing', () => {
    for (const phone of ['+523115550147', '+52 311 555 0147', '+52 (311) 555-0147', '3115550147']) {
      expect(formatPhone(phone)).toBe('311 555 0147');
    }
  });

  it('leaves any other number as written', () => {
    expect(formatPhone('911')).toBe('911');
    expect(formatPhone('+1 555 0100')).toBe('+1 555 0100');
  });
});

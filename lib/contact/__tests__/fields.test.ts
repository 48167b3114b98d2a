import { HONEYPOT_NAME, isSpam, readFields } from '../fields';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('honeypot', () => {
  it('flags a filled honeypot as spam', () => {
    expect(isSpam(form({ name: 'Bot', [HONEYPOT_NAME]: 'http://spam.example' }))).toBe(true);
  });
  it('lets an empty or blank honeypot through', () => {
    expect(isSpam(form({ name: 'Ana' }))).toBe(false);
    expect(isSpam(form({ name: 'Ana', [HONEYPOT_NAME]: '  ' }))).toBe(false);
  });
});

describe('reading the form', () => {
  it('reads every field and bounds each to its maxlength', () => {
    const fields = readFields(
      form({
        name: 'n'.repeat(150),
        phone: '1'.repeat(30),
        email: 'a@b.mx',
        message: 'm'.repeat(2500),
      }),
    );
    expect(fields.name).toHaveLength(100);
    expect(fields.phone).toHaveLength(20);
    expect(fields.message).toHaveLength(2000);
    expect(fields.email).toBe('a@b.mx');
    expect(fields.service).toBe('');
  });
});

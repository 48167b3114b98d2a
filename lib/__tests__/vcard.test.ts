import { vcardCountryIn } from '@/content/contact-card';
import { practice } from '@/content/practice';
import { escapeVcard, practiceVcard } from '../vcard';

describe('practice vCard', () => {
  const card = practiceVcard(practice, {
    title: practice.doctor.title,
    country: vcardCountryIn.es,
    home: '/',
  });
  const unfolded = card.replace(/\r\n /g, '');

  it('is a vCard 4.0 with CRLF lines of at most 75 octets', () => {
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    for (const line of card.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('holds name, title, both phones, e-mail, both addresses and the site', () => {
    expect(unfolded).toContain(`FN:${practice.doctor.name}`);
    expect(unfolded).toContain(`TITLE:${practice.doctor.title}`);
    expect(unfolded).toContain(`tel:${practice.phones.main}`);
    expect(unfolded).toContain(`tel:${practice.phones.second}`);
    expect(unfolded).toContain(`EMAIL;TYPE=work:${practice.email}`);
    for (const place of practice.practices)
      expect(unfolded).toContain(escapeVcard(place.address.streetAddress));
    expect(unfolded.match(/^ADR/gm)).toHaveLength(2);
    expect(unfolded).toContain(`URL:${new URL(practice.siteUrl).origin}/\r\n`);
  });

  it('writes the words of its language: title, country, and the home page in that language', () => {
    const english = practiceVcard(practice, {
      title: 'Ophthalmic Surgeon',
      country: vcardCountryIn.en,
      home: '/en/',
    }).replace(/\r\n /g, '');
    expect(english).toContain('TITLE:Ophthalmic Surgeon\r\n');
    expect(english.match(/^ADR.*;Mexico$/gm)).toHaveLength(2);
    expect(english).toContain(`URL:${new URL(practice.siteUrl).origin}/en/\r\n`);
    expect(unfolded.match(/^ADR.*;México$/gm)).toHaveLength(2);
  });

  it('escapes separators in values', () => {
    expect(escapeVcard('Piso 4, Consultorio 407; a\\b\nc')).toBe(
      'Piso 4\\, Consultorio 407\\; a\\\\b\\nc',
    );
  });
});

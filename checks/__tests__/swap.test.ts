import { identifyingStrings, stringsIn } from '../swap.mjs';

const facts = {
  brand: 'Dr. Uno',
  siteUrl: 'https://www.uno.example.com',
  email: 'a@uno.example.com',
  region: { state: 'Nayarit' },
  phones: { main: '+523115550147', second: '+523235550182', whatsapp: '+523115550147' },
  doctor: {
    name: 'Dr. Uno Pérez',
    shortName: 'Dr. Uno',
    societies: { state: { name: 'Sociedad Nayarita' } },
    qualifications: [{ licence: { number: '5123456' }, institution: 'Universidad X', trainingSite: null }],
    boardCertification: { number: 'CMO-1' },
  },
  practices: [{ facility: 'Hospital Santa Lucía', suite: null, phone: '+523115550147', address: { street: 'Calle 1', town: 'San Blas', postalCode: '63740' } }],
};

describe('swap test strings', () => {
  const strings = identifyingStrings(facts);

  it('lists every phone as E.164, national digits and spaced', () => {
    expect(strings).toEqual(expect.arrayContaining(['+523115550147', '3115550147', '311 555 0147', '323 555 0182']));
  });

  it('finds names as written, URL-encoded and JSON-escaped', () => {
    expect(stringsIn('maps?q=San%20Blas', strings)).toContain('San Blas');
    expect(stringsIn('q=San+Blas', strings)).toContain('San Blas');
    expect(stringsIn('"Hospital Santa Luc\\u00eda"', strings)).toContain('Hospital Santa Lucía');
    expect(stringsIn('https://wa.me/523115550147?text=Hola', strings)).toContain('523115550147');
    expect(stringsIn('"Hospital Santa Lucía"', strings)).toContain('Hospital Santa Lucía');
  });

  it('finds a number only as a whole number, not inside a hash', () => {
    expect(stringsIn('chunk-9512345678.js a163740b', strings)).toEqual([]);
    expect(stringsIn('Cédula 5123456, CP 63740', strings)).toEqual(expect.arrayContaining(['5123456', '63740']));
  });

  it('lists the developer the editor offers to write to, when there is one', () => {
    const developer = { name: 'Estudio Uno', email: 'dev@uno.example.com', whatsapp: '+523115550100' };
    expect(identifyingStrings({ ...facts, developer })).toEqual(expect.arrayContaining(['Estudio Uno', 'dev@uno.example.com', '+523115550100', '523115550100']));
    expect(identifyingStrings({ ...facts, developer: null })).toEqual(strings);
  });

  it('finds nothing in another practice', () => {
    expect(stringsIn('Dra. Elena Ramírez, Mérida, Yucatán, 999 555 0133', strings)).toEqual([]);
  });
});

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  findLeftovers,
  identifyingStrings,
  isVendored,
  stringsIn,
  stringsToFind,
} from '../swap.mjs';

/** The editor's vendored bundle, as the export carries it (a copy of Decap CMS's own file). */
const decapBundle = createRequire(__filename).resolve('decap-cms/dist/decap-cms.js');

const facts = {
  brand: 'Dr. Uno',
  siteUrl: 'https://www.uno.example.com',
  email: 'a@uno.example.com',
  region: { state: 'Chihuahua' },
  phones: { main: '+526145550177', second: '+526255550188', whatsapp: '+526145550177' },
  doctor: {
    name: 'Dr. Uno Pérez',
    shortName: 'Dr. Uno',
    societies: { state: { name: 'Sociedad Chihuahuense' } },
    qualifications: [
      { licence: { number: '6123457' }, institution: 'Universidad X', trainingSite: null },
    ],
    boardCertification: { number: 'CMO-1' },
  },
  practices: [
    {
      facility: 'Clínica del Valle',
      suite: null,
      phone: '+526145550177',
      address: { street: 'Calle 1', town: 'Ciudad Delicias', postalCode: '33000' },
    },
  ],
};

describe('swap test strings', () => {
  const strings = identifyingStrings(facts);

  it('looks for both halves of a word written in two languages', () => {
    const suite = { es: 'Piso 2, Consultorio 12', en: '2nd floor, Office 12' };
    const practices = [{ ...facts.practices[0]!, suite }];
    expect(identifyingStrings({ ...facts, practices })).toEqual(
      expect.arrayContaining([suite.es, suite.en]),
    );
  });

  it('lists every phone as E.164, national digits and spaced', () => {
    expect(strings).toEqual(
      expect.arrayContaining(['+526145550177', '6145550177', '614 555 0177', '625 555 0188']),
    );
  });

  it('finds names as written, URL-encoded and JSON-escaped', () => {
    expect(stringsIn('maps?q=Ciudad%20Delicias', strings)).toContain('Ciudad Delicias');
    expect(stringsIn('q=Ciudad+Delicias', strings)).toContain('Ciudad Delicias');
    expect(stringsIn('"Cl\\u00ednica del Valle"', strings)).toContain('Clínica del Valle');
    expect(stringsIn('https://wa.me/526145550177?text=Hola', strings)).toContain('526145550177');
    expect(stringsIn('"Clínica del Valle"', strings)).toContain('Clínica del Valle');
  });

  it('finds a number only as a whole number, not inside a hash', () => {
    expect(stringsIn('chunk-9612345778.js a133000b', strings)).toEqual([]);
    expect(stringsIn('Cédula 6123457, CP 33000', strings)).toEqual(
      expect.arrayContaining(['6123457', '33000']),
    );
  });

  it('lists the developer the editor offers to write to, when there is one', () => {
    const developer = {
      name: 'Estudio Uno',
      email: 'dev@uno.example.com',
      whatsapp: '+523115550100',
    };
    expect(identifyingStrings({ ...facts, developer })).toEqual(
      expect.arrayContaining([
        'Estudio Uno',
        'dev@uno.example.com',
        '+523115550100',
        '523115550100',
      ]),
    );
    expect(identifyingStrings({ ...facts, developer: null })).toEqual(strings);
  });

  it('finds nothing in another practice', () => {
    expect(stringsIn('Dra. Elena Ramírez, Mérida, Yucatán, 999 555 0133', strings)).toEqual([]);
  });
});

describe('swap test strings shared by both practices', () => {
  it('lists the first practice’s patients too', () => {
    expect(identifyingStrings(facts, [{ name: 'Rosa M.' }])).toContain('Rosa M.');
  });

  it('does not look for what the second practice’s own files hold', () => {
    const strings = identifyingStrings(facts, [{ name: 'Rosa M.' }]);
    const second = 'region:\n  state: Chihuahua\ntestimonials:\n  - name: Rosa M.\n';
    expect(stringsToFind(strings, second)).not.toContain('Chihuahua');
    expect(stringsToFind(strings, second)).not.toContain('Rosa M.');
    expect(stringsToFind(strings, second)).toContain('Clínica del Valle');
  });

  it('looks for nothing when both are the same practice, phones as the pages write them included', () => {
    const strings = identifyingStrings(facts);
    expect(strings.some((value) => / \d{3} \d{4}$/.test(value))).toBe(true);
    expect(stringsToFind(strings, '', strings)).toEqual([]);
  });
});

describe('a practice whose postal code is a number inside the vendored editor bundle', () => {
  // Decap's bundle holds "80000" (a Unicode range, "\\u{80000}", and the colour "800000"): a
  // practice in Culiacán has that postal code.
  const culiacan = identifyingStrings({
    ...facts,
    practices: [
      { ...facts.practices[0], address: { ...facts.practices[0]!.address, postalCode: '80000' } },
    ],
  });

  it('holds the number, and the matcher finds it only as a whole value, as the data puts it', () => {
    const bundle = readFileSync(decapBundle, 'utf8');
    expect(bundle).toContain('80000');
    expect(stringsIn(bundle, culiacan)).not.toContain('80000');
    for (const code of ['\\u{80000}', '#800000', '1.80000', '[80000,', 'x80000', '800001'])
      expect(stringsIn(code, culiacan)).not.toContain('80000');
    for (const page of [
      'Centro, 80000 Culiacán, Sin.',
      '"postalCode":"80000"',
      'maps?q=Calle%201%2C%2080000',
      'C.P. 80000.',
    ])
      expect(stringsIn(page, culiacan)).toContain('80000');
  });

  it('judges the pages, not the vendored bundle', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'swap-'));
    try {
      mkdirSync(path.join(dir, 'admin'));
      copyFileSync(decapBundle, path.join(dir, 'admin', 'decap-cms.js'));
      writeFileSync(path.join(dir, 'admin', 'editor.js'), '"80000"');
      writeFileSync(path.join(dir, 'index.html'), '<p>C.P. 80000</p>');
      expect(isVendored(path.join(dir, 'admin', 'decap-cms.js'))).toBe(true);
      expect(isVendored(path.join(dir, 'admin', 'editor.js'))).toBe(false);
      const found = findLeftovers(dir, ['80000']).map(({ file, value }) => [
        path.relative(dir, file),
        value,
      ]);
      expect(found.sort()).toEqual([
        [path.join('admin', 'editor.js'), '80000'],
        ['index.html', '80000'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

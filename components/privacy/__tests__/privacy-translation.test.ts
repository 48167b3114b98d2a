import '@/content/facts/__fixtures__/second-practice';
import {
  formPrivacyTexts,
  privacyNoticeName,
  privacyNotices,
  type PrivacySection,
} from '@/content/privacy';
import { DRAFT_TTL_HOURS } from '@/lib/contact/draft';
import { LOCALES } from '@/lib/locale';
import { practice } from '@/content/practice';

const text = (section: PrivacySection) =>
  [section.title, ...section.paragraphs, ...(section.items ?? []), ...(section.closing ?? [])].join(
    ' ',
  );

/** The numbers a section states: addresses, phone, days, months, hours, years, the standard's code. */
const numbers = (section: PrivacySection) => [...new Set(text(section).match(/\d+/g))].sort();

describe('the English privacy notice as a translation of the Spanish one', () => {
  const es = privacyNotices.es.sections;
  const en = privacyNotices.en.sections;

  it('keeps the Spanish notice’s sections, lists and closing paragraphs, in its order', () => {
    expect(en.map((section) => section.paragraphs.length)).toEqual(
      es.map((section) => section.paragraphs.length),
    );
    expect(en.map((section) => section.items?.length)).toEqual(
      es.map((section) => section.items?.length),
    );
    expect(en.map((section) => section.closing?.length)).toEqual(
      es.map((section) => section.closing?.length),
    );
  });

  it('states every number of each Spanish section in the same section', () => {
    es.forEach((section, index) => expect(numbers(en[index]!)).toEqual(numbers(section)));
  });

  it('names the Mexican law, the authority and the standard in Spanish', () => {
    const all = en.map(text).join(' ');
    for (const term of [
      'Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
      'Secretaría Anticorrupción y Buen Gobierno',
      'NOM-004-SSA3-2012',
      'datos personales sensibles',
      'responsable',
      'encargado',
      'días hábiles',
    ])
      expect(all).toContain(term);
  });
});

describe('the English short notice beside the contact form', () => {
  const note = formPrivacyTexts.en;

  it('says what the full notice says, with the same facts', () => {
    expect(note.notice).toContain(practice.doctor.name);
    expect(note.notice).toContain(practice.practices[0].fullAddress);
    expect(note.notice).toContain(practice.email);
    expect(note.notice).toContain(
      'ARCO rights (access, rectification, cancellation and opposition)',
    );
    expect(note.notice).toMatch(/there are no secondary purposes/);
    expect(note.draft).toContain(`${DRAFT_TTL_HOURS} hours`);
  });

  it('names the full notice as the notice’s own page does, in each language', () => {
    for (const locale of LOCALES) {
      expect(formPrivacyTexts[locale].linkLabel).toBe(privacyNoticeName[locale]);
      expect(privacyNotices[locale].hero.eyebrow).toBe(privacyNoticeName[locale]);
    }
  });
});

import type { Locale, PerLocale } from '@/lib/locale';
import { consultorio, consultorioIn } from './facts/load';
import { LICENCE_KIND_LABELS, type PracticeFacts, type Qualification } from './facts/schema';
import { formatScheduleIn } from './facts/schedule';
import { placePhotos, portraitPhoto } from './photos';
import type { Licence, PostalAddress, PracticeIdentity, PracticeLocation } from './types';

/**
 * The practice's identity as the pages read it, derived from content/consultorio.yml (the one
 * place the facts are written). Server-side only: it reads the data files at build time.
 */

const { region } = consultorio;

/**
 * The street line every address is written with, on the page and in the structured data alike:
 * street, suite and neighbourhood ("Av. Reforma 12, Piso 2, Consultorio 204, Col. Roma"). The host facility's line
 * leaves the suite out.
 */
export function streetLine(place: PracticeFacts, { withSuite = true } = {}): string {
  const { street, neighborhood } = place.address;
  return [street, withSuite ? place.suite : null, neighborhood].filter(Boolean).join(', ');
}

/** The street line, then postal code, town and state: "…, Col. Roma, 06700 Cuauhtémoc, CDMX". */
export function fullAddress(place: PracticeFacts): string {
  const { postalCode, town } = place.address;
  return `${streetLine(place)}, ${postalCode} ${town}, ${region.stateAbbreviation}`;
}

function postalAddress(place: PracticeFacts, withSuite: boolean): PostalAddress {
  return {
    streetAddress: streetLine(place, { withSuite }),
    addressLocality: place.address.town,
    addressRegion: region.state,
    postalCode: place.address.postalCode,
    addressCountry: 'MX',
  };
}

/** What a maps search looks for, composed from the facility's name and address in the facts. */
export function mapQuery(place: PracticeFacts): string {
  const { postalCode, town } = place.address;
  return `${place.facility}, ${streetLine(place, { withSuite: false })}, ${postalCode} ${town}, ${region.state}`;
}

function location(place: PracticeFacts, index: number, locale: Locale): PracticeLocation {
  const { street, neighborhood, town } = place.address;
  return {
    id: place.id,
    kind: place.kind,
    name: place.facility,
    addressLine: place.suite ?? `${street}, ${neighborhood}`,
    fullAddress: fullAddress(place),
    address: postalAddress(place, true),
    facilityAddress: postalAddress(place, false),
    geo: { latitude: place.geo.latitude, longitude: place.geo.longitude },
    town,
    phone: place.phone,
    schedule: formatScheduleIn(place.openingHours, locale),
    openingHours: place.openingHours,
    features: place.features,
    mapQuery: mapQuery(place),
    timeZone: place.timeZone,
    ...placePhotos(index, locale),
  };
}

/**
 * The two kinds of cédula in each language: the Spanish names are the editor's select
 * (content/facts/schema.ts); the English ones say what a cédula is for a reader abroad.
 */
export const LICENCE_LABELS_IN: PerLocale<Record<Qualification['licence']['kind'], string>> = {
  es: LICENCE_KIND_LABELS,
  en: {
    profesional: 'Professional license (cédula profesional)',
    especialidad: 'Specialty license (cédula de especialidad)',
  },
};

function licence(qualification: Qualification, locale: Locale): Licence {
  return {
    label: LICENCE_LABELS_IN[locale][qualification.licence.kind],
    number: qualification.licence.number,
    issuer: qualification.institution,
  };
}

/** The practice's identity in one language. */
function identity(locale: Locale): PracticeIdentity {
  const facts = consultorioIn[locale];
  const [hospitalFacts, unitFacts] = facts.practices as [PracticeFacts, PracticeFacts];
  const [medicalDegree, specialty] = facts.doctor.qualifications as [Qualification, Qualification];
  return {
    brand: facts.brand,
    siteUrl: facts.siteUrl,
    doctor: {
      name: facts.doctor.name,
      shortName: facts.doctor.shortName,
      title: facts.doctor.title,
      form: facts.doctor.form,
      specialty: facts.doctor.specialty,
      portrait: portraitPhoto(locale),
      monogram: facts.doctor.monogram,
      licences: [licence(medicalDegree, locale), licence(specialty, locale)],
      boardCertification: facts.doctor.boardCertification.body,
      almaMater: medicalDegree.institution,
    },
    email: facts.email,
    phones: facts.phones,
    practices: [location(hospitalFacts, 0, locale), location(unitFacts, 1, locale)],
    cofeprisNotice: facts.cofeprisNotice || null,
    defaultTimeZone: hospitalFacts.timeZone,
    licenceRegistryUrl: facts.licenceRegistryUrl,
  };
}

/** The practice's identity in each language. English is complete only where english-gaps.ts finds no gap. */
export const practiceIn: PerLocale<PracticeIdentity> = {
  es: identity('es'),
  en: identity('en'),
};
export const practice = practiceIn.es;

export const [hospitalPractice, rehabilitationPractice] = practice.practices;

/** Place and society names for copy that mentions them, composed from the facts, in one language. */
function placeNamesOf(locale: Locale) {
  const [hospital, unit] = practiceIn[locale].practices;
  const { societies } = consultorioIn[locale].doctor;
  const [and, or] = locale === 'es' ? ['y', 'o'] : ['and', 'or'];
  return {
    hospitalTown: hospital.town,
    unitTown: unit.town,
    /** Both towns: "<hospital town> y <unit town>" / "<hospital town> and <unit town>". */
    towns: `${hospital.town} ${and} ${unit.town}`,
    /** Either town: "<hospital town> o <unit town>" / "<hospital town> or <unit town>". */
    eitherTown: `${hospital.town} ${or} ${unit.town}`,
    state: region.state,
    stateSociety: societies.state,
    nationalSociety: societies.national,
  } as const;
}

export const placeNamesIn = { es: placeNamesOf('es'), en: placeNamesOf('en') } as const;
export const placeNames = placeNamesIn.es;

/** The qualifications as written in the facts (title, issuing institution, year, licence). */
export const qualifications = consultorio.doctor.qualifications;
export const boardCertification = consultorio.doctor.boardCertification;

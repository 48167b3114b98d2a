import { consultorio } from './facts/load';
import { LICENCE_KIND_LABELS, type PracticeFacts, type Qualification } from './facts/schema';
import { formatSchedule } from './facts/schedule';
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

function location(place: PracticeFacts, index: number): PracticeLocation {
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
    schedule: formatSchedule(place.openingHours),
    openingHours: place.openingHours,
    features: place.features,
    mapQuery: mapQuery(place),
    timeZone: place.timeZone,
    ...placePhotos(index),
  };
}

const [hospitalFacts, unitFacts] = consultorio.practices as [PracticeFacts, PracticeFacts];
const [medicalDegree, specialty] = consultorio.doctor.qualifications as [
  Qualification,
  Qualification,
];

function licence(qualification: Qualification): Licence {
  return {
    label: LICENCE_KIND_LABELS[qualification.licence.kind],
    number: qualification.licence.number,
    issuer: qualification.institution,
  };
}

export const practice: PracticeIdentity = {
  brand: consultorio.brand,
  siteUrl: consultorio.siteUrl,
  doctor: {
    name: consultorio.doctor.name,
    shortName: consultorio.doctor.shortName,
    title: consultorio.doctor.title,
    form: consultorio.doctor.form,
    specialty: consultorio.doctor.specialty,
    portrait: portraitPhoto(),
    monogram: consultorio.doctor.monogram,
    licences: [licence(medicalDegree), licence(specialty)],
    boardCertification: consultorio.doctor.boardCertification.body,
    almaMater: medicalDegree.institution,
  },
  email: consultorio.email,
  phones: consultorio.phones,
  practices: [location(hospitalFacts, 0), location(unitFacts, 1)],
  cofeprisNotice: consultorio.cofeprisNotice || null,
  defaultTimeZone: hospitalFacts.timeZone,
  licenceRegistryUrl: consultorio.licenceRegistryUrl,
};

export const [hospitalPractice, rehabilitationPractice] = practice.practices;

/** Place and society names for copy that mentions them, composed from the facts. */
export const placeNames = {
  hospitalTown: hospitalPractice.town,
  unitTown: rehabilitationPractice.town,
  /** Both towns: "<hospital town> y <unit town>". */
  towns: `${hospitalPractice.town} y ${rehabilitationPractice.town}`,
  /** Either town: "<hospital town> o <unit town>". */
  eitherTown: `${hospitalPractice.town} o ${rehabilitationPractice.town}`,
  state: region.state,
  stateSociety: consultorio.doctor.societies.state,
  nationalSociety: consultorio.doctor.societies.national,
} as const;

/** The qualifications as written in the facts (title, issuing institution, year, licence). */
export const qualifications = consultorio.doctor.qualifications;
export const boardCertification = consultorio.doctor.boardCertification;

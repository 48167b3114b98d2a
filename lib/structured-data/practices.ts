import { pageSeo, seoIn } from '@/content/seo';
import { consultorio } from '@/content/facts/load';
import { hasEnglishSite } from '@/content/facts/english-status';
import { practice } from '@/content/practice';
import { sameAsUrls } from '@/content/profiles';
import type { PracticeLocation } from '@/content/types';
import { LOCALES, type Locale, type PerLocale } from '../locale';
import { practiceMapHref } from '../practice-links';
import { socialImagePath } from '../social-image';
import { absoluteUrl } from '../urls';
import { geoCoordinates, postalAddress } from './address';
import { specialOpeningHours } from './closures';
import { openingHoursSpecification } from './hours';
import { imageObject } from './image';
import { nodeIds, ref } from './ids';
import { toE164 } from './phone';
import { availableServices } from './services';
import type { JsonLdNode } from './types';

/** schema.org type of the building each kind of practice sits in. */
const FACILITY_TYPE: Record<PracticeLocation['kind'], 'Hospital' | 'MedicalClinic'> = {
  hospital: 'Hospital',
  rehabilitation: 'MedicalClinic',
};

/** The host facility (the hospital in Tepic, the rehabilitation unit in San Blas), with its own address: no suite. */
export function facilityNode(place: PracticeLocation): JsonLdNode {
  return {
    '@type': FACILITY_TYPE[place.kind],
    '@id': nodeIds.facility(place),
    name: place.name,
    address: postalAddress(place.facilityAddress),
    hasMap: practiceMapHref(place),
  };
}

/** Closed days ahead (content/consultorio.yml: closures), only when there are some. */
function withClosures(place: PracticeLocation) {
  const special = specialOpeningHours(
    consultorio.closures,
    place.id,
    new Date().toISOString().slice(0, 10),
  );
  return special.length > 0 ? { specialOpeningHoursSpecification: special } : {};
}

/** Each of the site's languages by its English name, as schema.org's availableLanguage takes it. */
const LANGUAGE_NAMES: PerLocale<string> = { es: 'Spanish', en: 'English' };

/**
 * How patients book: the consulting room's phone and e-mail, in the languages the site invites
 * them to write in: English only while the English pages are published (their form and links say
 * the patient writes in English, and the practice answers in it).
 */
function contactPoint(place: PracticeLocation): JsonLdNode {
  return {
    '@type': 'ContactPoint',
    contactType: 'appointments',
    telephone: toE164(place.phone),
    email: practice.email,
    availableLanguage: LOCALES.filter((locale) => locale === 'es' || hasEnglishSite).map(
      (locale) => LANGUAGE_NAMES[locale],
    ),
  };
}

interface PracticeOptions {
  withFacilities: boolean;
  locale: Locale;
}

/**
 * A consulting room as a PhysiciansOffice (a LocalBusiness and a Place): its own address with the
 * suite, geo, phone, map, hours and services (named in the page's language), inside its host
 * facility; its url is the contact page in the page's language.
 */
function practiceNode(
  place: PracticeLocation,
  { withFacilities, locale }: PracticeOptions,
): JsonLdNode {
  return {
    '@type': 'PhysiciansOffice',
    '@id': nodeIds.practice(place),
    name: `${practice.doctor.name} – ${place.name}`,
    url: absoluteUrl(seoIn[locale].pages.contact.path),
    // Its own photo when the practice set one, else the site's card.
    image: place.photo ? imageObject(place.photo) : absoluteUrl(socialImagePath(pageSeo.home.path)),
    ...(withFacilities && place.facilities.length > 0
      ? { photo: place.facilities.map(({ photo, caption }) => imageObject(photo, caption)) }
      : {}),
    telephone: toE164(place.phone),
    email: practice.email,
    contactPoint: contactPoint(place),
    address: postalAddress(place.address),
    geo: geoCoordinates(place.geo),
    hasMap: practiceMapHref(place),
    openingHoursSpecification: openingHoursSpecification(place.openingHours),
    ...withClosures(place),
    ...(sameAsUrls.length > 0 ? { sameAs: sameAsUrls } : {}),
    availableService: availableServices(place, locale),
    containedInPlace: ref(nodeIds.facility(place)),
    ...(place.kind === 'hospital' ? { hospitalAffiliation: ref(nodeIds.facility(place)) } : {}),
  };
}

/**
 * Both consulting rooms, each followed by the facility it sits in. `withFacilities` adds each
 * place's photos ("Instalaciones") as its `photo`: on the page that shows them, /contacto/. Every
 * other page names the same node by its @id, and a reader merges the two; every place's photos in
 * every page's graph would cost each page a few hundred bytes of its first round trip.
 */
export function practiceNodes({
  withFacilities = false,
  locale = 'es',
}: Partial<PracticeOptions> = {}): JsonLdNode[] {
  return practice.practices.flatMap((place) => [
    practiceNode(place, { withFacilities, locale }),
    facilityNode(place),
  ]);
}

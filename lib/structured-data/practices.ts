import { practiceMapHref } from '@/content/actions';
import { pageSeo } from '@/content/seo';
import { consultorio } from '@/content/facts/load';
import { practice } from '@/content/practice';
import { sameAsUrls } from '@/content/profiles';
import type { PracticeLocation } from '@/content/types';
import { socialImagePath } from '../social-image';
import { absoluteUrl } from '../urls';
import { postalAddress } from './address';
import { specialOpeningHours } from './closures';
import { openingHoursSpecification } from './hours';
import { nodeIds, ref } from './ids';
import { toE164 } from './phone';
import { availableServices } from './services';
import type { JsonLdNode } from './types';

/** The hospital a consulting room sits in. */
function hospitalNode(place: PracticeLocation): JsonLdNode {
  return {
    '@type': 'Hospital',
    '@id': nodeIds.hospital(place),
    name: place.name,
    address: postalAddress(place.address),
    hasMap: practiceMapHref(place),
  };
}

/** Closed days ahead (content/consultorio.yml: closures), only when there are some. */
function withClosures(place: PracticeLocation) {
  const special = specialOpeningHours(consultorio.closures, place.id, new Date().toISOString().slice(0, 10));
  return special.length > 0 ? { specialOpeningHoursSpecification: special } : {};
}

/** A practice as a Physician (a medical business and place): address, phone, map, hours and services. */
function practiceNode(place: PracticeLocation): JsonLdNode {
  const inHospital = place.kind === 'hospital';
  return {
    '@type': 'Physician',
    '@id': nodeIds.practice(place),
    name: `${practice.doctor.name} – ${place.name}`,
    url: absoluteUrl(pageSeo.contact.path),
    image: absoluteUrl(socialImagePath(pageSeo.home.path)),
    telephone: toE164(place.phone),
    email: practice.email,
    address: postalAddress(place.address),
    hasMap: practiceMapHref(place),
    openingHoursSpecification: openingHoursSpecification(place.openingHours),
    ...withClosures(place),
    ...(sameAsUrls.length > 0 ? { sameAs: sameAsUrls } : {}),
    availableService: availableServices(place),
    ...(inHospital ? { containedInPlace: ref(nodeIds.hospital(place)), hospitalAffiliation: ref(nodeIds.hospital(place)) } : {}),
  };
}

/** Both practices, plus the hospital node for the one inside a hospital. */
export function practiceNodes(): JsonLdNode[] {
  return practice.practices.flatMap((place) => (place.kind === 'hospital' ? [practiceNode(place), hospitalNode(place)] : [practiceNode(place)]));
}

import { practiceMapHref } from '@/content/actions';
import { pageSeo } from '@/content/seo';
import { practice } from '@/content/practice';
import type { PracticeLocation } from '@/content/types';
import { socialImagePath } from '../social-image';
import { absoluteUrl } from '../urls';
import { geoCoordinates, postalAddress } from './address';
import { openingHoursSpecification } from './hours';
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

/**
 * A consulting room as a PhysiciansOffice (a LocalBusiness and a Place): its own address with the
 * suite, geo, phone, map, hours and services, inside its host facility.
 */
function practiceNode(place: PracticeLocation): JsonLdNode {
  return {
    '@type': 'PhysiciansOffice',
    '@id': nodeIds.practice(place),
    name: `${practice.doctor.name} – ${place.name}`,
    url: absoluteUrl(pageSeo.contact.path),
    image: absoluteUrl(socialImagePath(pageSeo.home.path)),
    telephone: toE164(place.phone),
    email: practice.email,
    address: postalAddress(place.address),
    geo: geoCoordinates(place.geo),
    hasMap: practiceMapHref(place),
    openingHoursSpecification: openingHoursSpecification(place.openingHours),
    availableService: availableServices(place),
    containedInPlace: ref(nodeIds.facility(place)),
    ...(place.kind === 'hospital' ? { hospitalAffiliation: ref(nodeIds.facility(place)) } : {}),
  };
}

/** Both consulting rooms, each followed by the facility it sits in. */
export function practiceNodes(): JsonLdNode[] {
  return practice.practices.flatMap((place) => [practiceNode(place), facilityNode(place)]);
}

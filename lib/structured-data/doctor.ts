import { NATIONAL_SOCIETY, STATE_SOCIETY } from '@/content/credentials';
import { practice } from '@/content/practice';
import { sameAsUrls } from '@/content/profiles';
import type { Licence } from '@/content/types';
import { absoluteUrl } from '../urls';
import { nodeIds, ref } from './ids';
import type { JsonLdNode } from './types';

function licenceCredential(licence: Licence) {
  return {
    '@type': 'EducationalOccupationalCredential',
    name: `${licence.label} ${licence.number}`,
    credentialCategory: licence.label,
    identifier: licence.number,
    recognizedBy: { '@type': 'CollegeOrUniversity', name: licence.issuer },
    url: practice.licenceRegistryUrl,
  };
}

/** The doctor as a Person: title, education, both cédulas, the board certification and both workplaces. */
export function doctorNode(): JsonLdNode {
  const { doctor } = practice;
  return {
    '@type': 'Person',
    '@id': nodeIds.doctor,
    name: doctor.name,
    jobTitle: doctor.title,
    url: absoluteUrl('/sobre-mi/'),
    email: practice.email,
    alumniOf: { '@type': 'CollegeOrUniversity', name: doctor.almaMater },
    hasCredential: [
      ...doctor.licences.map(licenceCredential),
      {
        '@type': 'EducationalOccupationalCredential',
        name: `Certificación en ${doctor.specialty}`,
        credentialCategory: 'Certificación de especialidad',
        recognizedBy: { '@type': 'Organization', name: doctor.boardCertification },
      },
    ],
    memberOf: [NATIONAL_SOCIETY, STATE_SOCIETY].map((name) => ({ '@type': 'Organization', name })),
    worksFor: practice.practices.map((place) => ref(nodeIds.practice(place))),
    ...(sameAsUrls.length > 0 ? { sameAs: sameAsUrls } : {}),
  };
}

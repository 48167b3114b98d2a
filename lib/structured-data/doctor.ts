import { consultorio } from '@/content/facts/load';
import { LICENCE_KIND_LABELS, type Qualification } from '@/content/facts/schema';
import { practice } from '@/content/practice';
import { sameAsUrls } from '@/content/profiles';
import { absoluteUrl } from '../urls';
import { imageObject } from './image';
import { nodeIds, ref } from './ids';
import type { JsonLdNode } from './types';

const TITLE_CATEGORY: Record<Qualification['licence']['kind'], string> = {
  profesional: 'Título profesional',
  especialidad: 'Diploma de especialidad',
};

/** Who issues cédulas: the SEP's Dirección General de Profesiones. */
const PROFESSIONS_OFFICE = {
  '@type': 'GovernmentOrganization',
  name: 'Dirección General de Profesiones',
  parentOrganization: {
    '@type': 'GovernmentOrganization',
    name: 'Secretaría de Educación Pública',
  },
};

function university(name: string) {
  return { '@type': 'CollegeOrUniversity', name };
}

/** The title or diploma, recognized by the university that granted it. */
function titleCredential(qualification: Qualification) {
  return {
    '@type': 'EducationalOccupationalCredential',
    name: qualification.title,
    credentialCategory: TITLE_CATEGORY[qualification.licence.kind],
    recognizedBy: university(qualification.institution),
  };
}

/** The cédula registering that title, recognized by the SEP, its number as identifier, verifiable in the public registry. */
function licenceCredential(qualification: Qualification) {
  const category = LICENCE_KIND_LABELS[qualification.licence.kind];
  return {
    '@type': 'EducationalOccupationalCredential',
    name: `${category} ${qualification.licence.number}`,
    credentialCategory: category,
    identifier: qualification.licence.number,
    recognizedBy: PROFESSIONS_OFFICE,
    url: consultorio.licenceRegistryUrl,
  };
}

/** The board certification: recognized by the Consejo, with its number and expiry date. */
function boardCredential() {
  const { boardCertification, specialty } = consultorio.doctor;
  return {
    '@type': 'EducationalOccupationalCredential',
    name: `Certificación en ${specialty}`,
    credentialCategory: 'Certificación de especialidad',
    identifier: boardCertification.number,
    recognizedBy: { '@type': 'Organization', name: boardCertification.body },
    expires: boardCertification.validUntil,
  };
}

/** The doctor as a Person: title, education, titles and cédulas, the board certification, societies and both offices. */
export function doctorNode(): JsonLdNode {
  const { doctor } = practice;
  const { qualifications, societies } = consultorio.doctor;
  const universities = [
    ...new Set(qualifications.map((qualification) => qualification.institution)),
  ];
  return {
    '@type': 'Person',
    '@id': nodeIds.doctor,
    name: doctor.name,
    jobTitle: doctor.title,
    url: absoluteUrl('/sobre-mi/'),
    ...(doctor.portrait ? { image: imageObject(doctor.portrait) } : {}),
    email: practice.email,
    alumniOf: universities.map(university),
    hasCredential: [
      ...qualifications.flatMap((qualification) => [
        titleCredential(qualification),
        licenceCredential(qualification),
      ]),
      boardCredential(),
    ],
    memberOf: [societies.national, societies.state].map((society) => ({
      '@type': 'Organization',
      name: society.name,
    })),
    worksFor: practice.practices.map((place) => ref(nodeIds.practice(place))),
    ...(sameAsUrls.length > 0 ? { sameAs: sameAsUrls } : {}),
  };
}

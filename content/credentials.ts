import { placeNames, practice } from './practice';
import type { FeatureItem } from './types';

export const STATE_SOCIETY = placeNames.stateSociety.name;
export const NATIONAL_SOCIETY = placeNames.nationalSociety.name;

/** Certifications and memberships shown on the home page. */
export const certifications: readonly FeatureItem[] = [
  {
    title: 'Médico Cirujano y Partero',
    description: `${practice.doctor.almaMater}.`,
    icon: 'graduation-cap',
  },
  {
    title: 'Certificación en Oftalmología',
    description: `Certificado por el ${practice.doctor.boardCertification}.`,
    icon: 'badge-check',
  },
  {
    title: 'Miembro de la Sociedad Nacional',
    description: `Miembro activo de la ${NATIONAL_SOCIETY}.`,
    icon: 'users',
  },
  {
    title: `${placeNames.stateSociety.role ?? 'Miembro'} ${placeNames.stateSociety.period ?? ''}`.trim(),
    description: `Presidente de la ${STATE_SOCIETY}.`,
    icon: 'award',
  },
];

/** Memberships shown on the about page. */
export const memberships: readonly FeatureItem[] = [
  {
    title: NATIONAL_SOCIETY,
    description: 'Miembro activo, con actualización continua en congresos y cursos nacionales.',
    icon: 'users',
  },
  {
    title: STATE_SOCIETY,
    description: placeNames.stateSociety.period
      ? `Miembro y ${(placeNames.stateSociety.role ?? 'miembro').toLowerCase()} de la mesa directiva durante el periodo ${placeNames.stateSociety.period}.`
      : 'Miembro activo.',
    icon: 'award',
  },
];

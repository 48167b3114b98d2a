import { practice } from './practice';
import type { FeatureItem } from './types';

export const STATE_SOCIETY = 'Sociedad Nayarita de Oftalmología';
export const NATIONAL_SOCIETY = 'Sociedad Mexicana de Oftalmología';

/** Certifications and memberships shown on the home page. */
export const certifications: readonly FeatureItem[] = [
  {
    title: 'Médico Cirujano y Partero',
    description: `${practice.doctor.almaMater}, Guadalajara, Jalisco.`,
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
    title: 'Presidente 2020-2022',
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
    description: 'Miembro y presidente de la mesa directiva durante el periodo 2020-2022.',
    icon: 'award',
  },
];

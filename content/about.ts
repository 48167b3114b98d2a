import { credentialTimeline, STATE_SOCIETY } from './credentials';
import { practice } from './practice';
import type { FeatureItem, HeroContent, TimelineEntry } from './types';

export const aboutHero: HeroContent = {
  eyebrow: 'Sobre Mí',
  title: `${practice.doctor.name}, oftalmólogo en Tepic y San Blas`,
  lead: 'Más de 15 años dedicados a cuidar la vista de las familias de Nayarit, con formación en Guadalajara y certificación nacional vigente.',
};

export const philosophyQuote = {
  text: 'Cada paciente merece entender lo que pasa con sus ojos y sentirse acompañado en cada decisión. Esa es la medicina que practico.',
  author: practice.doctor.name,
} as const;

export const timelineSection = {
  eyebrow: 'Trayectoria',
  title: 'Formación y trayectoria',
} as const;

export const timeline: readonly TimelineEntry[] = [
  ...credentialTimeline,
  {
    year: '2020-2022',
    title: 'Presidente de la sociedad estatal',
    institution: STATE_SOCIETY,
    description: 'Presidente de la mesa directiva, promoviendo la actualización de los oftalmólogos del estado.',
  },
];

export const valuesSection = {
  eyebrow: 'Valores',
  title: 'Lo que guía mi práctica',
} as const;

export const values: readonly FeatureItem[] = [
  {
    title: 'Atención personalizada',
    description: 'Cada plan de tratamiento parte de tu historia, tus necesidades y tus dudas.',
    icon: 'heart-handshake',
  },
  {
    title: 'Excelencia médica',
    description: 'Actualización continua y técnicas respaldadas por la evidencia científica.',
    icon: 'award',
  },
  {
    title: 'Confianza y calidez',
    description: 'Explicaciones claras y un trato cercano antes, durante y después de tu cirugía.',
    icon: 'heart-pulse',
  },
];

export const membershipsSection = {
  eyebrow: 'Membresías',
  title: 'Membresías profesionales',
} as const;

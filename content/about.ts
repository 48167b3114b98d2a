import { credentialTimeline } from './credentials';
import { consultorio } from './facts/load';
import { placeNames, practice, qualifications } from './practice';
import type { FeatureItem, HeroContent, TimelineEntry } from './types';

/** "Más de 15 años" from the statistic "15+" (consultorio.yml: statistics, id experiencia). */
const experience = consultorio.statistics.find((item) => item.id === 'experiencia')?.value ?? '';
const yearsOfPractice = experience.endsWith('+')
  ? `Más de ${experience.slice(0, -1)} años`
  : `${experience} años`;

const [medicalDegree] = qualifications as [(typeof qualifications)[number]];

export const aboutHero: HeroContent = {
  eyebrow: 'Sobre Mí',
  title: `${practice.doctor.name}, ${practice.doctor.title.toLowerCase()} en ${placeNames.towns}`,
  lead: `${yearsOfPractice} dedicados a cuidar la vista de las familias de ${placeNames.state}, con formación en ${medicalDegree.institution} y certificación nacional vigente.`,
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
    year: placeNames.stateSociety.period ?? '',
    // The role is the practice's fact (doctor.societies.state.role), never the copy's.
    title: `${placeNames.stateSociety.role ?? 'Miembro'} de la sociedad estatal`,
    institution: placeNames.stateSociety.name,
    description: 'Una sociedad que promueve la actualización de los oftalmólogos del estado.',
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

import { perLocale, type Locale, type PerLocale } from '@/lib/locale';
import { credentialTimelineIn } from './credentials';
import { consultorio } from './facts/load';
import { placeNamesIn, practiceIn, qualifications } from './practice';

const [practice, placeNames] = [practiceIn.es, placeNamesIn.es];
const [englishPractice, englishPlaces] = [practiceIn.en, placeNamesIn.en];
import type { FeatureItem, HeroContent, TimelineEntry } from './types';

/** "15+" from the statistic of the years of practice (consultorio.yml: statistics, id experiencia). */
const experience = consultorio.statistics.find((item) => item.id === 'experiencia')?.value ?? '';
const yearsOfPractice: PerLocale<string> = experience.endsWith('+')
  ? perLocale(
      `Más de ${experience.slice(0, -1)} años`,
      `More than ${experience.slice(0, -1)} years`,
    )
  : perLocale(`${experience} años`, `${experience} years`);

const [medicalDegree] = qualifications as [(typeof qualifications)[number]];

export const aboutHeroIn = perLocale<HeroContent>(
  {
    eyebrow: 'Sobre Mí',
    title: `${practice.doctor.name}, ${practice.doctor.title.toLowerCase()} en ${placeNames.towns}`,
    lead: `${yearsOfPractice.es} dedicados a cuidar la vista de las familias de ${placeNames.state}, con formación en ${medicalDegree.institution} y certificación nacional vigente.`,
  },
  {
    eyebrow: 'About Me',
    title: `${englishPractice.doctor.name}, ophthalmologist in ${englishPlaces.towns}`,
    lead: `${yearsOfPractice.en} caring for the eyesight of families in ${placeNames.state} and of the visitors and residents who live among them, trained at ${medicalDegree.institution} and board-certified in Mexico.`,
  },
);

export const philosophyQuoteIn = perLocale(
  {
    text: 'Cada paciente merece entender lo que pasa con sus ojos y sentirse acompañado en cada decisión. Esa es la medicina que practico.',
    author: practice.doctor.name,
  },
  {
    text: 'Every patient deserves to understand what is happening with their eyes and to feel supported in every decision. That is the medicine I practice.',
    author: practice.doctor.name,
  },
);

export const timelineSectionIn = perLocale(
  { eyebrow: 'Trayectoria', title: 'Formación y trayectoria' },
  { eyebrow: 'Career', title: 'Training and career' },
);

const stateSocietyEntry: PerLocale<TimelineEntry> = perLocale(
  {
    year: placeNames.stateSociety.period ?? '',
    // The role is the practice's fact (doctor.societies.state.role), never the copy's.
    title: `${placeNames.stateSociety.role ?? 'Miembro'} de la sociedad estatal`,
    institution: placeNames.stateSociety.name,
    description: 'Una sociedad que promueve la actualización de los oftalmólogos del estado.',
  },
  {
    year: englishPlaces.stateSociety.period ?? '',
    title: `${englishPlaces.stateSociety.role ?? 'Member'}, state ophthalmology society`,
    institution: englishPlaces.stateSociety.name,
    description: 'A society that keeps the state’s ophthalmologists up to date.',
  },
);

export function timeline(locale: Locale): readonly TimelineEntry[] {
  return [...credentialTimelineIn[locale], stateSocietyEntry[locale]];
}

export const valuesSectionIn = perLocale(
  { eyebrow: 'Valores', title: 'Lo que guía mi práctica' },
  { eyebrow: 'Values', title: 'What guides my practice' },
);

export const valuesIn = perLocale<readonly FeatureItem[]>(
  [
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
      description:
        'Explicaciones claras y un trato cercano antes, durante y después de tu cirugía.',
      icon: 'heart-pulse',
    },
  ],
  [
    {
      title: 'Personal care',
      description: 'Every treatment plan starts from your history, your needs and your questions.',
      icon: 'heart-handshake',
    },
    {
      title: 'Medical excellence',
      description: 'Continuous training and techniques backed by scientific evidence.',
      icon: 'award',
    },
    {
      title: 'Trust and warmth',
      description: 'Clear explanations and a personal touch before, during and after your surgery.',
      icon: 'heart-pulse',
    },
  ],
);

export const membershipsSectionIn = perLocale(
  { eyebrow: 'Membresías', title: 'Membresías profesionales' },
  { eyebrow: 'Memberships', title: 'Professional memberships' },
);

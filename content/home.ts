import { practiceAreasTitle } from './credentials';
import { capitalized, doctorWords } from './doctor-words';
import { placeNames, practice } from './practice';
import type { HeroContent } from './types';

export const homeHero: HeroContent = {
  eyebrow: `${practice.doctor.title} ${doctorWords.certified}`,
  title: `${capitalized(doctorWords.ophthalmologist)} y ${doctorWords.surgeon} de ojos en ${placeNames.towns}, ${placeNames.state}`,
  lead: `Soy ${doctorWords.the} ${practice.doctor.name}. Te atiendo con calma, te explico cada paso y te acompaño desde la primera consulta hasta tu recuperación.`,
};

export const homeHeroHighlights: readonly string[] = [
  'Niños y adultos',
  'Respuesta en menos de 24 horas',
];

export const servicesOverview = {
  eyebrow: 'Servicios',
  title: 'Atención completa para tus ojos',
  intro:
    'Del diagnóstico a la cirugía y la prevención: todo con el mismo médico que conoce tu historia.',
} as const;

export const testimonialsSection = {
  eyebrow: 'Testimonios',
  title: 'Lo que dicen mis pacientes',
  intro: 'La confianza de mis pacientes es mi mejor aval.',
  ratingLabel: (rating: number) => `Calificación: ${rating} de 5 estrellas`,
} as const;

export const certificationsSection = {
  eyebrow: 'Formación y certificaciones',
  title: 'Certificaciones y membresías',
  intro: 'Formación académica y certificación vigente que puedes verificar.',
} as const;

export const philosophySection = {
  eyebrow: 'Filosofía de atención',
  title: 'Medicina precisa, trato humano',
  paragraphs: [
    'Creo que un buen resultado empieza con una buena conversación. Antes de cualquier tratamiento te explico qué encontré, qué opciones tienes y qué esperar de cada una, para que decidas con tranquilidad.',
    `Combino tecnología de diagnóstico actual con el tiempo que cada consulta merece. Sigo de cerca a cada paciente después de su cirugía, en ${placeNames.eitherTown}, para que nunca te sientas solo en tu recuperación.`,
  ],
  specializationsTitle: practiceAreasTitle,
  specializations: [
    'Cirugía de catarata con lente intraocular',
    'Cirugía refractiva LASIK y PRK',
    'Diagnóstico y tratamiento del glaucoma',
    'Oftalmología pediátrica y estrabismo',
    'Cirugía de pterigión',
    'Cirugía plástica ocular y de párpados',
  ],
} as const;

import { perLocale } from '@/lib/locale';
import { practiceAreasTitleIn } from './credentials';
import { capitalized, doctorWords } from './doctor-words';
import { placeNamesIn, practiceIn } from './practice';

const [practice, placeNames] = [practiceIn.es, placeNamesIn.es];
const [englishPractice, englishPlaces] = [practiceIn.en, placeNamesIn.en];
import type { HeroContent } from './types';

export const homeHeroIn = perLocale<HeroContent>(
  {
    eyebrow: `${practice.doctor.title} ${doctorWords.certified}`,
    title: `${capitalized(doctorWords.ophthalmologist)} y ${doctorWords.surgeon} de ojos en ${placeNames.towns}, ${placeNames.state}`,
    lead: `Soy ${doctorWords.the} ${practice.doctor.name}. Te atiendo con calma, te explico cada paso y te acompaño desde la primera consulta hasta tu recuperación.`,
  },
  {
    eyebrow: `${englishPractice.doctor.title}, board-certified in Mexico`,
    title: `Ophthalmologist and eye surgeon in ${englishPlaces.towns}, ${englishPlaces.state}`,
    lead: `I am ${englishPractice.doctor.name}. I take the time to listen, explain every step and stay with you from your first visit to your recovery.`,
  },
);

export const homeHeroHighlightsIn = perLocale<readonly string[]>(
  ['Niños y adultos', 'Respuesta en menos de 24 horas'],
  ['Children and adults', 'Reply within 24 hours'],
);

export const servicesOverviewIn = perLocale(
  {
    eyebrow: 'Servicios',
    title: 'Atención completa para tus ojos',
    intro:
      'Del diagnóstico a la cirugía y la prevención: todo con el mismo médico que conoce tu historia.',
  },
  {
    eyebrow: 'Services',
    title: 'Complete care for your eyes',
    intro:
      'From diagnosis to surgery and prevention: all with the same doctor, who knows your history.',
  },
);

export const testimonialsSectionIn = perLocale(
  {
    eyebrow: 'Testimonios',
    title: 'Lo que dicen mis pacientes',
    intro: 'La confianza de mis pacientes es mi mejor aval.',
    ratingLabel: (rating: number) => `Calificación: ${rating} de 5 estrellas`,
    /** Beside a testimonial written in the other language. */
    writtenIn: 'Escrito en inglés',
  },
  {
    eyebrow: 'Testimonials',
    title: 'What my patients say',
    intro: 'My patients’ trust is my best reference. Most write in Spanish, in their own words.',
    ratingLabel: (rating: number) => `Rating: ${rating} out of 5 stars`,
    writtenIn: 'Written in Spanish',
  },
);

export const certificationsSectionIn = perLocale(
  {
    eyebrow: 'Formación y certificaciones',
    title: 'Certificaciones y membresías',
    intro: 'Formación académica y certificación vigente que puedes verificar.',
  },
  {
    eyebrow: 'Training and certification',
    title: 'Certifications and memberships',
    intro:
      'Academic training and current board certification, issued in Mexico, that you can verify.',
  },
);

export const philosophySectionIn = perLocale(
  {
    eyebrow: 'Filosofía de atención',
    title: 'Medicina precisa, trato humano',
    paragraphs: [
      'Creo que un buen resultado empieza con una buena conversación. Antes de cualquier tratamiento te explico qué encontré, qué opciones tienes y qué esperar de cada una, para que decidas con tranquilidad.',
      `Combino tecnología de diagnóstico actual con el tiempo que cada consulta merece. Sigo de cerca a cada paciente después de su cirugía, en ${placeNames.eitherTown}, para que nunca te sientas solo en tu recuperación.`,
    ],
    specializationsTitle: practiceAreasTitleIn.es,
    specializations: [
      'Cirugía de catarata con lente intraocular',
      'Cirugía refractiva LASIK y PRK',
      'Diagnóstico y tratamiento del glaucoma',
      'Oftalmología pediátrica y estrabismo',
      'Cirugía de pterigión',
      'Cirugía plástica ocular y de párpados',
    ],
  },
  {
    eyebrow: 'My approach',
    title: 'Precise medicine, human care',
    paragraphs: [
      'I believe a good outcome starts with a good conversation. Before any treatment I explain what I found, what your options are and what to expect from each, so you can decide calmly.',
      `I combine up-to-date diagnostic technology with the time each visit deserves. I follow every patient closely after surgery, in ${englishPlaces.eitherTown}, so you never feel alone in your recovery.`,
    ],
    specializationsTitle: practiceAreasTitleIn.en,
    specializations: [
      'Cataract surgery with intraocular lens',
      'LASIK and PRK refractive surgery',
      'Glaucoma diagnosis and treatment',
      'Pediatric ophthalmology and strabismus',
      'Pterygium surgery',
      'Oculoplastic and eyelid surgery',
    ],
  },
);

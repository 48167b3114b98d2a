import type { Locale, PerLocale } from '@/lib/locale';
import { testimonios } from './facts/load';
import { practice } from './practice';
import type { Testimonial } from './types';

const townOf = new Map(practice.practices.map((place) => [place.id, place.town]));

/** From content/testimonios.yml; the town shown is the one of the practice where the patient was seen. */
export const testimonials: readonly Testimonial[] = testimonios.testimonials.map((item) => ({
  id: item.id,
  name: item.name,
  rating: item.rating,
  text: item.text,
  location: townOf.get(item.practice) ?? '',
}));

/**
 * The testimonials with the language each patient wrote in: both languages' pages show every one
 * in the patient's own words (never translated), and a page marks one written in the other
 * language with its `lang`.
 */
export const testimonialsWithLanguage: readonly (Testimonial & { language: Locale })[] =
  testimonials.map((item, index) => ({
    ...item,
    language: testimonios.testimonials[index]!.language,
  }));

/** Under the testimonials: the patients' authorization, and that they are not a promise. */
export const testimonialsNoteIn: PerLocale<string> = {
  es: 'Publicados con la autorización por escrito de cada paciente. Son experiencias individuales; los resultados varían y se valoran en consulta.',
  en: 'Published with each patient’s written permission. These are individual experiences; results vary and are assessed at your visit.',
};
export const testimonialsNote = testimonialsNoteIn.es;

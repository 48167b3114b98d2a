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

/** Under the testimonials: the patients' authorization, and that they are not a promise. */
export const testimonialsNote =
  'Publicados con la autorización por escrito de cada paciente. Son experiencias individuales; los resultados varían y se valoran en consulta.';

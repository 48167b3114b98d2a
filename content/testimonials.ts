import type { Testimonial } from './types';

/** EXAMPLE DATA: sample testimonials; replace with real ones the patients agreed to publish. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'maria-g',
    name: 'María G.',
    rating: 5,
    text: 'Me operó de catarata en los dos ojos. Me explicó todo con paciencia y desde el día siguiente volví a ver los colores como antes.',
    location: 'Tepic',
  },
  {
    id: 'jose-r',
    name: 'José R.',
    rating: 5,
    text: 'Llevé a mi hijo a su primera revisión. El doctor fue muy cuidadoso con él y nos dio indicaciones claras para la escuela.',
    location: 'San Blas',
  },
  {
    id: 'laura-m',
    name: 'Laura M.',
    rating: 5,
    text: 'Después de años con lentes me hice LASIK. Resolvió todas mis dudas antes de decidir y el seguimiento fue puntual.',
    location: 'Tepic',
  },
  {
    id: 'roberto-s',
    name: 'Roberto S.',
    rating: 5,
    text: 'Tengo glaucoma y por fin entiendo mi tratamiento. Cada revisión me muestra cómo va mi presión ocular y qué sigue.',
    location: 'Tepic',
  },
  {
    id: 'ana-p',
    name: 'Ana P.',
    rating: 5,
    text: 'Me atendieron en la unidad de San Blas sin tener que viajar a la capital. Trato cálido y muy profesional.',
    location: 'San Blas',
  },
  {
    id: 'carmen-l',
    name: 'Carmen L.',
    rating: 5,
    text: 'Me retiró un pterigión que me molestaba desde hace tiempo. La recuperación fue tal como me la describió.',
    location: 'San Blas',
  },
];

import { perLocale } from '@/lib/locale';

/**
 * Urgent eye problems: docs/product.md's line (phone directly, 24/7 for emergencies) and what to do
 * when nobody answers at once. Shown on the contact page; the 'urgencias' FAQ says the same.
 * 911 is Mexico's emergency number, the same a visitor from the US or Canada dials at home.
 */
export const urgencyBannerIn = perLocale(
  {
    title: '¿Tienes una urgencia?',
    text: 'Si tienes una urgencia fuera del horario de consulta, llama directamente. Disponible 24/7 para emergencias.',
    fallback:
      'Si nadie contesta de inmediato, no esperes: ve al servicio de urgencias más cercano o llama al',
    emergencyNumber: '911',
    meanwhileTitle: 'Mientras recibes atención',
    meanwhile: [
      'Sustancia química en el ojo: enjuágalo con agua limpia al chorro durante al menos 15 minutos.',
      'Objeto clavado en el ojo: no lo retires ni presiones el ojo; cúbrelo sin apretar.',
    ],
  },
  {
    title: 'Is it urgent?',
    text: 'If you have an urgent eye problem outside office hours, call directly. Available 24/7 for emergencies.',
    fallback: 'If nobody answers right away, do not wait: go to the nearest emergency room or call',
    emergencyNumber: '911',
    meanwhileTitle: 'While you get help',
    meanwhile: [
      'Chemical in the eye: rinse it under clean running water for at least 15 minutes.',
      'Object stuck in the eye: do not remove it or press on the eye; cover it loosely.',
    ],
  },
);

/**
 * Urgent eye problems: docs/product.md's line (phone directly, 24/7 for emergencies) and what to do
 * when nobody answers at once. Shown on /contacto; the 'urgencias' FAQ says the same.
 */
export const urgencyBanner = {
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
} as const;

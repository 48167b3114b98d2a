import { placeNames } from './practice';
import type { HeroContent } from './types';

export const servicesHero: HeroContent = {
  eyebrow: 'Servicios',
  title: `Servicios de oftalmología y cirugía de ojos en ${placeNames.towns}`,
  lead: 'Consulta, cirugía y prevención para toda la familia. Cada servicio empieza con una valoración completa y una explicación clara de tus opciones.',
};

export const servicesClosing = {
  title: '¿Listo para cuidar tu vista?',
  lead: 'Llama para resolver tus dudas o pedir una cotización, o agenda tu cita en línea y mi equipo te la confirma en menos de 24 horas.',
} as const;

export const ageTagLabel = 'Edad:';

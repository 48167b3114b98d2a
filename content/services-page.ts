import { urgencyBanner } from './urgency';
import { doctorWords } from './doctor-words';
import { placeNames, practice } from './practice';
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

/** The words of a service's page around its own text (content/servicios/<slug>.md). */
export const servicePageText = {
  breadcrumbLabel: 'Ruta de navegación',
  sectionsLabel: 'En esta página',
  whereTitle: 'Dónde lo hago',
  whereLead: 'Con cita, en los días en que yo consulto ahí:',
  feeTitle: 'Costo',
  urgentTitle: 'Cuándo es urgente',
  urgentText: urgencyBanner.text,
  urgentFallback: urgencyBanner.fallback,
  emergencyNumber: urgencyBanner.emergencyNumber,
  faqEyebrow: 'Preguntas',
  faqIntro: 'Respuestas generales. Cada caso es distinto: en consulta revisamos el tuyo.',
  relatedTitle: 'Servicios relacionados',
  moreInfo: 'Ver servicio',
  reviewed: (date: string) =>
    `Texto revisado por ${doctorWords.the} ${practice.doctor.name} el ${date}. Información general: no sustituye una consulta; la indicación se define en consulta.`,
  closingTitle: '¿Tienes dudas sobre tu caso?',
  closingLead:
    'Agenda tu valoración o escríbeme por WhatsApp; mi equipo te confirma la cita en menos de 24 horas.',
} as const;

/** WhatsApp greeting from a service's page: names the service, never asks for clinical detail. */
export function serviceWhatsappGreeting(serviceTitle: string): string {
  return `Hola, ${practice.doctor.shortName}. Vi en su sitio web la página de ${serviceTitle} y me gustaría agendar una cita.`;
}

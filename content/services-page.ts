import { perLocale, type PerLocale } from '@/lib/locale';
import { urgencyBannerIn } from './urgency';
import { doctorWords } from './doctor-words';
import { placeNamesIn, practice } from './practice';
import type { HeroContent } from './types';

export const servicesHeroIn = perLocale<HeroContent>(
  {
    eyebrow: 'Servicios',
    title: `Servicios de oftalmología y cirugía de ojos en ${placeNamesIn.es.towns}`,
    lead: 'Consulta, cirugía y prevención para toda la familia. Cada servicio empieza con una valoración completa y una explicación clara de tus opciones.',
  },
  {
    eyebrow: 'Services',
    title: `Ophthalmology and eye surgery in ${placeNamesIn.en.towns}`,
    lead: 'Eye exams, surgery and prevention for the whole family. Every service starts with a complete evaluation and a clear explanation of your options.',
  },
);

export const servicesClosingIn = perLocale(
  {
    title: '¿Listo para cuidar tu vista?',
    lead: 'Llama para resolver tus dudas o pedir una cotización, o agenda tu cita en línea y mi equipo te la confirma en menos de 24 horas.',
  },
  {
    title: 'Ready to take care of your eyes?',
    lead: 'Call with your questions or for a quote, or book online and my team will confirm your appointment within 24 hours.',
  },
);

export const ageTagLabelIn = perLocale('Edad:', 'Age:');

/** The words of a service's page around its own text (content/servicios/<slug>.md). */
export const servicePageTextIn = perLocale(
  {
    breadcrumbLabel: 'Ruta de navegación',
    sectionsLabel: 'En esta página',
    whereTitle: 'Dónde lo hago',
    whereLead: 'Con cita, en los días en que yo consulto ahí:',
    feeTitle: 'Costo',
    urgentTitle: 'Cuándo es urgente',
    urgentText: urgencyBannerIn.es.text,
    urgentFallback: urgencyBannerIn.es.fallback,
    emergencyNumber: urgencyBannerIn.es.emergencyNumber,
    faqEyebrow: 'Preguntas',
    faqTitle: (service: string) => `Preguntas sobre ${service}`,
    faqIntro: 'Respuestas generales. Cada caso es distinto: en consulta revisamos el tuyo.',
    relatedTitle: 'Servicios relacionados',
    moreInfo: 'Ver servicio',
    reviewed: (date: string) =>
      `Texto revisado por ${doctorWords.the} ${practice.doctor.name} el ${date}. Información general: no sustituye una consulta; la indicación se define en consulta.`,
    closingTitle: '¿Tienes dudas sobre tu caso?',
    closingLead:
      'Agenda tu valoración o escríbeme por WhatsApp; mi equipo te confirma la cita en menos de 24 horas.',
  },
  {
    breadcrumbLabel: 'Breadcrumb',
    sectionsLabel: 'On this page',
    whereTitle: 'Where I do it',
    whereLead: 'By appointment, on the days I see patients there:',
    feeTitle: 'Cost',
    urgentTitle: 'When it is urgent',
    urgentText: urgencyBannerIn.en.text,
    urgentFallback: urgencyBannerIn.en.fallback,
    emergencyNumber: urgencyBannerIn.en.emergencyNumber,
    faqEyebrow: 'Questions',
    faqTitle: (service: string) => `Questions about ${service}`,
    faqIntro: 'General answers. Every case is different: at your visit we go over yours.',
    relatedTitle: 'Related services',
    moreInfo: 'View service',
    reviewed: (date: string) =>
      `Text reviewed by ${practice.doctor.name} on ${date}. General information: it does not replace a consultation; whether a treatment is right for you is decided at your visit.`,
    closingTitle: 'Questions about your case?',
    closingLead:
      'Book your evaluation or message me on WhatsApp; my team will confirm your appointment within 24 hours.',
  },
);

/** WhatsApp greeting from a service's page: names the service, never asks for clinical detail. */
export const serviceWhatsappGreetingIn: PerLocale<(serviceTitle: string) => string> = {
  es: (serviceTitle) =>
    `Hola, ${practice.doctor.shortName}. Vi en su sitio web la página de ${serviceTitle} y me gustaría agendar una cita.`,
  en: (serviceTitle) =>
    `Hello, ${practice.doctor.shortName}. I saw the ${serviceTitle} page of your website in English and would like to book an appointment.`,
};

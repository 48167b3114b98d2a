import { formatPhone, formatPhoneIn } from '@/lib/phone-format';
import { perLocale, type PerLocale } from '@/lib/locale';
import { practice } from './practice';

/**
 * The words of the calls to action, per language. Their links (tel:, mailto:, WhatsApp, maps, the
 * booking anchor) are built in lib/practice-links.ts, which pairs each label here with its href.
 */

/**
 * WhatsApp greeting naming where the patient came from; never asks for clinical detail. The
 * English one is sent by a patient who reads English, which tells the practice in which language
 * to answer.
 */
export const whatsappGreetingIn: PerLocale<(origin: string) => string> = {
  es: (origin) =>
    `Hola, ${practice.doctor.shortName}. Vi su sitio web (${origin}) y me gustaría agendar una cita.`,
  en: (origin) =>
    `Hello, ${practice.doctor.shortName}. I saw your website in English (${origin}) and would like to book an appointment.`,
};

/** The subject an e-mail to the practice starts with. */
export const emailSubjectIn = perLocale(
  'Consulta desde el sitio web',
  'Appointment inquiry from your website (English)',
);

export const mainPhoneDisplay = formatPhone(practice.phones.main);
export const secondPhoneDisplay = formatPhone(practice.phones.second);

/** The practice's phones as each language's pages write them (lib/phone-format.ts). */
export const phoneDisplayIn: PerLocale<{ main: string; second: string; whatsapp: string }> = {
  es: {
    main: mainPhoneDisplay,
    second: secondPhoneDisplay,
    whatsapp: formatPhone(practice.phones.whatsapp),
  },
  en: {
    main: formatPhoneIn(practice.phones.main, 'en'),
    second: formatPhoneIn(practice.phones.second, 'en'),
    whatsapp: formatPhoneIn(practice.phones.whatsapp, 'en'),
  },
};

/** Every call to action docs/product.md names, with its label exactly as quoted. */
export const actionLabelsIn = perLocale(
  {
    bookAppointment: 'Agenda tu Cita',
    bookConsultation: 'Agenda tu Consulta',
    bookOnline: 'Agenda en Línea',
    callNow: 'Llama Ahora',
    callNowContact: 'Llamar Ahora',
    callForQuote: 'Llama para Cotizar',
    callWithNumber: `Llamar: ${mainPhoneDisplay}`,
    allServices: 'Conoce Todos Nuestros Servicios',
  },
  {
    bookAppointment: 'Book an Appointment',
    bookConsultation: 'Book a Consultation',
    bookOnline: 'Book Online',
    callNow: 'Call Now',
    callNowContact: 'Call Now',
    callForQuote: 'Call for a Quote',
    callWithNumber: `Call: ${formatPhoneIn(practice.phones.main, 'en')}`,
    allServices: 'See All Our Services',
  },
);

export type ActionKey = keyof (typeof actionLabelsIn)['es'];

export const actionTextIn = perLocale(
  { whatsapp: 'WhatsApp', moreInfo: 'Más Información', viewOnMap: 'Ver en Mapa', call: 'Llamar' },
  { whatsapp: 'WhatsApp', moreInfo: 'Learn More', viewOnMap: 'View on Map', call: 'Call' },
);

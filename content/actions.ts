import { formatPhone } from '@/lib/phone-format';
import { practice } from './practice';

/**
 * The words of the calls to action. Their links (tel:, mailto:, WhatsApp, maps, the booking
 * anchor) are built in lib/practice-links.ts, which pairs each label here with its href.
 */

/** WhatsApp greeting naming where the patient came from; never asks for clinical detail. */
export function whatsappGreeting(origin: string): string {
  return `Hola, ${practice.doctor.shortName}. Vi su sitio web (${origin}) y me gustaría agendar una cita.`;
}

/** The subject an e-mail to the practice starts with. */
export const emailSubject = 'Consulta desde el sitio web';

export const mainPhoneDisplay = formatPhone(practice.phones.main);
export const secondPhoneDisplay = formatPhone(practice.phones.second);

/** Every call to action docs/product.md names, with its label exactly as quoted. */
export const actionLabels = {
  bookAppointment: 'Agenda tu Cita',
  bookConsultation: 'Agenda tu Consulta',
  bookOnline: 'Agenda en Línea',
  callNow: 'Llama Ahora',
  callNowContact: 'Llamar Ahora',
  callForQuote: 'Llama para Cotizar',
  callWithNumber: `Llamar: ${mainPhoneDisplay}`,
  allServices: 'Conoce Todos Nuestros Servicios',
} as const;

export const actionText = {
  whatsapp: 'WhatsApp',
  moreInfo: 'Más Información',
  viewOnMap: 'Ver en Mapa',
  call: 'Llamar',
} as const;

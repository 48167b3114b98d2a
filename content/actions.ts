import { mailtoHref, mapsHref, telHref, whatsappHref, formatPhone } from '@/lib/contact-links';
import { practice } from './practice';
import type { CallToAction, PracticeLocation } from './types';

/** Where the booking buttons lead: the contact form. */
export const BOOKING_ANCHOR = 'agendar';
export const bookingHref = `/contacto/#${BOOKING_ANCHOR}`;

/** WhatsApp greeting naming where the patient came from; never asks for clinical detail. */
export function whatsappGreeting(origin: string): string {
  return `Hola, ${practice.doctor.shortName}. Vi su sitio web (${origin}) y me gustaría agendar una cita.`;
}

export function whatsappLink(origin: string): string {
  return whatsappHref(practice.phones.whatsapp, whatsappGreeting(origin));
}

export const mainPhoneHref = telHref(practice.phones.main);
export const mainPhoneDisplay = formatPhone(practice.phones.main);
export const secondPhoneHref = telHref(practice.phones.second);
export const secondPhoneDisplay = formatPhone(practice.phones.second);
export const emailHref = mailtoHref(practice.email, 'Consulta desde el sitio web');

export function practiceMapHref(place: PracticeLocation): string {
  return mapsHref(place.mapQuery);
}

export function practicePhoneHref(place: PracticeLocation): string {
  return telHref(place.phone);
}

/** Every call to action the spec names, with its label exactly as quoted. */
export const actions = {
  bookAppointment: { label: 'Agenda tu Cita', href: bookingHref },
  bookConsultation: { label: 'Agenda tu Consulta', href: bookingHref },
  bookOnline: { label: 'Agenda en Línea', href: bookingHref },
  callNow: { label: 'Llama Ahora', href: mainPhoneHref },
  callNowContact: { label: 'Llamar Ahora', href: mainPhoneHref },
  callForQuote: { label: 'Llama para Cotizar', href: mainPhoneHref },
  callWithNumber: { label: `Llamar: ${mainPhoneDisplay}`, href: mainPhoneHref },
  allServices: { label: 'Conoce Todos Nuestros Servicios', href: '/servicios/' },
} as const satisfies Record<string, CallToAction>;

export const actionText = {
  whatsapp: 'WhatsApp',
  moreInfo: 'Más Información',
  viewOnMap: 'Ver en Mapa',
  call: 'Llamar',
} as const;

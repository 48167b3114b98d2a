import { actionLabels, emailSubject, mainPhoneDisplay, whatsappGreeting } from '@/content/actions';
import { contactFormGreeting } from '@/content/contact';
import { practice } from '@/content/practice';
import { urgencyBanner } from '@/content/urgency';
import type { ServiceOptionValue } from '@/content/service-options';
import type { CallToAction, PracticeLocation } from '@/content/types';
import { SERVICE_QUERY } from './contact/service-query';
import type { ContactRoutes } from './contact/routes';
import { mailtoHref, mapsHref, shortCodeTelHref, telHref, whatsappHref } from './contact-links';

/**
 * The practice's links, built from its facts with the link builders: the calls to action, the
 * phones, the e-mail, WhatsApp and the maps. Content holds their words (content/actions.ts);
 * components and the structured data read the hrefs from here.
 */

/** Where the booking buttons lead: the contact form. */
export const BOOKING_ANCHOR = 'agendar';
export const bookingHref = `/contacto/#${BOOKING_ANCHOR}`;

/** The booking form with a service's option already selected: "/contacto/?servicio=catarata#agendar". */
export function serviceBookingHref(option: ServiceOptionValue | null): string {
  return option ? `/contacto/?${SERVICE_QUERY}=${option}#${BOOKING_ANCHOR}` : bookingHref;
}

export const mainPhoneHref = telHref(practice.phones.main);
export const secondPhoneHref = telHref(practice.phones.second);
export const emailHref = mailtoHref(practice.email, emailSubject);
/** The national emergency number, for an urgency nobody at the practice answers at once. */
export const emergencyHref = shortCodeTelHref(urgencyBanner.emergencyNumber);

export function whatsappLink(origin: string): string {
  return whatsappHref(practice.phones.whatsapp, whatsappGreeting(origin));
}

export function practiceMapHref(place: PracticeLocation): string {
  return mapsHref(place.mapQuery);
}

export function practicePhoneHref(place: PracticeLocation): string {
  return telHref(place.phone);
}

/** Every call to action: its label (content/actions.ts) and where it leads. */
export const actions = {
  bookAppointment: { label: actionLabels.bookAppointment, href: bookingHref },
  bookConsultation: { label: actionLabels.bookConsultation, href: bookingHref },
  bookOnline: { label: actionLabels.bookOnline, href: bookingHref },
  callNow: { label: actionLabels.callNow, href: mainPhoneHref },
  callNowContact: { label: actionLabels.callNowContact, href: mainPhoneHref },
  callForQuote: { label: actionLabels.callForQuote, href: mainPhoneHref },
  callWithNumber: { label: actionLabels.callWithNumber, href: mainPhoneHref },
  allServices: { label: actionLabels.allServices, href: '/servicios/' },
} as const satisfies Record<keyof typeof actionLabels, CallToAction>;

/** Practice facts the contact form needs in the browser, handed to it as a prop. */
export const contactRoutes: ContactRoutes = {
  greeting: contactFormGreeting,
  whatsappPhone: practice.phones.whatsapp,
  email: practice.email,
  emailHref,
  phoneHref: mainPhoneHref,
  phoneDisplay: mainPhoneDisplay,
};

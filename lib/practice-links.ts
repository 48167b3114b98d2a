import {
  actionLabelsIn,
  emailSubjectIn,
  phoneDisplayIn,
  whatsappGreetingIn,
  type ActionKey,
} from '@/content/actions';
import { contactFormGreetingIn, contactPageNoteIn } from '@/content/contact';
import { practice } from '@/content/practice';
import { urgencyBannerIn } from '@/content/urgency';
import type { ServiceOptionValue } from '@/content/service-options';
import type { CallToAction, PracticeLocation } from '@/content/types';
import { LOCALES, type Locale, type PerLocale } from './locale';
import { PAGE_PATHS } from './page-paths';
import { SERVICE_QUERY } from './contact/service-query';
import type { ContactRoutes } from './contact/routes';
import { mailtoHref, mapsHref, shortCodeTelHref, telHref, whatsappHref } from './contact-links';

/**
 * The practice's links, built from its facts with the link builders: the calls to action, the
 * phones, the e-mail, WhatsApp and the maps. Content holds their words (content/actions.ts);
 * components and the structured data read the hrefs from here. A link to a page leads to the page
 * in the language of the page it is on.
 */

/** Where the booking buttons lead: the contact form. */
export const BOOKING_ANCHOR = 'agendar';

export function bookingHref(locale: Locale): string {
  return `${PAGE_PATHS.contact[locale]}#${BOOKING_ANCHOR}`;
}

/** The booking form with a service's option already selected: "/contacto/?servicio=catarata#agendar". */
export function serviceBookingHref(locale: Locale, option: ServiceOptionValue | null): string {
  return option
    ? `${PAGE_PATHS.contact[locale]}?${SERVICE_QUERY}=${option}#${BOOKING_ANCHOR}`
    : bookingHref(locale);
}

export const mainPhoneHref = telHref(practice.phones.main);
export const secondPhoneHref = telHref(practice.phones.second);

export function emailHref(locale: Locale): string {
  return mailtoHref(practice.email, emailSubjectIn[locale]);
}

/** The national emergency number, for an urgency nobody at the practice answers at once. */
export const emergencyHref = shortCodeTelHref(urgencyBannerIn.es.emergencyNumber);

export function whatsappLink(locale: Locale, origin: string): string {
  return whatsappHref(practice.phones.whatsapp, whatsappGreetingIn[locale](origin));
}

export function practiceMapHref(place: PracticeLocation): string {
  return mapsHref(place.mapQuery);
}

export function practicePhoneHref(place: PracticeLocation): string {
  return telHref(place.phone);
}

function actionsFor(locale: Locale): Record<ActionKey, CallToAction> {
  const labels = actionLabelsIn[locale];
  const booking = bookingHref(locale);
  return {
    bookAppointment: { label: labels.bookAppointment, href: booking },
    bookConsultation: { label: labels.bookConsultation, href: booking },
    bookOnline: { label: labels.bookOnline, href: booking },
    callNow: { label: labels.callNow, href: mainPhoneHref },
    callNowContact: { label: labels.callNowContact, href: mainPhoneHref },
    callForQuote: { label: labels.callForQuote, href: mainPhoneHref },
    callWithNumber: { label: labels.callWithNumber, href: mainPhoneHref },
    allServices: { label: labels.allServices, href: PAGE_PATHS.services[locale] },
  };
}

/** Every call to action per language: its label (content/actions.ts) and where it leads. */
export const actionsIn = Object.fromEntries(
  LOCALES.map((locale) => [locale, actionsFor(locale)]),
) as PerLocale<Record<ActionKey, CallToAction>>;

/** Practice facts the contact form needs in the browser, handed to it as a prop. */
export function contactRoutes(locale: Locale): ContactRoutes {
  return {
    greeting: contactFormGreetingIn[locale],
    pageNote: contactPageNoteIn[locale],
    whatsappPhone: practice.phones.whatsapp,
    email: practice.email,
    emailHref: emailHref(locale),
    phoneHref: mainPhoneHref,
    phoneDisplay: phoneDisplayIn[locale].main,
  };
}

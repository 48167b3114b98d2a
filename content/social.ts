import type { Locale, PerLocale } from '@/lib/locale';
import { mainPhoneDisplay, phoneDisplayIn } from './actions';
import { doctorWords } from './doctor-words';
import { boardCredentialIn } from './credentials';
import { placeNames, practice, practiceIn } from './practice';
import { english } from './seo';

const towns = `${placeNames.towns}, ${placeNames.state}`;
const { towns: englishTowns, doctor: englishDoctor } = english;

/** The words of a social card: what the image says besides the page's title. */
export interface SocialCardWords {
  eyebrow: string;
  doctor: string;
  role: string;
  footer: string;
  monogram: string;
  /** og:locale: the language and country the card and its page are written for. */
  locale: string;
}

/** Copy of the generated social cards and icons (Open Graph, WhatsApp, Facebook previews), per language. */
export const socialCardIn: PerLocale<SocialCardWords> = {
  es: {
    eyebrow: `${practice.doctor.specialty} · ${towns}`,
    doctor: practice.doctor.name,
    role: `${practice.doctor.title} ${doctorWords.certified} por el ${practice.doctor.boardCertification}`,
    footer: `Citas al ${mainPhoneDisplay} · Consultorios en ${placeNames.towns}`,
    monogram: practice.doctor.monogram,
    locale: 'es_MX',
  },
  en: {
    eyebrow: `${practiceIn.en.doctor.specialty} · ${englishTowns}, ${placeNames.state}`,
    doctor: englishDoctor,
    role: `${practiceIn.en.doctor.title}, certified by the ${boardCredentialIn.en.body}`,
    footer: `Appointments ${phoneDisplayIn.en.main} · Offices in ${englishTowns}`,
    monogram: practice.doctor.monogram,
    locale: 'en_US',
  },
};

export const socialCard = socialCardIn.es;

/** Alternative text of a page's social card: what the image shows, in words, in the page's language. */
export function socialImageAltIn(locale: Locale, pageTitle: string): string {
  return locale === 'es'
    ? `${pageTitle}: ${practice.doctor.name}, ${practice.doctor.title.toLowerCase()} en ${towns}`
    : `${pageTitle}: ${englishDoctor}, ophthalmologist in ${englishTowns}, ${placeNames.state}`;
}

/** The longest label a home screen shows under an app's icon without cutting it. */
export const HOME_SCREEN_NAME_MAX = 12;

/**
 * The installed app's label: the doctor's short name when it fits ("Dr. Salas"), else that name
 * without its title ("Quintero" for "Dra. Quintero"), else the monogram.
 */
export function homeScreenName(shortName: string, monogram: string): string {
  const candidates = [shortName, shortName.replace(/^Dra?\.\s+/, '')];
  return candidates.find((name) => name.length <= HOME_SCREEN_NAME_MAX) ?? monogram;
}

/** Name and short name of the installed web app (manifest). */
export const appNames = {
  name: `${practice.brand} · ${practice.doctor.specialty}`,
  shortName: homeScreenName(practice.doctor.shortName, practice.doctor.monogram),
  description: `${practice.doctor.title} en ${towns}.`,
} as const;

import { mainPhoneDisplay } from './actions';
import { doctorWords } from './doctor-words';
import { placeNames, practice } from './practice';

const towns = `${placeNames.towns}, ${placeNames.state}`;

/** Copy of the generated social cards and icons (Open Graph, WhatsApp, Facebook previews). */
export const socialCard = {
  eyebrow: `${practice.doctor.specialty} · ${towns}`,
  doctor: practice.doctor.name,
  role: `${practice.doctor.title} ${doctorWords.certified} por el ${practice.doctor.boardCertification}`,
  footer: `Citas al ${mainPhoneDisplay} · Consultorios en ${placeNames.towns}`,
  monogram: practice.doctor.monogram,
  locale: 'es_MX',
} as const;

/** Alternative text of a page's social card: what the image shows, in words. */
export function socialImageAlt(pageTitle: string): string {
  return `${pageTitle}: ${practice.doctor.name}, ${practice.doctor.title.toLowerCase()} en ${towns}`;
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

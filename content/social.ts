import { mainPhoneDisplay } from './actions';
import { placeNames, practice } from './practice';

const towns = `${placeNames.towns}, ${placeNames.state}`;

/** Copy of the generated social cards and icons (Open Graph, WhatsApp, Facebook previews). */
export const socialCard = {
  eyebrow: `${practice.doctor.specialty} · ${towns}`,
  doctor: practice.doctor.name,
  role: `${practice.doctor.title} certificado por el ${practice.doctor.boardCertification}`,
  footer: `Citas al ${mainPhoneDisplay} · Consultorios en ${placeNames.towns}`,
  monogram: practice.doctor.monogram,
  locale: 'es_MX',
} as const;

/** Alternative text of a page's social card: what the image shows, in words. */
export function socialImageAlt(pageTitle: string): string {
  return `${pageTitle}: ${practice.doctor.name}, ${practice.doctor.title.toLowerCase()} en ${towns}`;
}

/** Name and short name of the installed web app (manifest). */
export const appNames = {
  name: `${practice.brand} · ${practice.doctor.specialty}`,
  shortName: practice.doctor.shortName,
  description: `${practice.doctor.title} en ${towns}.`,
} as const;

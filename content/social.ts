import { mainPhoneDisplay } from './actions';
import { practice } from './practice';

const [first, second] = practice.practices;
const towns = `${first.town} y ${second.town}, ${first.address.addressRegion}`;

/** Copy of the generated social cards and icons (Open Graph, WhatsApp, Facebook previews). */
export const socialCard = {
  eyebrow: `${practice.doctor.specialty} · ${towns}`,
  doctor: practice.doctor.name,
  role: `${practice.doctor.title} certificado por el ${practice.doctor.boardCertification}`,
  footer: `Citas al ${mainPhoneDisplay} · Consultorios en ${first.town} y ${second.town}`,
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

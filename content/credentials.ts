import type { Locale, PerLocale } from '@/lib/locale';
import { consultorio, consultorioIn } from './facts/load';
import { monthName } from './facts/month-names';
import type { Qualification } from './facts/schema';
import { LICENCE_LABELS_IN } from './practice';
import type { FeatureItem, TimelineEntry } from './types';

/**
 * The doctor's credentials worded as health-advertising rules ask (LGS art. 83, RLGSMP art. 19):
 * each title or diploma with the institution that issued it and its cédula number, plus the
 * board certificate in force (LGS art. 272 Bis). The footer, the home hero's card, the home
 * certifications and the about timeline all read these lines, so the wording is written once, in
 * each language. A cédula is issued by the SEP (Dirección General de Profesiones), never by the
 * university.
 */

/** Each kind of cédula by name; the schema holds the Spanish names, which the editor's select shows too. */
export const LICENCE_LABELS = LICENCE_LABELS_IN.es;

/** The public register where anyone can verify a cédula, and who keeps it, in each language. */
export const licenceRegistryIn = {
  es: {
    url: consultorio.licenceRegistryUrl,
    name: 'Registro Nacional de Profesionistas',
    keeper: 'SEP, Dirección General de Profesiones',
    /** Tooltip of each number. */
    verifyHint: 'Verifica esta cédula en el Registro Nacional de Profesionistas de la SEP',
    /** Visible line under the credentials (touch screens never see the tooltip). */
    verifyNote:
      'Verifica las cédulas en el Registro Nacional de Profesionistas (SEP, Dirección General de Profesiones).',
  },
  en: {
    url: consultorio.licenceRegistryUrl,
    name: 'National Registry of Professionals (Registro Nacional de Profesionistas)',
    keeper: 'SEP, Mexico’s General Directorate of Professions',
    verifyHint: 'Verify this license in the SEP’s National Registry of Professionals',
    verifyNote:
      'Verify the licenses in Mexico’s National Registry of Professionals (SEP, General Directorate of Professions).',
  },
} as const;
export const licenceRegistry = licenceRegistryIn.es;

export interface Credential {
  id: string;
  year: number;
  /** The title or diploma, as issued: "Especialidad en Oftalmología". */
  title: string;
  /** The institution that issued the title: "Universidad de Guadalajara". */
  institution: string;
  trainingSite: string | null;
  place: string | null;
  licence: { label: string; number: string };
  /** "Especialidad en Oftalmología, Universidad de Guadalajara · Cédula de especialidad 8765432". */
  text: string;
}

function credential(qualification: Qualification, locale: Locale): Credential {
  const label = LICENCE_LABELS_IN[locale][qualification.licence.kind];
  const { title, institution, licence } = qualification;
  return {
    id: qualification.id,
    year: qualification.year,
    title,
    institution,
    trainingSite: qualification.trainingSite ?? null,
    place: qualification.place ?? null,
    licence: { label, number: licence.number },
    text: `${title}, ${institution} · ${label} ${licence.number}`,
  };
}

/** Every title with its cédula, in the order of the facts (the degree first), in each language. */
export const credentialsIn: PerLocale<readonly Credential[]> = {
  es: consultorioIn.es.doctor.qualifications.map((item) => credential(item, 'es')),
  en: consultorioIn.en.doctor.qualifications.map((item) => credential(item, 'en')),
};
export const credentials = credentialsIn.es;

/** "2028-06-30" → "30 de junio de 2028" / "June 30, 2028" (no Intl: the same text on every machine). */
export function formatLongDateIn(iso: string, locale: Locale): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = monthName(month!, locale);
  return locale === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}
/** "2028-06-30" → "30 de junio de 2028". */
export const formatLongDate = (iso: string) => formatLongDateIn(iso, 'es');

/** The board certificate in force, with its number and validity, in one language. */
function boardCredentialOf(locale: Locale) {
  const board = consultorioIn[locale].doctor.boardCertification;
  const until = formatLongDateIn(board.validUntil, locale);
  return {
    body: board.body,
    number: board.number,
    since: board.since,
    validUntil: board.validUntil,
    text:
      locale === 'es'
        ? `Certificado vigente del ${board.body}, núm. ${board.number}, vigente hasta el ${until}`
        : `Current certificate of the ${board.body}, no. ${board.number}, valid until ${until}`,
  } as const;
}
export const boardCredentialIn = { es: boardCredentialOf('es'), en: boardCredentialOf('en') };
export const boardCredential = boardCredentialIn.es;

/** The COFEPRIS advertising notice, shown in the footer only once it has a number. */
const cofepris = consultorio.cofeprisNotice?.trim();
export const cofeprisLineIn: PerLocale<string | null> = {
  es: cofepris ? `Aviso de publicidad COFEPRIS: ${cofepris}` : null,
  en: cofepris ? `COFEPRIS advertising notice: ${cofepris}` : null,
};
export const cofeprisLine = cofeprisLineIn.es;

/** "Especialización" only with a subspecialty diploma in the facts; otherwise the doctor's areas of practice. */
const subspecialty = consultorio.doctor.qualifications.some((item) => item.subspecialty);
export const practiceAreasTitleIn: PerLocale<string> = {
  es: subspecialty ? 'Áreas de especialización' : 'Áreas de práctica',
  en: subspecialty ? 'Areas of specialization' : 'Areas of practice',
};
export const practiceAreasTitle = practiceAreasTitleIn.es;

export const NATIONAL_SOCIETY = consultorio.doctor.societies.national.name;
export const STATE_SOCIETY = consultorio.doctor.societies.state.name;

/** The society lines' words in each language: "Miembro" / "Member" when the facts name no role. */
const MEMBER = { es: 'Miembro', en: 'Member' } as const;

/** Certifications and memberships shown on the home page, in one language. */
function certificationsOf(locale: Locale): FeatureItem[] {
  const { doctor } = consultorioIn[locale];
  const { national, state } = doctor.societies;
  const [degree, specialty] = credentialsIn[locale] as [Credential, Credential];
  const board = boardCredentialIn[locale];
  const member = MEMBER[locale];
  const es = locale === 'es';
  return [
    {
      title: degree.title,
      description: `${degree.institution} · ${degree.licence.label} ${degree.licence.number}.`,
      icon: 'graduation-cap',
    },
    {
      title: es ? `Certificación en ${doctor.specialty}` : `Board certified in ${doctor.specialty}`,
      description: `${specialty.text}. ${board.text}.`,
      icon: 'badge-check',
    },
    {
      title: es ? 'Miembro de la Sociedad Nacional' : 'Member of the national society',
      description: `${national.role ?? member} ${es ? 'de la' : 'of the'} ${national.name}.`,
      icon: 'users',
    },
    {
      title: `${state.role ?? member}${state.period ? ` ${state.period}` : ''}`,
      description: `${state.role ?? member} ${es ? 'de la' : 'of the'} ${state.name}.`,
      icon: 'award',
    },
  ];
}
export const certificationsIn: PerLocale<readonly FeatureItem[]> = {
  es: certificationsOf('es'),
  en: certificationsOf('en'),
};
export const certifications = certificationsIn.es;

/** Where a title's training took place, as its timeline entry says it. */
function trainingLine(item: Credential, locale: Locale): string {
  if (item.trainingSite)
    return locale === 'es'
      ? `Residencia en el ${item.trainingSite}.`
      : `Residency at ${item.trainingSite}.`;
  if (item.place)
    return locale === 'es' ? `Formación en ${item.place}.` : `Training in ${item.place}.`;
  return '';
}

/** The about page's timeline entries for the titles and the board certificate, in one language. */
function credentialTimelineOf(locale: Locale): TimelineEntry[] {
  const { doctor } = consultorioIn[locale];
  const board = boardCredentialIn[locale];
  return [
    ...credentialsIn[locale].map((item) => ({
      year: String(item.year),
      title: item.title,
      institution: item.institution,
      description: trainingLine(item, locale),
      licence: item.licence,
    })),
    {
      year: String(board.since),
      title:
        locale === 'es'
          ? `Certificación en ${doctor.specialty}`
          : `Board certification in ${doctor.specialty}`,
      institution: board.body,
      description: `${board.text}, ${locale === 'es' ? 'con recertificación periódica' : 'with periodic recertification'}.`,
    },
  ];
}
export const credentialTimelineIn: PerLocale<readonly TimelineEntry[]> = {
  es: credentialTimelineOf('es'),
  en: credentialTimelineOf('en'),
};
export const credentialTimeline = credentialTimelineIn.es;

/** Memberships shown on the about page, in one language. */
function membershipsOf(locale: Locale): FeatureItem[] {
  const { national, state } = consultorioIn[locale].doctor.societies;
  const es = locale === 'es';
  const board =
    state.role && state.period
      ? es
        ? ` y ${state.role.toLowerCase()} de la mesa directiva durante el periodo ${state.period}`
        : ` and ${state.role.toLowerCase()} of its board for ${state.period}`
      : '';
  return [
    {
      title: national.name,
      description: es
        ? `${national.role ?? MEMBER.es}, con actualización continua en congresos y cursos nacionales.`
        : `${national.role ?? MEMBER.en}, keeping up to date through national conferences and courses.`,
      icon: 'users',
    },
    { title: state.name, description: `${MEMBER[locale]}${board}.`, icon: 'award' },
  ];
}
export const membershipsIn: PerLocale<readonly FeatureItem[]> = {
  es: membershipsOf('es'),
  en: membershipsOf('en'),
};
export const memberships = membershipsIn.es;

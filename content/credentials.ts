import { consultorio } from './facts/load';
import { MONTH_NAMES } from './facts/month-names';
import { LICENCE_KIND_LABELS, type Qualification } from './facts/schema';
import type { FeatureItem, TimelineEntry } from './types';

/**
 * The doctor's credentials worded as health-advertising rules ask (LGS art. 83, RLGSMP art. 19):
 * each title or diploma with the institution that issued it and its cédula number, plus the
 * board certificate in force (LGS art. 272 Bis). The footer, the home hero's card, the home
 * certifications and the about timeline all read these lines, so the wording is written once.
 * A cédula is issued by the SEP (Dirección General de Profesiones), never by the university.
 */

const { doctor } = consultorio;

/** Each kind of cédula by name; the schema holds the names, which the editor's select shows too. */
export const LICENCE_LABELS = LICENCE_KIND_LABELS satisfies Record<
  Qualification['licence']['kind'],
  string
>;

/** The public register where anyone can verify a cédula, and who keeps it. */
export const licenceRegistry = {
  url: consultorio.licenceRegistryUrl,
  name: 'Registro Nacional de Profesionistas',
  keeper: 'SEP, Dirección General de Profesiones',
  /** Tooltip of each number. */
  verifyHint: 'Verifica esta cédula en el Registro Nacional de Profesionistas de la SEP',
  /** Visible line under the credentials (touch screens never see the tooltip). */
  verifyNote:
    'Verifica las cédulas en el Registro Nacional de Profesionistas (SEP, Dirección General de Profesiones).',
} as const;

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

function credential(qualification: Qualification): Credential {
  const label = LICENCE_LABELS[qualification.licence.kind];
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

/** Every title with its cédula, in the order of the facts (the degree first). */
export const credentials: readonly Credential[] = doctor.qualifications.map(credential);

/** "2028-06-30" → "30 de junio de 2028" (no Intl: the same text on every machine). */
export function formatLongDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} de ${MONTH_NAMES[month! - 1]} de ${year}`;
}

const board = doctor.boardCertification;

/** The board certificate in force, with its number and validity. */
export const boardCredential = {
  body: board.body,
  number: board.number,
  since: board.since,
  validUntil: board.validUntil,
  text: `Certificado vigente del ${board.body}, núm. ${board.number}, vigente hasta el ${formatLongDate(board.validUntil)}`,
} as const;

/** The COFEPRIS advertising notice, shown in the footer only once it has a number. */
export const cofeprisLine = consultorio.cofeprisNotice?.trim()
  ? `Aviso de publicidad COFEPRIS: ${consultorio.cofeprisNotice.trim()}`
  : null;

/** "Especialización" only with a subspecialty diploma in the facts; otherwise the doctor's areas of practice. */
export const practiceAreasTitle = doctor.qualifications.some(
  (qualification) => qualification.subspecialty,
)
  ? 'Áreas de especialización'
  : 'Áreas de práctica';

const { national, state } = doctor.societies;
export const NATIONAL_SOCIETY = national.name;
export const STATE_SOCIETY = state.name;

const [degree, specialty] = credentials as [Credential, Credential];

/** Certifications and memberships shown on the home page. */
export const certifications: readonly FeatureItem[] = [
  {
    title: degree.title,
    description: `${degree.institution} · ${degree.licence.label} ${degree.licence.number}.`,
    icon: 'graduation-cap',
  },
  {
    title: `Certificación en ${doctor.specialty}`,
    description: `${specialty.text}. ${boardCredential.text}.`,
    icon: 'badge-check',
  },
  {
    title: 'Miembro de la Sociedad Nacional',
    description: `${national.role ?? 'Miembro'} de la ${national.name}.`,
    icon: 'users',
  },
  {
    title: `${state.role ?? 'Miembro'}${state.period ? ` ${state.period}` : ''}`,
    description: `${state.role ?? 'Miembro'} de la ${state.name}.`,
    icon: 'award',
  },
];

/** The about page's timeline entries for the titles and the board certificate, from the same lines. */
export const credentialTimeline: readonly TimelineEntry[] = [
  ...credentials.map((item) => ({
    year: String(item.year),
    title: item.title,
    institution: item.institution,
    description: item.trainingSite
      ? `Residencia en el ${item.trainingSite}.`
      : item.place
        ? `Formación en ${item.place}.`
        : '',
    licence: item.licence,
  })),
  {
    year: String(board.since),
    title: `Certificación en ${doctor.specialty}`,
    institution: board.body,
    description: `${boardCredential.text}, con recertificación periódica.`,
  },
];

/** Memberships shown on the about page. */
export const memberships: readonly FeatureItem[] = [
  {
    title: national.name,
    description: `${national.role ?? 'Miembro'}, con actualización continua en congresos y cursos nacionales.`,
    icon: 'users',
  },
  {
    title: state.name,
    description: `Miembro${state.role && state.period ? ` y ${state.role.toLowerCase()} de la mesa directiva durante el periodo ${state.period}` : ''}.`,
    icon: 'award',
  },
];

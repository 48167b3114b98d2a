import { capitalized, doctorWords } from './doctor-words';
import { placeNames, practice, qualifications } from './practice';
import type { PageSeo } from './types';

/** What a search result shows of a description before it cuts it. */
export const SEARCH_SNIPPET_CHARS = 160;

/**
 * The first of `versions` that a search result shows whole: the practice's own names vary in
 * length, so a description that names them has shorter versions without its longest facts. When
 * none fits, the last is cut at a word and ends in «…», as a search result would show it.
 */
export function fitForSearch(...versions: [string, ...string[]]): string {
  const fitting = versions.find((version) => version.length <= SEARCH_SNIPPET_CHARS);
  if (fitting) return fitting;
  const last = versions[versions.length - 1]!;
  const cut = last.lastIndexOf(' ', SEARCH_SNIPPET_CHARS - 1);
  return `${last.slice(0, cut > 0 ? cut : SEARCH_SNIPPET_CHARS - 1).replace(/[\s,;:.]+$/, '')}…`;
}

export const siteName = `${practice.doctor.name} · ${practice.doctor.title}`;
export const titleTemplate = `%s | ${practice.brand}, ${capitalized(doctorWords.ophthalmologist)}`;
export const defaultDescription = fitForSearch(
  `${practice.doctor.title} ${doctorWords.certified} en ${placeNames.towns}, ${placeNames.state}: cirugía de catarata, LASIK/PRK, glaucoma y oftalmología pediátrica.`,
  `${practice.doctor.title} ${doctorWords.certified} en ${placeNames.towns}: catarata, LASIK/PRK, glaucoma y oftalmología pediátrica.`,
);

const sharedKeywords = [
  doctorWords.ophthalmologist,
  `${doctorWords.surgeon} ${doctorWords.ophthalmologist}`,
  placeNames.hospitalTown,
  placeNames.unitTown,
  placeNames.state,
];

export const pageSeo = {
  home: {
    path: '/',
    title: `${capitalized(doctorWords.ophthalmologist)} en ${placeNames.towns}`,
    description: fitForSearch(
      `${practice.doctor.name}, ${practice.doctor.title.toLowerCase()} ${doctorWords.certified} en ${placeNames.towns}: consulta, catarata, LASIK/PRK, glaucoma y atención a niños.`,
      `${practice.doctor.name}, ${practice.doctor.title.toLowerCase()} ${doctorWords.certified} en ${placeNames.towns}.`,
    ),
    keywords: [
      ...sharedKeywords,
      'oculista',
      'cirugía de catarata',
      'LASIK',
      'oftalmología pediátrica',
    ],
  },
  about: {
    path: '/sobre-mi/',
    title: 'Sobre Mí',
    description: fitForSearch(
      `Conoce ${doctorWords.toThe} ${practice.doctor.name}: formación en ${qualifications[0]?.institution}, especialidad en oftalmología, certificación vigente y filosofía de atención.`,
      `Conoce ${doctorWords.toThe} ${practice.doctor.name}: su formación, especialidad en oftalmología, certificación vigente y filosofía de atención.`,
    ),
    keywords: [
      ...sharedKeywords,
      'trayectoria',
      'certificación',
      practice.doctor.boardCertification,
    ],
  },
  services: {
    path: '/servicios/',
    title: 'Servicios de Oftalmología',
    description:
      'Consulta, lentes, cirugía de catarata, LASIK/PRK, glaucoma, estrabismo, pterigión, cirugía plástica ocular y prevención para toda la familia.',
    keywords: [
      ...sharedKeywords,
      'cirugía de catarata',
      'LASIK',
      'PRK',
      'glaucoma',
      'estrabismo',
      'pterigión',
      'tamiz visual infantil',
    ],
  },
  contact: {
    path: '/contacto/',
    title: 'Contacto y Citas',
    description: fitForSearch(
      `Agenda tu cita con ${doctorWords.the} ${practice.doctor.name} en ${placeNames.eitherTown}. Teléfono, WhatsApp, correo, horarios y ubicación de los consultorios.`,
      `Agenda tu cita con ${doctorWords.the} ${practice.doctor.name}: teléfono, WhatsApp, correo, horarios y ubicación.`,
    ),
    keywords: [
      ...sharedKeywords,
      `agendar cita ${doctorWords.ophthalmologist}`,
      'consultorio oftalmológico',
      'horarios',
    ],
  },
  privacy: {
    path: '/aviso-de-privacidad/',
    title: 'Aviso de Privacidad',
    description: fitForSearch(
      `Aviso de privacidad ${doctorWords.ofThe} ${practice.doctor.name}: qué datos recaba el formulario, para qué y cómo ejercer tus derechos ARCO. Sin cookies ni rastreo.`,
      `Aviso de privacidad ${doctorWords.ofThe} ${practice.doctor.name}: tus datos, para qué se usan y tus derechos ARCO.`,
    ),
    keywords: [...sharedKeywords, 'aviso de privacidad', 'derechos ARCO', 'datos personales'],
  },
} as const satisfies Record<string, PageSeo>;

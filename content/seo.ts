import type { PerLocale } from '@/lib/locale';
import { PAGE_PATHS, type PageKey } from '@/lib/page-paths';
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

/** What a language says of the whole site: its name, each title's ending, and every page's search entry. */
export interface SiteSeo {
  siteName: string;
  titleTemplate: string;
  /** What a search result shows of a page that has no description of its own. */
  defaultDescription: string;
  pages: { readonly [Page in PageKey]: PageSeo };
}

const sharedKeywords = [
  doctorWords.ophthalmologist,
  `${doctorWords.surgeon} ${doctorWords.ophthalmologist}`,
  placeNames.hospitalTown,
  placeNames.unitTown,
  placeNames.state,
];

const spanish: SiteSeo = {
  siteName: `${practice.doctor.name} · ${practice.doctor.title}`,
  titleTemplate: `%s | ${practice.brand}, ${capitalized(doctorWords.ophthalmologist)}`,
  defaultDescription: fitForSearch(
    `${practice.doctor.title} ${doctorWords.certified} en ${placeNames.towns}, ${placeNames.state}: cirugía de catarata, LASIK/PRK, glaucoma y oftalmología pediátrica.`,
    `${practice.doctor.title} ${doctorWords.certified} en ${placeNames.towns}: catarata, LASIK/PRK, glaucoma y oftalmología pediátrica.`,
  ),
  pages: {
    home: {
      path: PAGE_PATHS.home.es,
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
      path: PAGE_PATHS.about.es,
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
      path: PAGE_PATHS.services.es,
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
      path: PAGE_PATHS.contact.es,
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
      path: PAGE_PATHS.privacy.es,
      title: 'Aviso de Privacidad',
      description: fitForSearch(
        `Aviso de privacidad ${doctorWords.ofThe} ${practice.doctor.name}: qué datos recaba el formulario, para qué y cómo ejercer tus derechos ARCO. Sin cookies ni rastreo.`,
        `Aviso de privacidad ${doctorWords.ofThe} ${practice.doctor.name}: tus datos, para qué se usan y tus derechos ARCO.`,
      ),
      keywords: [...sharedKeywords, 'aviso de privacidad', 'derechos ARCO', 'datos personales'],
    },
  },
};

/** English writes "Dr." before every doctor's name, where Spanish writes «Dra.» for a woman. */
function englishDoctorName(name: string): string {
  return name.replace(/^Dra\.(?=\s)/, 'Dr.');
}

/** The practice's names as English copy writes them, composed from the facts. */
export const english = {
  doctor: englishDoctorName(practice.doctor.name),
  brand: englishDoctorName(practice.brand),
  towns: `${placeNames.hospitalTown} and ${placeNames.unitTown}`,
  eitherTown: `${placeNames.hospitalTown} or ${placeNames.unitTown}`,
};

/** What patients type when they search in English: the kind of doctor, then the place. */
const sharedKeywordsEnglish = [
  'ophthalmologist',
  'eye doctor',
  'eye surgeon',
  `eye doctor ${placeNames.hospitalTown}`,
  `eye doctor ${placeNames.unitTown}`,
  `ophthalmologist ${placeNames.state}`,
  `English-speaking eye doctor ${placeNames.state}`,
];

const englishSeo: SiteSeo = {
  siteName: `${english.doctor} · Ophthalmic Surgeon`,
  titleTemplate: `%s | ${english.brand}, Ophthalmologist`,
  defaultDescription: fitForSearch(
    `Board-certified ophthalmologist and eye surgeon in ${english.towns}, ${placeNames.state}: cataract surgery, LASIK/PRK, glaucoma and eye care for children.`,
    `Board-certified ophthalmologist in ${english.towns}: cataract surgery, LASIK/PRK, glaucoma and eye care for children.`,
  ),
  pages: {
    home: {
      path: PAGE_PATHS.home.en,
      title: `Eye Doctor in ${english.towns}`,
      description: fitForSearch(
        `${english.doctor}, board-certified ophthalmologist in ${english.towns}, ${placeNames.state}: eye exams, cataract surgery, LASIK/PRK, glaucoma and care for children.`,
        `${english.doctor}, board-certified ophthalmologist in ${english.towns}: eye exams, cataract surgery, LASIK/PRK and glaucoma.`,
        `${english.doctor}, board-certified ophthalmologist in ${english.towns}.`,
      ),
      keywords: [
        ...sharedKeywordsEnglish,
        'cataract surgery',
        'LASIK',
        'pediatric ophthalmologist',
      ],
    },
    about: {
      path: PAGE_PATHS.about.en,
      title: 'About Me',
      description: fitForSearch(
        `Meet ${english.doctor}: medical degree from ${qualifications[0]?.institution}, ophthalmology residency, board certification and approach to care.`,
        `Meet ${english.doctor}: medical training, residency in ophthalmology, current board certification and approach to patient care.`,
      ),
      keywords: [
        ...sharedKeywordsEnglish,
        'board-certified ophthalmologist',
        'credentials',
        practice.doctor.boardCertification,
      ],
    },
    services: {
      path: PAGE_PATHS.services.en,
      title: 'Eye Care and Surgery Services',
      description: fitForSearch(
        'Eye exams, glasses prescriptions, cataract surgery, LASIK/PRK, glaucoma, strabismus, pterygium, eyelid surgery and preventive care for the whole family.',
        'Eye exams, cataract surgery, LASIK/PRK, glaucoma, strabismus, pterygium, eyelid surgery and preventive care for the whole family.',
      ),
      keywords: [
        ...sharedKeywordsEnglish,
        'cataract surgery',
        'LASIK',
        'PRK',
        'glaucoma treatment',
        'strabismus',
        'pterygium surgery',
        "children's vision screening",
      ],
    },
    contact: {
      path: PAGE_PATHS.contact.en,
      title: 'Contact and Appointments',
      description: fitForSearch(
        `Book an appointment with ${english.doctor} in ${english.eitherTown}. Phone, WhatsApp, email, office hours and directions to both offices.`,
        `Book an appointment with ${english.doctor}: phone, WhatsApp, email, office hours and directions.`,
      ),
      keywords: [
        ...sharedKeywordsEnglish,
        'eye doctor appointment',
        'eye exam appointment',
        'office hours',
      ],
    },
    privacy: {
      path: PAGE_PATHS.privacy.en,
      title: 'Privacy Notice',
      description: fitForSearch(
        `Privacy notice of ${english.doctor}: what the contact form collects, why, and how to exercise your ARCO rights. No cookies, no tracking.`,
        `Privacy notice of ${english.doctor}: your data, what it is used for and your ARCO rights.`,
      ),
      keywords: [...sharedKeywordsEnglish, 'privacy notice', 'ARCO rights', 'personal data'],
    },
  },
};

/** The search words of each language: a missing English entry is a type error. */
export const seoIn: PerLocale<SiteSeo> = { es: spanish, en: englishSeo };

/** The Spanish site's words, the site's first language, as every Spanish page reads them. */
export const { siteName, titleTemplate, defaultDescription } = spanish;
export const pageSeo = spanish.pages;

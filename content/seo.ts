import { capitalized, doctorWords } from './doctor-words';
import { placeNames, practice, qualifications } from './practice';
import type { PageSeo } from './types';

export const siteName = `${practice.doctor.name} · ${practice.doctor.title}`;
export const titleTemplate = `%s | ${practice.brand}, ${capitalized(doctorWords.ophthalmologist)}`;
export const defaultDescription = `${practice.doctor.title} ${doctorWords.certified} en ${placeNames.towns}, ${placeNames.state}: cirugía de catarata, LASIK/PRK, glaucoma y oftalmología pediátrica.`;

const sharedKeywords = [doctorWords.ophthalmologist, `${doctorWords.surgeon} ${doctorWords.ophthalmologist}`, placeNames.hospitalTown, placeNames.unitTown, placeNames.state];

export const pageSeo = {
  home: {
    path: '/',
    title: `${capitalized(doctorWords.ophthalmologist)} en ${placeNames.towns}`,
    description: `${practice.doctor.name}, ${practice.doctor.title.toLowerCase()} ${doctorWords.certified} en ${placeNames.towns}: consulta, catarata, LASIK/PRK, glaucoma y atención a niños.`,
    keywords: [...sharedKeywords, 'oculista', 'cirugía de catarata', 'LASIK', 'oftalmología pediátrica'],
  },
  about: {
    path: '/sobre-mi/',
    title: 'Sobre Mí',
    description: `Conoce al ${practice.doctor.name}: formación en la ${qualifications[0]?.institution}, especialidad en oftalmología, certificación vigente y filosofía de atención.`,
    keywords: [...sharedKeywords, 'trayectoria', 'certificación', practice.doctor.boardCertification],
  },
  services: {
    path: '/servicios/',
    title: 'Servicios de Oftalmología',
    description: 'Consulta, lentes, cirugía de catarata, LASIK/PRK, glaucoma, estrabismo, pterigión, cirugía plástica ocular y prevención para toda la familia.',
    keywords: [...sharedKeywords, 'cirugía de catarata', 'LASIK', 'PRK', 'glaucoma', 'estrabismo', 'pterigión', 'tamiz visual infantil'],
  },
  contact: {
    path: '/contacto/',
    title: 'Contacto y Citas',
    description: `Agenda tu cita con el ${practice.doctor.name} en ${placeNames.eitherTown}. Teléfono, WhatsApp, correo, horarios y ubicación de los consultorios.`,
    keywords: [...sharedKeywords, `agendar cita ${doctorWords.ophthalmologist}`, 'consultorio oftalmológico', 'horarios'],
  },
  privacy: {
    path: '/aviso-de-privacidad/',
    title: 'Aviso de Privacidad',
    description: `Aviso de privacidad del ${practice.doctor.name}: qué datos recaba el formulario, para qué y cómo ejercer tus derechos ARCO. Sin cookies ni rastreo.`,
    keywords: [...sharedKeywords, 'aviso de privacidad', 'derechos ARCO', 'datos personales'],
  },
} as const satisfies Record<string, PageSeo>;

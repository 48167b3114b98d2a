import { practice } from './practice';
import type { PageSeo } from './types';

export const siteName = `${practice.doctor.name} · ${practice.doctor.title}`;
export const titleTemplate = `%s | ${practice.brand}, Oftalmólogo`;
export const defaultDescription = `${practice.doctor.title} certificado en Tepic y San Blas, Nayarit: cirugía de catarata, LASIK/PRK, glaucoma y oftalmología pediátrica.`;

const sharedKeywords = ['oftalmólogo', 'cirujano oftalmólogo', 'Tepic', 'San Blas', 'Nayarit'];

export const pageSeo = {
  home: {
    path: '/',
    title: 'Oftalmólogo en Tepic y San Blas',
    description: `${practice.doctor.name}, ${practice.doctor.title.toLowerCase()} certificado con 15+ años de experiencia: catarata, LASIK/PRK y oftalmología pediátrica en Tepic y San Blas.`,
    keywords: [...sharedKeywords, 'oculista', 'cirugía de catarata', 'LASIK', 'oftalmología pediátrica'],
  },
  about: {
    path: '/sobre-mi',
    title: 'Sobre Mí',
    description: `${practice.doctor.name}: formación en la Universidad de Guadalajara, certificación del ${practice.doctor.boardCertification} y su filosofía de atención.`,
    keywords: [...sharedKeywords, 'trayectoria', 'certificación', practice.doctor.boardCertification],
  },
  services: {
    path: '/servicios',
    title: 'Servicios de Oftalmología',
    description: 'Consulta, graduación, cirugía de catarata, LASIK/PRK, glaucoma, estrabismo, pterigión, cirugía plástica ocular y prevención para toda la familia.',
    keywords: [...sharedKeywords, 'cirugía de catarata', 'LASIK', 'PRK', 'glaucoma', 'estrabismo', 'pterigión', 'tamiz visual infantil'],
  },
  contact: {
    path: '/contacto',
    title: 'Contacto y Citas',
    description: `Agenda tu cita con el ${practice.doctor.name} en Tepic o San Blas. Teléfono, WhatsApp, correo, horarios y ubicación de los consultorios.`,
    keywords: [...sharedKeywords, 'agendar cita oftalmólogo', 'consultorio oftalmológico', 'horarios'],
  },
  privacy: {
    path: '/aviso-de-privacidad',
    title: 'Aviso de Privacidad',
    description: `Aviso de privacidad del ${practice.doctor.name}: qué datos pide el formulario de contacto, para qué, tus derechos ARCO; sin cookies ni rastreo.`,
    keywords: [...sharedKeywords, 'aviso de privacidad', 'derechos ARCO', 'datos personales'],
  },
} as const satisfies Record<string, PageSeo>;

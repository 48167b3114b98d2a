import { practice } from './practice';
import type { HeroContent } from './types';

/** Route of the full privacy notice (aviso de privacidad). */
export const privacyPath = '/aviso-de-privacidad/';

/** The footer's link to it. */
export const privacyLink = { href: privacyPath, label: 'Aviso de privacidad' } as const;

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

const { doctor } = practice;
const [hospital, unit] = practice.practices;

export const privacyHero: HeroContent = {
  eyebrow: 'Aviso de privacidad',
  title: `Aviso de privacidad integral del consultorio de oftalmología en ${hospital.town} y ${unit.town}`,
  lead: `Cómo cuida el ${doctor.name} los datos personales que compartes al escribirnos desde este sitio.`,
};

/** Date of the current version, shown on the page: ISO for <time>, words for people. */
export const privacyUpdated = { iso: '2026-11-22', label: 'Última actualización: 22 de noviembre de 2026' } as const;

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'responsable',
    title: 'Quién es responsable de tus datos',
    paragraphs: [
      `El responsable del tratamiento de tus datos personales es el ${doctor.name}, ${doctor.title.toLowerCase()}, con domicilio para oír y recibir notificaciones en ${hospital.fullAddress} También atiende en ${unit.fullAddress}`,
      `Puedes escribirle sobre este aviso a ${practice.email}.`,
    ],
  },
  {
    id: 'datos',
    title: 'Qué datos recabamos',
    paragraphs: ['Solo los que escribes en el formulario de contacto o en tu mensaje de WhatsApp:'],
    items: ['Nombre completo.', 'Teléfono.', 'Correo electrónico.', 'Servicio de interés (opcional).', 'El texto de tu mensaje.'],
  },
  {
    id: 'finalidades',
    title: 'Para qué los usamos',
    paragraphs: [
      'Para responder tu mensaje, agendar, confirmar o cambiar tu cita y darte la información que pediste sobre los servicios. No los usamos para publicidad ni los vendemos.',
    ],
  },
  {
    id: 'datos-de-salud',
    title: 'Datos de salud',
    paragraphs: [
      'Tu mensaje podría contener datos de salud, que la ley considera datos personales sensibles. Te pedimos no incluir diagnósticos, estudios ni otros datos clínicos: los revisamos en consulta.',
      'Si aun así los compartes, al enviarlos consientes expresamente que los tratemos solo para atender tu solicitud, con acceso restringido al médico y a su personal, y los eliminamos cuando dejan de ser necesarios para ese fin.',
    ],
  },
  {
    id: 'transferencias',
    title: 'Cómo llega tu mensaje y quién más lo trata',
    paragraphs: [
      'Según cómo esté configurado el sitio, tu mensaje se entrega por una de estas vías, que tratan tus datos por cuenta nuestra y solo para entregarlo:',
    ],
    items: [
      'WhatsApp: el formulario abre WhatsApp con tu mensaje listo y tú decides enviarlo; WhatsApp (Meta) lo trata según su propio aviso de privacidad.',
      'Servicio de recepción de mensajes: cuando el sitio tiene uno configurado, el formulario le envía tus datos por una conexión cifrada y el servicio los entrega al consultorio.',
    ],
  },
  {
    id: 'derechos-arco',
    title: 'Tus derechos ARCO',
    paragraphs: [
      `Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su uso (derechos ARCO), así como revocar tu consentimiento, escribiendo a ${practice.email}. Indica tu nombre, el derecho que quieres ejercer y un medio para responderte; te contestamos en un máximo de 20 días hábiles.`,
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies y rastreo',
    paragraphs: [
      'Este sitio no usa cookies, píxeles de rastreo, analítica ni scripts de terceros. Lo que escribes en el formulario se guarda solo en tu navegador como borrador, para que no se pierda, y se borra al enviarlo.',
    ],
  },
  {
    id: 'cambios',
    title: 'Cambios a este aviso',
    paragraphs: ['Cualquier cambio a este aviso se publica en esta misma página, con la fecha de su última actualización.'],
  },
];

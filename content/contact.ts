import { formatPhone } from '@/lib/contact-links';
import type { ContactRoutes } from '@/lib/contact/routes';
import { emailHref, mainPhoneDisplay, mainPhoneHref } from './actions';
import { practice } from './practice';
import type { ContactMethod, HeroContent } from './types';

export * from './contact-ui';

export const contactHero: HeroContent = {
  eyebrow: 'Contacto',
  title: 'Contacto y citas con el oftalmólogo en Tepic y San Blas',
  lead: 'Llámanos, escríbenos por WhatsApp o deja tu mensaje: te respondemos en menos de 24 horas.',
};

export const contactMethods: readonly ContactMethod[] = [
  {
    id: 'telefono',
    title: 'Teléfono',
    primaryValue: formatPhone(practice.phones.main),
    secondaryValue: formatPhone(practice.phones.second),
    description: `${practice.practices[0].town} y ${practice.practices[1].town}`,
    icon: 'phone',
  },
  {
    id: 'whatsapp',
    title: 'WhatsApp',
    primaryValue: formatPhone(practice.phones.whatsapp),
    secondaryValue: 'Mensajes y citas',
    description: 'Escríbenos a cualquier hora; contestamos en horario de consulta.',
    icon: 'message-circle',
  },
  {
    id: 'correo',
    title: 'Correo Electrónico',
    primaryValue: practice.email,
    secondaryValue: 'Dudas, facturas y trámites',
    description: 'Respuesta en menos de 24 horas.',
    icon: 'mail',
  },
];

export const practicesSection = {
  eyebrow: 'Consultorios',
  title: 'Nuestros consultorios',
  scheduleTitle: 'Horario',
  featuresTitle: 'Servicios en este consultorio',
} as const;

/** Routes beside the form, also for browsers without JavaScript. */
export const otherRoutes = {
  title: '¿Prefieres otra vía?',
  intro: 'Escríbenos o llámanos directamente; respondemos en horario de consulta.',
  whatsapp: 'Escribir por WhatsApp',
  call: 'Llamar',
  email: 'Enviar correo',
  saveContact: 'Guardar contacto',
  saveContactHint: 'Descarga nuestros datos a tu agenda (vCard).',
} as const;

/** Practice facts the contact form needs in the browser, handed to it as a prop. */
export const contactRoutes: ContactRoutes = {
  greeting: `Hola, ${practice.doctor.shortName}. Le escribo desde el formulario de contacto del sitio web.`,
  whatsappPhone: practice.phones.whatsapp,
  email: practice.email,
  emailHref,
  phoneHref: mainPhoneHref,
  phoneDisplay: mainPhoneDisplay,
};

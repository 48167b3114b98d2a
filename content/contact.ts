import { perLocale } from '@/lib/locale';
import { formatPhone } from '@/lib/phone-format';
import { doctorWords } from './doctor-words';
import { placeNames, practice } from './practice';
import type { ContactMethod, HeroContent } from './types';

export * from './contact-ui';

export const contactHero: HeroContent = {
  eyebrow: 'Contacto',
  title: `Contacto y citas con ${doctorWords.the} ${doctorWords.ophthalmologist} en ${placeNames.towns}`,
  lead: 'Llama, escribe por WhatsApp o deja tu mensaje: mi equipo te responde en menos de 24 horas.',
};

export const contactMethods: readonly ContactMethod[] = [
  {
    id: 'telefono',
    title: 'Teléfono',
    primaryValue: formatPhone(practice.phones.main),
    secondaryValue: formatPhone(practice.phones.second),
    description: placeNames.towns,
    icon: 'phone',
  },
  {
    id: 'whatsapp',
    title: 'WhatsApp',
    primaryValue: formatPhone(practice.phones.whatsapp),
    secondaryValue: 'Mensajes y citas',
    description: 'Escribe a cualquier hora; mi equipo contesta en horario de consulta.',
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
  title: 'Mis consultorios',
  scheduleTitle: 'Horario',
  featuresTitle: 'Servicios en este consultorio',
  facilitiesTitle: 'Instalaciones',
} as const;

/** Routes beside the form, also for browsers without JavaScript. */
export const otherRoutes = {
  title: '¿Prefieres otra vía?',
  intro: 'Escribe o llama directamente; mi equipo responde en horario de consulta.',
  whatsapp: 'Escribir por WhatsApp',
  call: 'Llamar',
  email: 'Enviar correo',
  saveContact: 'Guardar contacto',
  saveContactHint: 'Guarda mis datos de contacto en tu agenda (vCard).',
} as const;

/**
 * The first line of a message sent from the contact form (lib/practice-links.ts: contactRoutes).
 * The English one says the patient wrote from the English page, so the practice answers in English.
 */
export const contactFormGreetingIn = perLocale(
  `Hola, ${practice.doctor.shortName}. Le escribo desde el formulario de contacto del sitio web.`,
  `Hello, ${practice.doctor.shortName}. I am writing from the contact form of your website in English.`,
);

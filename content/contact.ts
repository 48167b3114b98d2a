import { formatPhone } from '@/lib/contact-links';
import { practice } from './practice';
import type { ContactFormField, ContactMethod, HeroContent } from './types';

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
    secondaryValue: 'Dudas y documentos',
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

export const urgencyBanner = {
  title: '¿Tienes una urgencia?',
  text: 'Si tienes una urgencia fuera del horario de consulta, llama directamente. Disponible 24/7 para emergencias.',
} as const;

export const formSection = {
  eyebrow: 'Agenda tu cita',
  title: 'Envíanos un mensaje',
  intro: 'Cuéntanos qué necesitas y en qué consultorio prefieres tu cita. Te contactamos para confirmar día y hora.',
  note: '* Campos obligatorios. Responderemos tu mensaje en menos de 24 horas.',
  submit: 'Enviar Mensaje',
  servicePlaceholder: 'Selecciona un servicio',
  otherRoutesTitle: '¿Prefieres otra vía?',
} as const;

/** Fields of the contact form (spec sections 3, 5 and 9). */
export const formFields = {
  name: { name: 'name', label: 'Nombre Completo', required: true, maxLength: 100, placeholder: 'Tu nombre y apellidos' },
  phone: { name: 'phone', label: 'Teléfono', required: true, maxLength: 20, placeholder: '311 123 4567' },
  email: { name: 'email', label: 'Correo Electrónico', required: true, maxLength: 254, placeholder: 'tu@correo.com' },
  service: { name: 'service', label: 'Servicio de interés', required: false, maxLength: 20 },
  message: { name: 'message', label: 'Mensaje', required: true, maxLength: 2000, placeholder: '¿En qué podemos ayudarte? Indica tu consultorio y horario preferidos.' },
} as const satisfies Record<string, ContactFormField>;

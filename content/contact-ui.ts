import { FIELD_MAX_LENGTH, HONEYPOT_NAME } from '@/lib/contact/fields';
import { formatPhone } from '@/lib/phone-format';
import { practice } from './practice';
import type { ContactFormField } from './types';

/**
 * Copy of the contact form, rendered on the server. Client leaves import only the
 * small modules they need (contact-status, contact-message, open-now) or get their
 * strings as props, so the browser does not download the whole page's copy.
 */

export const formSection = {
  eyebrow: 'Agenda tu cita',
  title: 'Envíanos un mensaje',
  intro:
    'Cuéntanos qué necesitas y en qué consultorio prefieres tu cita. Te contactamos para confirmar día y hora.',
  note: '* Campos obligatorios. Responderemos tu mensaje en menos de 24 horas.',
  submit: 'Enviar Mensaje',
  servicePlaceholder: 'Selecciona un servicio',
  otherRoutesTitle: '¿Prefieres otra vía?',
} as const;

/** The submit button, at rest, while sending, and before the page's JavaScript has arrived. */
export const formSubmitLabels = {
  submit: formSection.submit,
  sending: 'Enviando…',
  preparing: 'Preparando el formulario…',
  ready: 'El formulario está listo para enviar.',
} as const;

/** An example number with the main phone's area code ("311 123 4567"), so it reads as local. */
const phonePlaceholder = `${formatPhone(practice.phones.main).slice(0, 3)} 123 4567`;

/** Fields of the contact form (docs/product.md, The contact form). */
export const formFields = {
  name: {
    name: 'name',
    label: 'Nombre Completo',
    required: true,
    maxLength: FIELD_MAX_LENGTH.name,
    placeholder: 'Tu nombre y apellidos',
  },
  phone: {
    name: 'phone',
    label: 'Teléfono',
    required: true,
    maxLength: FIELD_MAX_LENGTH.phone,
    placeholder: phonePlaceholder,
  },
  email: {
    name: 'email',
    label: 'Correo Electrónico',
    required: true,
    maxLength: FIELD_MAX_LENGTH.email,
    placeholder: 'tu@correo.com',
  },
  service: {
    name: 'service',
    label: 'Servicio de interés',
    required: false,
    maxLength: FIELD_MAX_LENGTH.service,
  },
  message: {
    name: 'message',
    label: 'Mensaje',
    required: true,
    maxLength: FIELD_MAX_LENGTH.message,
    placeholder: '¿En qué podemos ayudarte? Indica tu consultorio y horario preferidos.',
  },
} as const satisfies Record<string, ContactFormField>;

/** Honeypot: hidden from people and assistive technology; only bots fill it. */
export const honeypotField = { label: 'Deja este campo vacío', name: HONEYPOT_NAME } as const;

/** The copy-e-mail button beside the address. */
export const copyEmailText = {
  label: 'Copiar correo',
  copied: 'Correo copiado',
  failed: 'No se pudo copiar el correo; selecciónalo y cópialo a mano.',
} as const;

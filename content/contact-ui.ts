import { FIELD_MAX_LENGTH, HONEYPOT_NAME, type FieldName } from '@/lib/contact/fields';
import { perLocale, type Locale } from '@/lib/locale';
import { formatPhone } from '@/lib/phone-format';
import { practice } from './practice';
import type { ContactFormField } from './types';

/**
 * Copy of the contact form, per language, rendered on the server. Client components get their
 * language's words as props, so the browser never downloads the other language, nor the page's
 * whole copy.
 */

export const formSectionIn = perLocale(
  {
    eyebrow: 'Agenda tu cita',
    title: 'Envíanos un mensaje',
    intro:
      'Cuéntanos qué necesitas y en qué consultorio prefieres tu cita. Te contactamos para confirmar día y hora.',
    note: '* Campos obligatorios. Responderemos tu mensaje en menos de 24 horas.',
    servicePlaceholder: 'Selecciona un servicio',
  },
  {
    eyebrow: 'Book your appointment',
    title: 'Send us a message',
    intro:
      'Tell us what you need and which location you prefer. We will contact you to confirm the day and time.',
    note: '* Required fields. We will reply to your message within 24 hours.',
    servicePlaceholder: 'Choose a service',
  },
);

/** The submit button, at rest, while sending, and before the page's JavaScript has arrived. */
export const formSubmitLabelsIn = perLocale(
  {
    submit: 'Enviar Mensaje',
    sending: 'Enviando…',
    preparing: 'Preparando el formulario…',
    ready: 'El formulario está listo para enviar.',
  },
  {
    submit: 'Send Message',
    sending: 'Sending…',
    preparing: 'Getting the form ready…',
    ready: 'The form is ready to send.',
  },
);

/** The main phone's area code ("311"), so the example number reads as local. */
const areaCode = formatPhone(practice.phones.main).slice(0, 3);

/**
 * A field's words: label, placeholder, and what the form says when the browser refuses it (empty
 * though required; in the e-mail field, not an address either), so the message is in the page's
 * language rather than the browser's. One sentence per field covers every refusal it can meet.
 */
interface FieldWords {
  label: string;
  placeholder?: string;
  invalid?: string;
}

/** A field of the contact form with its words. */
export type ContactFormFieldText = ContactFormField & Omit<FieldWords, 'label'>;

const fieldWordsIn = perLocale<Record<FieldName, FieldWords>>(
  {
    name: {
      label: 'Nombre Completo',
      placeholder: 'Tu nombre y apellidos',
      invalid: 'Escribe tu nombre completo.',
    },
    phone: {
      label: 'Teléfono',
      placeholder: `${areaCode} 123 4567`,
      invalid: 'Escribe un teléfono donde podamos localizarte.',
    },
    email: {
      label: 'Correo Electrónico',
      placeholder: 'tu@correo.com',
      invalid: 'Escribe tu correo electrónico, como tu@correo.com.',
    },
    service: { label: 'Servicio de interés' },
    message: {
      label: 'Mensaje',
      placeholder: '¿En qué podemos ayudarte? Indica tu consultorio y horario preferidos.',
      invalid: 'Escribe tu mensaje: cuéntanos en qué podemos ayudarte.',
    },
  },
  {
    name: {
      label: 'Full Name',
      placeholder: 'Your first and last name',
      invalid: 'Please enter your full name.',
    },
    phone: {
      label: 'Phone',
      placeholder: `+52 ${areaCode} 123 4567`,
      invalid: 'Please enter a phone number where we can reach you.',
    },
    email: {
      label: 'Email',
      placeholder: 'you@example.com',
      invalid: 'Please enter your email address, like you@example.com.',
    },
    service: { label: 'Service of interest' },
    message: {
      label: 'Message',
      placeholder: 'How can we help? Let us know which location and what times work best for you.',
      invalid: 'Please tell us how we can help.',
    },
  },
);

/** Which fields the patient must fill (docs/product.md, The contact form). */
const REQUIRED: Record<FieldName, boolean> = {
  name: true,
  phone: true,
  email: true,
  service: false,
  message: true,
};

/** Fields of the contact form in `locale`: name, limits and required flag are the same in each. */
export function formFieldsIn(locale: Locale): Record<FieldName, ContactFormFieldText> {
  const words = fieldWordsIn[locale];
  const field = (name: FieldName): ContactFormFieldText => ({
    name,
    required: REQUIRED[name],
    maxLength: FIELD_MAX_LENGTH[name],
    ...words[name],
  });
  return {
    name: field('name'),
    phone: field('phone'),
    email: field('email'),
    service: field('service'),
    message: field('message'),
  };
}

/** Honeypot: hidden from people and assistive technology; only bots fill it. */
export const honeypotFieldIn = perLocale(
  { label: 'Deja este campo vacío', name: HONEYPOT_NAME },
  { label: 'Leave this field empty', name: HONEYPOT_NAME },
);

/** The copy-e-mail button beside the address. */
export const copyEmailTextIn = perLocale(
  {
    label: 'Copiar correo',
    copied: 'Correo copiado',
    failed: 'No se pudo copiar el correo; selecciónalo y cópialo a mano.',
  },
  {
    label: 'Copy email',
    copied: 'Email copied',
    failed: 'The email could not be copied; select it and copy it by hand.',
  },
);

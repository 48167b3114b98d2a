import type { ContactFormField } from './types';

/**
 * Copy of the contact page's client leaves (form, open-now badge, copy button).
 * It imports nothing from the practice module, so the browser downloads these
 * strings alone; practice facts reach the leaves as props (see contactRoutes).
 */

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

/** What the form says while and after it sends. */
export const formStatus = {
  sending: 'Enviando…',
  sent: 'Mensaje enviado. Te responderemos en menos de 24 horas.',
  sentDetail: 'Gracias por escribirnos.',
  failed: 'No pudimos enviar tu mensaje.',
  failedDetail: 'Tus datos siguen en el formulario. Escríbenos por WhatsApp o llámanos:',
  whatsappOpened: 'Abrimos WhatsApp con tu mensaje listo: solo tócale enviar.',
  whatsappOpenedDetail: '¿Prefieres el correo? Escríbenos a',
  whatsappLinkLabel: 'WhatsApp',
  callLabel: 'Llamar',
  emailLabel: 'Correo',
} as const;

/** Honeypot: hidden from people and assistive technology; only bots fill it. */
export const honeypotField = { label: 'Deja este campo vacío', name: 'sitio_web' } as const;

/** The copy-e-mail button beside the address. */
export const copyEmailText = {
  label: 'Copiar correo',
  copied: 'Correo copiado',
  failed: 'No se pudo copiar el correo; selecciónalo y cópialo a mano.',
} as const;

/** The open-now badge of a practice card (computed in the browser). */
export const openNowText = {
  open: 'Abierto ahora',
  closed: 'Cerrado',
  opens: 'abre',
  at: 'a las',
  atOne: 'a la',
  today: 'hoy',
  tomorrow: 'mañana',
  /** ISO weekday 1-7 → "el lunes" … "el domingo". */
  weekdays: ['el lunes', 'el martes', 'el miércoles', 'el jueves', 'el viernes', 'el sábado', 'el domingo'],
} as const;

/** Labels of the WhatsApp message composed from the form (no endpoint configured); the greeting comes with ContactRoutes. */
export const contactMessageLabels = {
  name: 'Nombre',
  phone: 'Teléfono',
  email: 'Correo',
  service: 'Servicio de interés',
} as const;

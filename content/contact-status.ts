import { perLocale } from '@/lib/locale';

/**
 * What the contact form says after it sends, per language. Server-side: the page hands its
 * language's words to the form as a prop, and the toasts receive them from the form.
 */
export const formStatusIn = perLocale(
  {
    sent: 'Mensaje enviado. Te responderemos en menos de 24 horas.',
    sentDetail: 'Gracias por escribirnos.',
    failed: 'No pudimos enviar tu mensaje.',
    failedDetail: 'Tus datos siguen en el formulario. Escríbenos por WhatsApp o llámanos:',
    whatsappOpened: 'Abrimos WhatsApp con tu mensaje listo: solo falta que lo envíes.',
    whatsappOpenedDetail: '¿Prefieres el correo? Escríbenos a',
    whatsappLinkLabel: 'WhatsApp',
    callLabel: 'Llamar',
  },
  {
    sent: 'Message sent. We will reply within 24 hours.',
    sentDetail: 'Thank you for writing to us.',
    failed: 'We could not send your message.',
    failedDetail: 'Your details are still in the form. Message us on WhatsApp or call us:',
    whatsappOpened: 'WhatsApp is open with your message ready: just tap send.',
    whatsappOpenedDetail: 'Prefer email? Write to us at',
    whatsappLinkLabel: 'WhatsApp',
    callLabel: 'Call',
  },
);

export type FormStatus = (typeof formStatusIn)['es'];

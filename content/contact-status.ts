/** What the contact form says after it sends (loaded with the toasts, not with the page). */
export const formStatus = {
  sent: 'Mensaje enviado. Te responderemos en menos de 24 horas.',
  sentDetail: 'Gracias por escribirnos.',
  failed: 'No pudimos enviar tu mensaje.',
  failedDetail: 'Tus datos siguen en el formulario. Escríbenos por WhatsApp o llámanos:',
  whatsappOpened: 'Abrimos WhatsApp con tu mensaje listo: solo falta que lo envíes.',
  whatsappOpenedDetail: '¿Prefieres el correo? Escríbenos a',
  whatsappLinkLabel: 'WhatsApp',
  callLabel: 'Llamar',
  emailLabel: 'Correo',
} as const;

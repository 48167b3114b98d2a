/** Labels of the WhatsApp message composed from the form (no endpoint configured); the greeting comes with ContactRoutes. */
export const contactMessageLabels = {
  name: 'Nombre',
  phone: 'Teléfono',
  email: 'Correo',
  service: 'Servicio de interés',
} as const;

/**
 * The message the practice receives from the form (WhatsApp text, endpoint payload) is in Spanish,
 * the practice's language, whichever page the patient wrote from: these labels name its fields.
 * The patient's own words go as typed; the greeting comes with ContactRoutes.
 */
export const contactMessageLabels = {
  name: 'Nombre',
  phone: 'Teléfono',
  email: 'Correo',
  service: 'Servicio de interés',
} as const;

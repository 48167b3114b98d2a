import type { ServiceOption } from './types';

/**
 * Service-of-interest options of the contact form (spec section 9), exactly as the spec gives
 * them. Browser-safe (the form's message reads the labels); a service page names the one that
 * matches it (formOption in content/servicios/<slug>.md).
 */
export const serviceOptions: readonly ServiceOption[] = [
  { value: 'consulta', label: 'Consulta General' },
  { value: 'catarata', label: 'Cirugía de Catarata' },
  { value: 'lasik', label: 'LASIK/PRK' },
  { value: 'glaucoma', label: 'Glaucoma' },
  { value: 'pediatrica', label: 'Oftalmología Pediátrica' },
  { value: 'otro', label: 'Otro' },
];

/**
 * The contact form's service-of-interest options, in the form's order, with the label each shows:
 * the one list. Browser-safe (the form's message reads the labels); a service's file names the one
 * that matches it (formOption in content/servicios/<slug>.md, checked against these keys).
 */
export const SERVICE_OPTION_LABELS = {
  consulta: 'Consulta General',
  catarata: 'Cirugía de Catarata',
  lasik: 'LASIK/PRK',
  glaucoma: 'Glaucoma',
  pediatrica: 'Oftalmología Pediátrica',
  otro: 'Otro',
} as const;

export type ServiceOptionValue = keyof typeof SERVICE_OPTION_LABELS;

export interface ServiceOption {
  value: ServiceOptionValue;
  label: string;
}

export const serviceOptions: readonly ServiceOption[] = Object.entries(SERVICE_OPTION_LABELS).map(
  ([value, label]) => ({
    value: value as ServiceOptionValue,
    label,
  }),
);

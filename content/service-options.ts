import type { Locale } from '@/lib/locale';

/**
 * The contact form's service-of-interest options, in the form's order, with the label each shows:
 * the one list. Its Spanish labels are also the ones the message to the practice names (the form's
 * message reads them in the browser); a service's file names the option that matches it
 * (formOption in content/servicios/<slug>.md, checked against these keys).
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

/**
 * The labels the English form shows. A plain record of its own (not a per-language call), so the
 * browser code that reads the Spanish labels for the message leaves it out.
 */
const SERVICE_OPTION_LABELS_EN: Record<ServiceOptionValue, string> = {
  consulta: 'General Eye Exam',
  catarata: 'Cataract Surgery',
  lasik: 'LASIK/PRK',
  glaucoma: 'Glaucoma',
  pediatrica: 'Pediatric Ophthalmology',
  otro: 'Other',
};

export interface ServiceOption {
  value: ServiceOptionValue;
  label: string;
}

function optionsOf(labels: Record<ServiceOptionValue, string>): readonly ServiceOption[] {
  return (Object.keys(SERVICE_OPTION_LABELS) as ServiceOptionValue[]).map((value) => ({
    value,
    label: labels[value],
  }));
}

/** The options in Spanish: the Spanish form's, and the names the message to the practice uses. */
export const serviceOptions: readonly ServiceOption[] = optionsOf(SERVICE_OPTION_LABELS);

/** The options as the form of a page in `locale` shows them. */
export function serviceOptionsIn(locale: Locale): readonly ServiceOption[] {
  return locale === 'es' ? serviceOptions : optionsOf(SERVICE_OPTION_LABELS_EN);
}

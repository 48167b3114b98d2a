import { serviceOptions } from '@/content/service-options';
import type { ServiceOption } from '@/content/types';

/**
 * "/contacto/?servicio=catarata#agendar": a service page's booking link names its form option,
 * and the form selects it. Browser-safe: the form reads it once hydrated.
 */
export const SERVICE_QUERY = 'servicio';

/** The form option a query string names, or null when it names none of the spec's six. */
export function serviceFromQuery(search: string): ServiceOption['value'] | null {
  const value = new URLSearchParams(search).get(SERVICE_QUERY);
  return serviceOptions.find((option) => option.value === value)?.value ?? null;
}

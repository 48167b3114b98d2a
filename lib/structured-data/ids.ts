import type { PracticeLocation } from '@/content/types';
import { LOCALE_ROOT, type Locale } from '../locale';
import { absoluteUrl } from '../urls';

/**
 * Stable @id values: the page URL plus a fragment naming the node. What the site describes (the
 * doctor, the consulting rooms, their facilities, the services) has one @id in both languages, so
 * a reader sees one doctor; the site and its pages have one per language.
 */
export const nodeIds = {
  websiteIn: (locale: Locale) => absoluteUrl(`${LOCALE_ROOT[locale]}#sitio`),
  doctor: absoluteUrl('/sobre-mi/#medico'),
  practice: (place: PracticeLocation) => absoluteUrl(`/contacto/#consultorio-${place.id}`),
  /** The building a consulting room sits in: the hospital, the rehabilitation unit. */
  facility: (place: PracticeLocation) => absoluteUrl(`/contacto/#sede-${place.id}`),
  service: (serviceId: string) => absoluteUrl(`/servicios/#${serviceId}`),
  webPage: (path: string) => `${absoluteUrl(path)}#pagina`,
  breadcrumb: (path: string) => `${absoluteUrl(path)}#migas`,
};

export function ref(id: string) {
  return { '@id': id };
}

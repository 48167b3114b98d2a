import type { PracticeLocation } from '@/content/types';
import { absoluteUrl } from '../urls';

/** Stable @id values: the page URL plus a fragment naming the node. */
export const nodeIds = {
  website: absoluteUrl('/#sitio'),
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

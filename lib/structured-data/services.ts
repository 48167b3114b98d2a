import { serviceGroupsByPracticeKind } from '@/content/practice-services';
import { services as allServices, type Service } from '@/content/services';
import type { PracticeLocation } from '@/content/types';
import type { Locale } from '../locale';
import { absoluteUrl } from '../urls';
import { nodeIds } from './ids';
import { imageObject } from './image';
import { serviceWordsIn, type ServiceWords } from './service-words';
import type { JsonLdNode } from './types';

/** The schema.org types a service is written as (its file's `type`); SurgicalProcedure is a type of its own, not a procedureType. */
export type { ServiceType } from '@/content/facts/service-schema';

/** Properties a type adds: where in the body (not on tests), and non-invasive for plain procedures. */
function typeDetails(service: Service, words: ServiceWords): Record<string, string> {
  if (service.type === 'MedicalTest') return {};
  const { bodyLocation } = words;
  if (service.type === 'MedicalProcedure')
    return { bodyLocation, procedureType: 'https://schema.org/NoninvasiveProcedure' };
  return { bodyLocation };
}

/**
 * Short form of a service, as a practice's availableService: the same @type and @id as the full
 * node (one @id in both languages: it is one procedure), and its name in the page's language.
 */
function serviceRef(service: Service, locale: Locale): JsonLdNode {
  const { name } = serviceWordsIn(locale, service);
  return { '@type': service.type, '@id': nodeIds.service(service.slug), name };
}

/** The services a practice offers, named in `locale`. */
export function availableServices(place: PracticeLocation, locale: Locale = 'es'): JsonLdNode[] {
  const groups = serviceGroupsByPracticeKind[place.kind];
  return allServices
    .filter((service) => groups.includes(service.group))
    .map((service) => serviceRef(service, locale));
}

/** A service as a node with its page's URL in `locale` (its description and details are on that page). */
export function serviceNode(service: Service, locale: Locale = 'es'): JsonLdNode {
  const words = serviceWordsIn(locale, service);
  return {
    ...serviceRef(service, locale),
    url: absoluteUrl(words.path),
    ...typeDetails(service, words),
  };
}

/** Every service as a node, for the services page: name, type and page, kept short so the page fits the first round trip. */
export function serviceProcedureNodes(
  services: readonly Service[] = allServices,
  locale: Locale = 'es',
): JsonLdNode[] {
  return services.map((service) => serviceNode(service, locale));
}

/** How it is done, the preparation and the follow-up, from its page's sections (procedures and therapies only; a test has no such properties). */
export function serviceDetailNode(service: Service, locale: Locale = 'es'): JsonLdNode {
  const words = serviceWordsIn(locale, service);
  const node = {
    ...serviceNode(service, locale),
    description: words.description,
    ...(service.image ? { image: imageObject(service.image) } : {}),
  };
  if (service.type === 'MedicalTest') return node;
  const text = (key: Service['sections'][number]['key']) =>
    words.sections.find((section) => section.key === key)?.text ?? '';
  return {
    ...node,
    howPerformed: text('comoEs'),
    preparation: text('preparacion'),
    followup: text('recuperacion'),
  };
}

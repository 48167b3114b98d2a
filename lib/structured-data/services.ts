import { serviceGroupsByPracticeKind } from '@/content/practice-services';
import { services as allServices, type Service } from '@/content/services';
import type { PracticeLocation } from '@/content/types';
import { absoluteUrl, servicePath } from '../urls';
import { nodeIds } from './ids';
import { imageObject } from './image';
import type { JsonLdNode } from './types';

/** Where in the body, when the service's file names no part. */
const BODY_LOCATION = 'Ojos';

/** The schema.org types a service is written as (its file's `type`); SurgicalProcedure is a type of its own, not a procedureType. */
export type { ServiceType } from '@/content/facts/service-schema';

/** Properties a type adds: where in the body (not on tests), and non-invasive for plain procedures. */
function typeDetails(service: Service): Record<string, string> {
  if (service.type === 'MedicalTest') return {};
  const bodyLocation = service.bodyLocation ?? BODY_LOCATION;
  if (service.type === 'MedicalProcedure')
    return { bodyLocation, procedureType: 'https://schema.org/NoninvasiveProcedure' };
  return { bodyLocation };
}

/** Short form of a service, as a practice's availableService: the same @type and @id as the full node, and its name. */
function serviceRef(service: Service): JsonLdNode {
  return { '@type': service.type, '@id': nodeIds.service(service.slug), name: service.title };
}

/** The services a practice offers. */
export function availableServices(place: PracticeLocation): JsonLdNode[] {
  const groups = serviceGroupsByPracticeKind[place.kind];
  return allServices.filter((service) => groups.includes(service.group)).map(serviceRef);
}

/** A service as a node with its page's URL (its description and details are on that page). */
export function serviceNode(service: Service): JsonLdNode {
  return {
    ...serviceRef(service),
    url: absoluteUrl(servicePath(service.slug)),
    ...typeDetails(service),
  };
}

/** Every service as a node, for /servicios/: name, type and page, kept short so the page fits the first round trip. */
export function serviceProcedureNodes(services: readonly Service[] = allServices): JsonLdNode[] {
  return services.map(serviceNode);
}

/** How it is done, the preparation and the follow-up, from its page's sections (procedures and therapies only; a test has no such properties). */
export function serviceDetailNode(service: Service): JsonLdNode {
  const node = {
    ...serviceNode(service),
    description: service.summary,
    ...(service.image ? { image: imageObject(service.image) } : {}),
  };
  if (service.type === 'MedicalTest') return node;
  const text = (key: Service['sections'][number]['key']) =>
    service.sections.find((section) => section.key === key)?.text ?? '';
  return {
    ...node,
    howPerformed: text('comoEs'),
    preparation: text('preparacion'),
    followup: text('recuperacion'),
  };
}

import { serviceGroupsByPracticeKind } from '@/content/practice-services';
import { serviceGroups } from '@/content/services';
import type { PracticeLocation, ServiceCard, ServiceGroup } from '@/content/types';
import { nodeIds } from './ids';
import type { JsonLdNode } from './types';

const BODY_LOCATION = 'Ojos';

/** The schema.org types a service is written as; SurgicalProcedure is a type of its own, not a procedureType. */
export type ServiceType = 'SurgicalProcedure' | 'MedicalProcedure' | 'MedicalTest' | 'MedicalTherapy';

/** Checkups, screening and refraction are tests; treatment, counselling and rehabilitation are therapies. */
const SERVICE_TYPE_BY_CARD: Readonly<Record<string, ServiceType>> = {
  'correccion-refractiva': 'MedicalTest',
  'revisiones-periodicas': 'MedicalTest',
  'tamiz-visual-infantil': 'MedicalTest',
  'infecciones-oculares': 'MedicalTherapy',
  'orientacion-cuidado-ocular': 'MedicalTherapy',
  'rehabilitacion-visual': 'MedicalTherapy',
};

/** A card's type: as classified above, else surgical in the surgical group, else a (non-invasive) procedure. */
export function serviceType(card: ServiceCard, group: ServiceGroup): ServiceType {
  return SERVICE_TYPE_BY_CARD[card.id] ?? (group.id === 'quirurgicos' ? 'SurgicalProcedure' : 'MedicalProcedure');
}

/** Properties a type adds on /servicios: where in the body (not on tests), and non-invasive for plain procedures. */
function typeDetails(type: ServiceType): Record<string, string> {
  if (type === 'MedicalTest') return {};
  if (type === 'MedicalProcedure') return { bodyLocation: BODY_LOCATION, procedureType: 'https://schema.org/NoninvasiveProcedure' };
  return { bodyLocation: BODY_LOCATION };
}

/** Short form of a service, as a practice's availableService: the same @type and @id as the full node, and its name. */
function serviceRef(card: ServiceCard, group: ServiceGroup): JsonLdNode {
  return { '@type': serviceType(card, group), '@id': nodeIds.service(card.id), name: card.title };
}

/** The services a practice offers. */
export function availableServices(place: PracticeLocation): JsonLdNode[] {
  const groups = serviceGroupsByPracticeKind[place.kind];
  return serviceGroups.filter((group) => groups.includes(group.id)).flatMap((group) => group.cards.map((card) => serviceRef(card, group)));
}

/** Every service card as a full node, for /servicios. */
export function serviceProcedureNodes(groups: readonly ServiceGroup[] = serviceGroups): JsonLdNode[] {
  return groups.flatMap((group) =>
    group.cards.map((card) => {
      const node = serviceRef(card, group);
      return { ...node, description: card.description, url: nodeIds.service(card.id), ...typeDetails(node['@type'] as ServiceType) };
    }),
  );
}

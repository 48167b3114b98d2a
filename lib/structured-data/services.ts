import { serviceGroupsByPracticeKind } from '@/content/practice-services';
import { serviceGroups } from '@/content/services';
import type { PracticeLocation, ServiceCard, ServiceGroup } from '@/content/types';
import { nodeIds } from './ids';
import type { JsonLdNode } from './types';

const BODY_LOCATION = 'Ojos';

function procedureType(group: ServiceGroup): string {
  return group.id === 'quirurgicos' ? 'https://schema.org/SurgicalProcedure' : 'https://schema.org/NoninvasiveProcedure';
}

/** Short form of a service, as a practice's availableService: @id and name. */
function serviceRef(card: ServiceCard): JsonLdNode {
  return { '@type': 'MedicalProcedure', '@id': nodeIds.service(card.id), name: card.title };
}

/** The services a practice offers, as MedicalProcedure references. */
export function availableServices(place: PracticeLocation): JsonLdNode[] {
  const groups = serviceGroupsByPracticeKind[place.kind];
  return serviceGroups.filter((group) => groups.includes(group.id)).flatMap((group) => group.cards.map(serviceRef));
}

/** Every service card as a full MedicalProcedure node, for /servicios. */
export function serviceProcedureNodes(groups: readonly ServiceGroup[] = serviceGroups): JsonLdNode[] {
  return groups.flatMap((group) =>
    group.cards.map((card) => ({
      ...serviceRef(card),
      description: card.description,
      url: nodeIds.service(card.id),
      procedureType: procedureType(group),
      bodyLocation: BODY_LOCATION,
    })),
  );
}

import type { PracticeLocation, ServiceGroup } from './types';

/**
 * Which service groups each kind of practice offers. Surgery happens at the
 * hospital (outpatient operating rooms); the rehabilitation unit offers
 * consultation, prevention and post-operative follow-up.
 */
export const serviceGroupsByPracticeKind: Record<
  PracticeLocation['kind'],
  readonly ServiceGroup['id'][]
> = {
  hospital: ['clinicos', 'quirurgicos', 'preventivos'],
  rehabilitation: ['clinicos', 'preventivos'],
};

import type { Projector } from '@gym/platform';
import { accountsProjection } from './accounts/accountsProjection.ts';
import { studentsProjection } from './students/studentsProjection.ts';

/** The read models of the console, kept by one projector with one checkpoint. */
export const readModelsProjector: Projector = {
  name: 'read-models',
  version: 1,
  projections: [accountsProjection, studentsProjection],
};

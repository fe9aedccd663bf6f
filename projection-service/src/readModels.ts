import type { Projector } from '@gym/platform';
import { accountsProjection } from './accounts/accountsProjection.ts';
import { studentCountsProjection } from './students/studentCountsProjection.ts';
import { studentsProjection } from './students/studentsProjection.ts';
import { campaignProjections } from './campaigns/campaignProjections.ts';

/** The read models of the console, kept by one projector with one checkpoint. */
export const readModelsProjector: Projector = {
  name: 'read-models',
  // 2: students index gains `id` (sort tie-break); new studentCounts collection.
  // 3: campaigns and campaignDeliveries collections.
  version: 3,
  projections: [accountsProjection, studentsProjection, studentCountsProjection, ...campaignProjections],
};

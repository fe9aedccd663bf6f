import type { Projector } from '@gym/platform';
import { accountsProjection } from './accounts/accountsProjection.ts';
import { pointsBalancesProjection } from './points/pointsProjection.ts';
import { inboxesProjection } from './inbox/inboxProjection.ts';
import { accountRatingsProjection, reviewablesProjection } from './reviews/reviewsProjection.ts';
import { studentCountsProjection } from './students/studentCountsProjection.ts';
import { studentsProjection } from './students/studentsProjection.ts';

/** The read models of the console, kept by one projector with one checkpoint. */
export const readModelsProjector: Projector = {
  name: 'read-models',
  // 2: students index gains `id` (sort tie-break); new studentCounts collection.
  // 3: pointsBalances collection; students take their points from PointsMovementRecorded.
  // 4: inboxes collection.
  // 5: accountRatings and reviewables collections.
  version: 5,
  projections: [accountsProjection, studentsProjection, studentCountsProjection, pointsBalancesProjection, inboxesProjection, accountRatingsProjection, reviewablesProjection],
};

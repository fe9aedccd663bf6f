import type { z } from 'zod';
import type { coachClassRecordedV1 } from './events.ts';

/** Collection `coachCheckins`: one document per recorded class. */
export interface CoachCheckinDoc extends Omit<z.infer<typeof coachClassRecordedV1>, 'coachCheckinId'> {
  readonly id: string;
}

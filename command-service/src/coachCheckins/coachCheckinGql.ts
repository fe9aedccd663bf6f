import type { CoachCheckinDoc, CoachClassRecorded } from '@gym/contracts';

export const toCoachCheckinGql = (d: CoachCheckinDoc) => ({ ...d });

/** The answer to createCoachCheckin: the class as recorded, shaped as the list's documents are. */
export function recordedCoachCheckinGql(recorded: CoachClassRecorded['data']) {
  const { coachCheckinId, ...rest } = recorded;
  return { id: coachCheckinId, ...rest };
}

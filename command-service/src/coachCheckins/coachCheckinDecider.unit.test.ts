import { IllegalStateError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { coachCheckinDecider } from './coachCheckinDecider.ts';

const data = {
  accountId: 'a1',
  coachCheckinId: 'c1',
  coachId: 'u1',
  coachName: 'Caio Treinador',
  programId: null,
  programName: null,
  classDate: '2026-11-24',
  startTime: '07:00',
  notes: null,
  recordedBy: 'u1',
  recordedAt: '2026-11-24T10:00:00.000Z',
};
const spec = deciderSpec(coachCheckinDecider);

describe('coach check-in decider', () => {
  it('records a class a coach gave', () =>
    spec
      .given([])
      .when({ type: 'RecordCoachClass', data })
      .then([{ type: 'CoachClassRecorded', data }]));
  it('decides nothing for the same record sent again, refuses another on the same stream', () => {
    spec
      .given([{ type: 'CoachClassRecorded', data }])
      .when({ type: 'RecordCoachClass', data })
      .thenNothingHappens();
    spec
      .given([{ type: 'CoachClassRecorded', data }])
      .when({ type: 'RecordCoachClass', data: { ...data, startTime: '08:00' } })
      .thenThrows(IllegalStateError, 'Este checkin de professor já foi registrado');
  });
});

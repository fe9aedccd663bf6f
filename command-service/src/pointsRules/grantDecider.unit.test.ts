import { NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { accountId, command, movement, now, spec, studentId } from '../points/points.testkit.ts';

/** The points decider as the rules' grants use it: the movement id derived from the trigger is the dedup key. */
describe('points decider: automatic grants', () => {
  it('records a grant with its rule as the source', () => {
    spec
      .given([movement('m1', 'add', 10, 10)])
      .when(command({ movementId: 'rule-m', value: 5, obs: 'Pontos automáticos: checkin', source: 'checkin' }))
      .then([
        {
          type: 'PointsMovementRecorded',
          data: {
            accountId,
            movementId: 'rule-m',
            studentId,
            operation: 'add',
            value: 5,
            obs: 'Pontos automáticos: checkin',
            balanceAfter: 15,
            recordedAt: now,
            source: 'checkin',
          },
        },
      ]);
  });

  it('refuses a replayed grant (same movement id) as a duplicate: nothing is recorded', () => {
    spec
      .given([movement('rule-m', 'add', 5, 5)])
      .when(command({ movementId: 'rule-m', value: 5, source: 'checkin' }))
      .thenNothingHappens();
  });

  it('grants nothing to a removed student', () => {
    spec
      .given([])
      .when(command({ movementId: 'rule-m', studentExists: false, source: 'review' }))
      .thenThrows(NotFoundError, 'Aluno não encontrado');
  });
});

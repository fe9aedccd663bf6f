import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { pointsDecider, type PointsCommand, type PointsEvent } from './pointsDecider.ts';

// The points decider's fixtures: one student of one account, a movement command and a recorded movement.
export const accountId = 'acc-1';
export const studentId = 'stu-1';
export const now = '2026-11-23T12:00:00.000Z';
export const spec = deciderSpec(pointsDecider);

export const command = (over: Partial<PointsCommand['data']>): PointsCommand => ({
  type: 'RecordPointsMovement',
  data: {
    accountId,
    studentId,
    movementId: 'm-new',
    operation: 'add',
    value: 10,
    obs: null,
    studentExists: true,
    now,
    ...over,
  },
});

export const movement = (
  movementId: string,
  operation: 'add' | 'sub',
  value: number,
  balanceAfter: number,
): PointsEvent => ({
  type: 'PointsMovementRecorded',
  data: { accountId, movementId, studentId, operation, value, obs: null, balanceAfter, recordedAt: now },
});

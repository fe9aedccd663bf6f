import { pointsMessages } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { pointsDecider, type PointsCommand, type PointsEvent } from './pointsDecider.ts';

// Points given twice are points a student did not earn: every movement id of the stream counts as done.
const accountId = 'acc-1';
const studentId = 'stu-1';
const now = '2026-11-23T12:00:00.000Z';
const spec = deciderSpec(pointsDecider);
const command = (over: Partial<PointsCommand['data']>): PointsCommand => ({
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
const movement = (movementId: string, operation: 'add' | 'sub', value: number, balanceAfter: number): PointsEvent => ({
  type: 'PointsMovementRecorded',
  data: { accountId, movementId, studentId, operation, value, obs: null, balanceAfter, recordedAt: now },
});

describe('points decider: retries of older movements', () => {
  it('given two movements, when the first one is retried, then nothing happens (not only the latest is remembered)', () => {
    spec
      .given([movement('m1', 'add', 30, 30), movement('m2', 'add', 20, 50)])
      .when(command({ movementId: 'm1', value: 30 }))
      .thenNothingHappens();
    spec
      .given([movement('m1', 'add', 30, 30), movement('m2', 'add', 20, 50)])
      .when(command({ movementId: 'm3', value: 5 }))
      .then([movement('m3', 'add', 5, 55)]);
  });

  it('given a balance of 10, when 11 are taken, then the error points at the value field', () => {
    const error = spec
      .given([movement('m1', 'add', 10, 10)])
      .when(command({ operation: 'sub', value: 11 }))
      .thenThrows(ValidationError, pointsMessages.insufficient(10));
    expect((error as ValidationError).issues).toEqual([{ path: ['value'], message: pointsMessages.insufficient(10) }]);
  });
});

import { messages, pointsMessages } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { pointsDecider, type PointsCommand, type PointsEvent } from './pointsDecider.ts';

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

describe('points decider', () => {
  it('records a first addition with the balance it leaves', () => {
    spec
      .given([])
      .when(command({ movementId: 'm1', value: 30, obs: 'Aula extra' }))
      .then([
        {
          type: 'PointsMovementRecorded',
          data: {
            accountId,
            movementId: 'm1',
            studentId,
            operation: 'add',
            value: 30,
            obs: 'Aula extra',
            balanceAfter: 30,
            recordedAt: now,
          },
        },
      ]);
  });

  it('subtracts down to exactly zero', () => {
    spec
      .given([movement('m1', 'add', 30, 30)])
      .when(command({ movementId: 'm2', operation: 'sub', value: 30 }))
      .then([movement('m2', 'sub', 30, 0)]);
  });

  it('refuses a subtraction below zero, on the value field', () => {
    spec
      .given([movement('m1', 'add', 30, 30), movement('m2', 'sub', 10, 20)])
      .when(command({ operation: 'sub', value: 21 }))
      .thenThrows(ValidationError, pointsMessages.insufficient(20));
  });

  it('refuses a subtraction from a student with no points', () => {
    spec
      .given([])
      .when(command({ operation: 'sub', value: 1 }))
      .thenThrows(ValidationError, pointsMessages.insufficient(0));
  });

  it('refuses a student who is not a member of the account', () => {
    spec
      .given([])
      .when(command({ studentExists: false }))
      .thenThrows(NotFoundError, messages.studentNotFound);
  });

  it('refuses a points stream of another account as missing', () => {
    spec
      .given([movement('m1', 'add', 5, 5)])
      .when(command({ accountId: 'acc-2' }))
      .thenThrows(NotFoundError, messages.studentNotFound);
  });

  it('decides nothing for a movement that was already recorded (a retry)', () => {
    spec
      .given([movement('m1', 'add', 5, 5)])
      .when(command({ movementId: 'm1', value: 5 }))
      .thenNothingHappens();
  });
});

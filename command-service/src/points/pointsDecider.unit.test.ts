import { messages, pointsMessages } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { accountId, command, movement, now, spec, studentId } from './points.testkit.ts';

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

import { exerciseMessages, messages, recordMessages, type PersonalRecordSet } from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { personalRecordDecider } from './personalRecordDecider.ts';

const spec = deciderSpec(personalRecordDecider);
const now = '2026-11-24T12:00:00.000Z';
const set = (recordId: string, value: number, over: Record<string, unknown> = {}) => ({
  type: 'SetPersonalRecord' as const,
  data: {
    accountId: 'acc-1',
    recordId,
    studentId: 's1',
    exerciseId: 'x1',
    value,
    recordedOn: '2026-11-20',
    today: '2026-11-24',
    enteredBy: 'staff' as const,
    enteredById: 'u1',
    now,
    exercise: { recordEnabled: true, exerciseType: 'carga' as const },
    studentExists: true,
    ...over,
  },
});
const recorded = (recordId: string, value: number, isPersonalBest: boolean): PersonalRecordSet => ({
  type: 'PersonalRecordSet',
  data: {
    accountId: 'acc-1',
    recordId,
    studentId: 's1',
    exerciseId: 'x1',
    exerciseType: 'carga',
    value,
    recordedOn: '2026-11-20',
    enteredBy: 'staff',
    enteredById: 'u1',
    isPersonalBest,
    recordedAt: now,
  },
});

describe('personal record decider', () => {
  it('records a first record as the personal best, in the exercise type', () => {
    spec
      .given([])
      .when(set('r1', 80))
      .then([recorded('r1', 80, true)]);
  });

  it('marks a new best only when above every earlier record', () => {
    spec
      .given([recorded('r1', 80, true)])
      .when(set('r2', 85))
      .then([recorded('r2', 85, true)]);
    spec
      .given([recorded('r1', 80, true)])
      .when(set('r2', 75))
      .then([recorded('r2', 75, false)]);
    spec
      .given([recorded('r1', 80, true)])
      .when(set('r2', 80))
      .then([recorded('r2', 80, false)]);
  });

  it('decides nothing for a record already recorded (a retry)', () => {
    spec
      .given([recorded('r1', 80, true)])
      .when(set('r1', 80))
      .thenNothingHappens();
  });

  it('refuses an exercise not enabled for records', () => {
    spec
      .given([])
      .when(set('r1', 80, { exercise: { recordEnabled: false, exerciseType: null } }))
      .thenThrows(IllegalStateError, recordMessages.notRecordEnabled);
  });

  it('refuses a missing exercise and a student of no account', () => {
    spec
      .given([])
      .when(set('r1', 80, { exercise: null }))
      .thenThrows(NotFoundError, exerciseMessages.notFound);
    spec
      .given([])
      .when(set('r1', 80, { studentExists: false }))
      .thenThrows(NotFoundError, messages.studentNotFound);
  });

  it('refuses a value not above zero and a date in the future', () => {
    spec.given([]).when(set('r1', 0)).thenThrows(ValidationError, recordMessages.valueRequired);
    spec
      .given([])
      .when(set('r1', 80, { recordedOn: '2026-11-25' }))
      .thenThrows(ValidationError, recordMessages.futureDate);
  });
});

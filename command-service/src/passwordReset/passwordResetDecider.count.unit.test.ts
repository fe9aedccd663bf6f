import type { StudentPasswordReset } from '@gym/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { passwordResetDecider } from './passwordResetDecider.ts';

const now = '2026-11-23T12:00:00.000Z';
const reset: StudentPasswordReset = {
  type: 'StudentPasswordReset',
  data: { accountId: 'acc-1', studentId: 's1', email: 'ana@exemplo.com.br', resetAt: now },
};

describe('password reset decider: the record', () => {
  it('given no reset, then the stream counts none; given two, then two', () => {
    expect(passwordResetDecider.initialState()).toEqual({ resets: 0 });
    expect([reset, reset].reduce(passwordResetDecider.evolve, passwordResetDecider.initialState())).toEqual({
      resets: 2,
    });
  });

  it('given earlier resets, when asked again, then each request is recorded (no retry collapses them)', () => {
    deciderSpec(passwordResetDecider)
      .given([reset, reset])
      .when({
        type: 'ResetStudentPassword',
        data: { accountId: 'acc-1', studentId: 's1', email: 'ana@exemplo.com.br', now },
      })
      .then([reset]);
  });
});

import { messages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { passwordResetDecider } from './passwordResetDecider.ts';

const now = '2026-11-23T12:00:00.000Z';
const spec = deciderSpec(passwordResetDecider);
const data = { accountId: 'acc-1', studentId: 's1', email: 'ana@exemplo.com.br', now };

describe('password reset decider', () => {
  it('records that a new password was requested, without the password', () => {
    spec
      .given([])
      .when({ type: 'ResetStudentPassword', data })
      .then([
        {
          type: 'StudentPasswordReset',
          data: { accountId: 'acc-1', studentId: 's1', email: 'ana@exemplo.com.br', resetAt: now },
        },
      ]);
  });

  it('refuses an id that is no student of the account', () => {
    spec
      .given([])
      .when({ type: 'ResetStudentPassword', data: { ...data, email: null } })
      .thenThrows(NotFoundError, messages.studentNotFound);
  });
});

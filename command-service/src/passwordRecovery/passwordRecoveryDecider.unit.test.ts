import { passwordRecoveryMessages } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { passwordRecoveryDecider } from './passwordRecoveryDecider.ts';

const spec = deciderSpec(passwordRecoveryDecider);
const ids = { accountId: 'a1', userId: 'u1' };
const requested = {
  type: 'PasswordResetRequested' as const,
  data: { ...ids, tokenHash: 'h1', expiresAt: '2026-11-24T13:00:00.000Z', requestedAt: '2026-11-24T12:00:00.000Z' },
};
const complete = (tokenHash: string, now: string) => ({
  type: 'CompletePasswordReset' as const,
  data: { ...ids, tokenHash, now },
});

describe('password recovery decider', () => {
  it('records a request with the hash of the link secret', () =>
    spec
      .given([])
      .when({
        type: 'RequestPasswordReset',
        data: { ...ids, tokenHash: 'h1', expiresAt: requested.data.expiresAt, now: requested.data.requestedAt },
      })
      .then([requested]));
  it('completes with the newest link before it expires', () =>
    spec
      .given([requested])
      .when(complete('h1', '2026-11-24T12:30:00.000Z'))
      .then([{ type: 'PasswordResetCompleted', data: { ...ids, completedAt: '2026-11-24T12:30:00.000Z' } }]));
  it('refuses a wrong, expired, used or superseded link', () => {
    spec
      .given([])
      .when(complete('h1', '2026-11-24T12:30:00.000Z'))
      .thenThrows(ValidationError, passwordRecoveryMessages.invalidLink);
    spec
      .given([requested])
      .when(complete('outro', '2026-11-24T12:30:00.000Z'))
      .thenThrows(ValidationError, passwordRecoveryMessages.invalidLink);
    spec
      .given([requested])
      .when(complete('h1', '2026-11-24T13:00:00.001Z'))
      .thenThrows(ValidationError, passwordRecoveryMessages.invalidLink);
    spec
      .given([requested, { type: 'PasswordResetCompleted', data: { ...ids, completedAt: '2026-11-24T12:10:00.000Z' } }])
      .when(complete('h1', '2026-11-24T12:30:00.000Z'))
      .thenThrows(ValidationError, passwordRecoveryMessages.invalidLink);
    spec
      .given([requested, { ...requested, data: { ...requested.data, tokenHash: 'h2' } }])
      .when(complete('h1', '2026-11-24T12:30:00.000Z'))
      .thenThrows(ValidationError, passwordRecoveryMessages.invalidLink);
  });
  it('lets a password change cancel a link sent before', () =>
    spec
      .given([requested, { type: 'PasswordChanged', data: { ...ids, changedAt: '2026-11-24T12:05:00.000Z' } }])
      .when(complete('h1', '2026-11-24T12:30:00.000Z'))
      .thenThrows(ValidationError, passwordRecoveryMessages.invalidLink));
});

import { passwordRecoveryMessages, type PasswordRecoveryEvent } from '@gym/contracts';
import { ValidationError, type Decider } from '@gym/platform';

export type PasswordRecoveryCommand =
  | {
      type: 'RequestPasswordReset';
      data: { accountId: string; userId: string; tokenHash: string; expiresAt: string; now: string };
    }
  | { type: 'CompletePasswordReset'; data: { accountId: string; userId: string; tokenHash: string; now: string } }
  | { type: 'RecordPasswordChange'; data: { accountId: string; userId: string; now: string } };

/** The user's last reset link: only the newest works, once, until it expires. */
export type PasswordRecoveryState = { readonly tokenHash: string | null; readonly expiresAt: string | null };

const invalidLink = () => new ValidationError([{ path: ['token'], message: passwordRecoveryMessages.invalidLink }]);

export const passwordRecoveryDecider: Decider<PasswordRecoveryCommand, PasswordRecoveryEvent, PasswordRecoveryState> = {
  initialState: () => ({ tokenHash: null, expiresAt: null }),
  decide(command, state) {
    switch (command.type) {
      case 'RequestPasswordReset': {
        const { accountId, userId, tokenHash, expiresAt, now } = command.data;
        return [
          { type: 'PasswordResetRequested', data: { accountId, userId, tokenHash, expiresAt, requestedAt: now } },
        ];
      }
      case 'CompletePasswordReset': {
        const { accountId, userId, tokenHash, now } = command.data;
        if (!state.tokenHash || state.tokenHash !== tokenHash || !state.expiresAt || now > state.expiresAt)
          throw invalidLink();
        return [{ type: 'PasswordResetCompleted', data: { accountId, userId, completedAt: now } }];
      }
      case 'RecordPasswordChange': {
        const { accountId, userId, now } = command.data;
        return [{ type: 'PasswordChanged', data: { accountId, userId, changedAt: now } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'PasswordResetRequested':
        return { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt };
      // A used link, or a password changed since it was sent, no longer works.
      case 'PasswordResetCompleted':
      case 'PasswordChanged':
        return { tokenHash: null, expiresAt: null };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

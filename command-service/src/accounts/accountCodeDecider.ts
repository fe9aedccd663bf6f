import { messages, type AccountCodeClaimed, type AccountCodeReleased } from '@gym/contracts';
import { ValidationError, type Decider } from '@gym/platform';

/**
 * One stream per account code: whoever appends first owns the address `/{code}`. An account that moves
 * to another code (the operator's change, issue 23) releases this one, which may then be claimed again.
 */
export type AccountCodeCommand =
  | { type: 'ClaimAccountCode'; data: { code: string; accountId: string } }
  | { type: 'ReleaseAccountCode'; data: { code: string; accountId: string } };
export interface AccountCodeState {
  readonly accountId: string | null;
}

export const accountCodeDecider: Decider<
  AccountCodeCommand,
  AccountCodeClaimed | AccountCodeReleased,
  AccountCodeState
> = {
  initialState: () => ({ accountId: null }),
  decide(command, state) {
    if (command.type === 'ReleaseAccountCode') {
      // Only the owner releases its code; a code already free (or another's) is left as it is.
      return state.accountId === command.data.accountId ? [{ type: 'AccountCodeReleased', data: command.data }] : [];
    }
    if (state.accountId === command.data.accountId) return [];
    if (state.accountId !== null)
      throw new ValidationError([{ path: ['input', 'code'], message: messages.accountCodeTaken }]);
    return [{ type: 'AccountCodeClaimed', data: command.data }];
  },
  evolve: (_state, event) => ({ accountId: event.type === 'AccountCodeClaimed' ? event.data.accountId : null }),
};

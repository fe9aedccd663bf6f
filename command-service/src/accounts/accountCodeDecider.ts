import { messages, type AccountCodeClaimed } from '@gym/contracts';
import { ValidationError, type Decider } from '@gym/platform';

/** One stream per account code: whoever appends first owns the address `/{code}`. */
export type AccountCodeCommand = { type: 'ClaimAccountCode'; data: { code: string; accountId: string } };
export interface AccountCodeState {
  readonly accountId: string | null;
}

export const accountCodeDecider: Decider<AccountCodeCommand, AccountCodeClaimed, AccountCodeState> = {
  initialState: () => ({ accountId: null }),
  decide(command, state) {
    if (state.accountId === command.data.accountId) return [];
    if (state.accountId !== null)
      throw new ValidationError([{ path: ['input', 'code'], message: messages.accountCodeTaken }]);
    return [{ type: 'AccountCodeClaimed', data: command.data }];
  },
  evolve: (_state, event) => ({ accountId: event.data.accountId }),
};

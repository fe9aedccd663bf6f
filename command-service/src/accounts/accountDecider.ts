import { messages, type AccountEvent, type AccountRegistration, type AccountSettings } from '@gym/contracts';
import { IllegalStateError, NotFoundError, type Decider } from '@gym/platform';

export type AccountCommand =
  | { type: 'CreateAccount'; data: { accountId: string; code: string; settings: AccountSettings; now: string; registration?: AccountRegistration } }
  | { type: 'ChangeAccountSettings'; data: { accountId: string; settings: AccountSettings; now: string } };

export type AccountState =
  | { status: 'none' }
  | { status: 'created'; accountId: string; code: string; settings: AccountSettings };

const same = (a: AccountSettings, b: AccountSettings) => JSON.stringify(a) === JSON.stringify(b);

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateAccount': {
        const { accountId, code, settings, now, registration } = command.data;
        if (state.status === 'created') {
          if (state.code === code && same(state.settings, settings)) return [];
          throw new IllegalStateError('Esta conta já existe');
        }
        return [{ type: 'AccountCreated', data: { accountId, code, settings, createdAt: now, ...(registration ? { registration } : {}) } }];
      }
      case 'ChangeAccountSettings': {
        const { accountId, settings, now } = command.data;
        if (state.status === 'none') throw new NotFoundError(messages.accountNotFound);
        if (same(state.settings, settings)) return [];
        return [{ type: 'AccountSettingsChanged', data: { accountId, settings, changedAt: now } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'AccountCreated':
        return { status: 'created', accountId: event.data.accountId, code: event.data.code, settings: event.data.settings };
      case 'AccountSettingsChanged':
        return state.status === 'created' ? { ...state, settings: event.data.settings } : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

import {
  accountBillingMessages,
  accountSettingsMessages,
  hasBillingRecord,
  messages,
  type AccountEvent,
  type AccountRegistration,
  type AccountSettings,
} from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError, type Decider } from '@gym/platform';

export type AccountCommand =
  | {
      type: 'CreateAccount';
      data: {
        accountId: string;
        code: string;
        settings: AccountSettings;
        now: string;
        registration?: AccountRegistration;
      };
    }
  | {
      type: 'ChangeAccountSettings';
      data: {
        accountId: string;
        settings: AccountSettings;
        now: string;
        scope: SettingsScope;
        /** A new code (operator scope only); its claim and the old one's release are on the code streams. */
        code?: string;
      };
    };

/** Who changes the settings: the platform operator (alderaan) or the account's own staff. */
export type SettingsScope = 'operator' | 'owner';

/** Spec 000 sections 4 and 6: only the operator changes status, account type, visibility and features. */
const operatorOnly = ['status', 'accountType', 'visibility', 'features'] as const;

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
          throw new IllegalStateError(messages.accountAlreadyExists);
        }
        return [
          {
            type: 'AccountCreated',
            data: { accountId, code, settings, createdAt: now, ...(registration ? { registration } : {}) },
          },
        ];
      }
      case 'ChangeAccountSettings': {
        const { accountId, settings, now, scope, code } = command.data;
        if (state.status === 'none') throw new NotFoundError(messages.accountNotFound);
        const codeChanged = code !== undefined && code !== state.code;
        // Spec 000: the code is read-only outside the operator scope.
        if (codeChanged && scope === 'owner')
          throw new ValidationError([{ path: ['input', 'code'], message: accountSettingsMessages.operatorOnly }]);
        const moved: AccountEvent[] = codeChanged
          ? [{ type: 'AccountCodeChanged', data: { accountId, code, previousCode: state.code, changedAt: now } }]
          : [];
        if (scope === 'owner') {
          const changed = operatorOnly.filter(
            (key) => JSON.stringify(settings[key]) !== JSON.stringify(state.settings[key]),
          );
          if (changed.length)
            throw new ValidationError(
              changed.map((key) => ({ path: ['input', key], message: accountSettingsMessages.operatorOnly })),
            );
          // Spec 000 sections 4 and 6: once recorded, billing data is the operator's to change.
          const billing = state.settings.accountBilling;
          if (hasBillingRecord(billing) && JSON.stringify(settings.accountBilling ?? null) !== JSON.stringify(billing))
            throw new ValidationError([
              { path: ['input', 'accountBilling'], message: accountBillingMessages.readOnly },
            ]);
        }
        if (same(state.settings, settings)) return moved;
        return [...moved, { type: 'AccountSettingsChanged', data: { accountId, settings, changedAt: now } }];
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
        return {
          status: 'created',
          accountId: event.data.accountId,
          code: event.data.code,
          settings: event.data.settings,
        };
      case 'AccountSettingsChanged':
        return state.status === 'created' ? { ...state, settings: event.data.settings } : state;
      case 'AccountCodeChanged':
        return state.status === 'created' ? { ...state, code: event.data.code } : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

import { accountSettingsMessages, type AccountSettings } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { accountDecider } from './accountDecider.ts';

// The operator changes an existing account's code (issue 23): the account moves, the old code is released.
const settings: AccountSettings = {
  name: 'Academia Forte',
  bio: null,
  status: 'ativado',
  visibility: 'public',
  accountType: 'gym',
  category: null,
  subcategory: null,
  features: ['dashboard', 'users'],
  senderEmail: null,
  senderName: null,
  phone: null,
  city: null,
  state: null,
};
const now = '2026-11-24T12:00:00.000Z';
const created = { type: 'AccountCreated' as const, data: { accountId: 'a1', code: 'forte', settings, createdAt: now } };
const moved = {
  type: 'AccountCodeChanged' as const,
  data: { accountId: 'a1', code: 'mais-forte', previousCode: 'forte', changedAt: now },
};
const spec = deciderSpec(accountDecider);

describe('account decider: the code change', () => {
  it('given an account, when the operator sends a new code, then the account moves to it', () => {
    spec
      .given([created])
      .when({
        type: 'ChangeAccountSettings',
        data: { accountId: 'a1', settings, now, scope: 'operator', code: 'mais-forte' },
      })
      .then([moved]);
  });

  it('given an account, when the operator sends a new code and a new name, then both are recorded', () => {
    const renamed = { ...settings, name: 'Academia Mais Forte' };
    spec
      .given([created])
      .when({
        type: 'ChangeAccountSettings',
        data: { accountId: 'a1', settings: renamed, now, scope: 'operator', code: 'mais-forte' },
      })
      .then([moved, { type: 'AccountSettingsChanged', data: { accountId: 'a1', settings: renamed, changedAt: now } }]);
  });

  it("given an account, when its own staff send a new code, then it is refused under the code's field", () => {
    const error = spec
      .given([created])
      .when({ type: 'ChangeAccountSettings', data: { accountId: 'a1', settings, now, scope: 'owner', code: 'outro' } })
      .thenThrows(ValidationError, accountSettingsMessages.operatorOnly);
    expect((error as ValidationError).issues).toEqual([
      { path: ['input', 'code'], message: accountSettingsMessages.operatorOnly },
    ]);
  });

  it('given a moved account, when the same code is sent again (by anyone), then nothing happens', () => {
    spec
      .given([created, moved])
      .when({
        type: 'ChangeAccountSettings',
        data: { accountId: 'a1', settings, now, scope: 'owner', code: 'mais-forte' },
      })
      .thenNothingHappens();
  });

  it('given a moved account, when it moves back to its first code, then the previous code is the second one', () => {
    spec
      .given([created, moved])
      .when({
        type: 'ChangeAccountSettings',
        data: { accountId: 'a1', settings, now, scope: 'operator', code: 'forte' },
      })
      .then([
        {
          type: 'AccountCodeChanged',
          data: { accountId: 'a1', code: 'forte', previousCode: 'mais-forte', changedAt: now },
        },
      ]);
  });
});

import { messages, type AccountSettings } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { accountCodeDecider } from './accountCodeDecider.ts';
import { accountDecider } from './accountDecider.ts';

// Retries and later states of the account and code streams.
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
const now = '2026-11-21T12:00:00.000Z';
const created = { type: 'AccountCreated' as const, data: { accountId: 'a1', code: 'forte', settings, createdAt: now } };
const renamed = { ...settings, name: 'Academia Mais Forte' };
const changed = {
  type: 'AccountSettingsChanged' as const,
  data: { accountId: 'a1', settings: renamed, changedAt: now },
};
const spec = deciderSpec(accountDecider);
const codeSpec = deciderSpec(accountCodeDecider);

describe('account decider: retries and later states', () => {
  it('given a created account, when the same creation is retried, then nothing happens', () => {
    spec
      .given([created])
      .when({ type: 'CreateAccount', data: { accountId: 'a1', code: 'forte', settings, now } })
      .thenNothingHappens();
  });

  it('given changed settings, when they are saved again, then nothing happens; the old ones are a change back', () => {
    spec
      .given([created, changed])
      .when({ type: 'ChangeAccountSettings', data: { accountId: 'a1', settings: renamed, now, scope: 'operator' } })
      .thenNothingHappens();
    spec
      .given([created, changed])
      .when({ type: 'ChangeAccountSettings', data: { accountId: 'a1', settings, now, scope: 'operator' } })
      .then([{ type: 'AccountSettingsChanged', data: { accountId: 'a1', settings, changedAt: now } }]);
  });
});

describe('account code decider: retries', () => {
  const claimed = { type: 'AccountCodeClaimed' as const, data: { code: 'forte', accountId: 'a1' } };
  it('given a code claimed by an account, when the same account claims it again, then nothing happens', () => {
    codeSpec.given([claimed]).when({ type: 'ClaimAccountCode', data: claimed.data }).thenNothingHappens();
  });

  it('given a taken code, when another account claims it, then the error points at the code field', () => {
    const error = codeSpec
      .given([claimed])
      .when({ type: 'ClaimAccountCode', data: { code: 'forte', accountId: 'a2' } })
      .thenThrows(ValidationError, messages.accountCodeTaken);
    expect((error as ValidationError).issues).toEqual([
      { path: ['input', 'code'], message: messages.accountCodeTaken },
    ]);
  });
});

import { messages, type AccountSettings } from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { accountCodeDecider } from './accountCodeDecider.ts';
import { accountDecider } from './accountDecider.ts';

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
const spec = deciderSpec(accountDecider);

describe('account decider', () => {
  it('creates an account', () =>
    spec
      .given([])
      .when({ type: 'CreateAccount', data: { accountId: 'a1', code: 'forte', settings, now } })
      .then([created]));
  it('refuses to create it twice with other data', () =>
    spec
      .given([created])
      .when({ type: 'CreateAccount', data: { accountId: 'a1', code: 'outra', settings, now } })
      .thenThrows(IllegalStateError, 'Esta conta já existe'));
  it('changes settings, and records nothing when they are the same', () => {
    const next = { ...settings, name: 'Academia Mais Forte' };
    spec
      .given([created])
      .when({ type: 'ChangeAccountSettings', data: { accountId: 'a1', settings: next, now, scope: 'operator' } })
      .then([{ type: 'AccountSettingsChanged', data: { accountId: 'a1', settings: next, changedAt: now } }]);
    spec
      .given([created])
      .when({ type: 'ChangeAccountSettings', data: { accountId: 'a1', settings, now, scope: 'operator' } })
      .thenNothingHappens();
  });
  it('refuses to change a missing account', () =>
    spec
      .given([])
      .when({ type: 'ChangeAccountSettings', data: { accountId: 'a1', settings, now, scope: 'owner' } })
      .thenThrows(NotFoundError, messages.accountNotFound));
});

describe('account code decider', () => {
  const codeSpec = deciderSpec(accountCodeDecider);
  const claimed = { type: 'AccountCodeClaimed' as const, data: { code: 'forte', accountId: 'a1' } };
  it('gives a free code to the first account', () =>
    codeSpec.given([]).when({ type: 'ClaimAccountCode', data: claimed.data }).then([claimed]));
  it('refuses a taken code', () =>
    codeSpec
      .given([claimed])
      .when({ type: 'ClaimAccountCode', data: { code: 'forte', accountId: 'a2' } })
      .thenThrows(ValidationError, messages.accountCodeTaken));
});

describe('account creation from the wizard', () => {
  const registration = {
    atuationType: 'online' as const,
    cref: '123456-G/SP',
    zipcode: '01310100',
    street: 'Av. Paulista',
    number: '1000',
    complement: null,
    neighborhood: 'Bela Vista',
    avatar: null,
  };
  it('keeps what the wizard recorded about the practice with the creation', () =>
    spec
      .given([])
      .when({ type: 'CreateAccount', data: { accountId: 'a1', code: 'forte', settings, now, registration } })
      .then([
        { type: 'AccountCreated', data: { accountId: 'a1', code: 'forte', settings, createdAt: now, registration } },
      ]));
});

import {
  accountBillingMessages,
  accountSettingsMessages,
  type AccountBilling,
  type AccountSettings,
} from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { accountDecider } from '../accounts/accountDecider.ts';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';

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
const billing: AccountBilling = {
  billingType: 'company',
  documentId: '11.222.333/0001-81',
  phone: '(11) 98765-4321',
  email: 'financeiro@forte.com.br',
  zipcode: '01310-100',
  neighborhood: 'Bela Vista',
  addressLine1: 'Avenida Paulista',
  addressLine2: '1000',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
};
const now = '2026-11-21T12:00:00.000Z';
const created = { type: 'AccountCreated' as const, data: { accountId: 'a1', code: 'forte', settings, createdAt: now } };
const withBilling = { ...settings, accountBilling: billing };
const recorded = {
  type: 'AccountSettingsChanged' as const,
  data: { accountId: 'a1', settings: withBilling, changedAt: now },
};
const change = (next: AccountSettings, scope: 'owner' | 'operator') => ({
  type: 'ChangeAccountSettings' as const,
  data: { accountId: 'a1', settings: next, now, scope },
});
const spec = deciderSpec(accountDecider);

describe('account decider: Faturamento (billing data)', () => {
  it('lets the owner record billing data the first time', () =>
    spec.given([created]).when(change(withBilling, 'owner')).then([recorded]));

  it('refuses the owner a change once a billing record exists', () =>
    spec
      .given([created, recorded])
      .when(change({ ...withBilling, accountBilling: { ...billing, city: 'Campinas' } }, 'owner'))
      .thenThrows(ValidationError, accountBillingMessages.readOnly));

  it('refuses the owner clearing a recorded billing', () =>
    spec
      .given([created, recorded])
      .when(change({ ...withBilling, accountBilling: null }, 'owner'))
      .thenThrows(ValidationError, accountBillingMessages.readOnly));

  it('lets the owner save other settings with the billing unchanged', () => {
    const next = { ...withBilling, name: 'Academia Mais Forte' };
    spec
      .given([created, recorded])
      .when(change(next, 'owner'))
      .then([{ type: 'AccountSettingsChanged', data: { accountId: 'a1', settings: next, changedAt: now } }]);
  });

  it('lets the operator change a recorded billing', () => {
    const next = { ...withBilling, accountBilling: { ...billing, city: 'Campinas' } };
    spec
      .given([created, recorded])
      .when(change(next, 'operator'))
      .then([{ type: 'AccountSettingsChanged', data: { accountId: 'a1', settings: next, changedAt: now } }]);
  });

  it('an all-empty billing is no record: the owner may still fill it', () => {
    const empty = Object.fromEntries(Object.keys(billing).map((k) => [k, null])) as AccountBilling;
    const emptyRecorded = { ...recorded, data: { ...recorded.data, settings: { ...settings, accountBilling: empty } } };
    spec.given([created, emptyRecorded]).when(change(withBilling, 'owner')).then([recorded]);
  });
});

describe('account decider: Recursos (features) are the operator scope only', () => {
  const next = { ...settings, features: [...settings.features, 'checkins' as const] };
  it('refuses the owner a change of features', () =>
    spec
      .given([created])
      .when(change(next, 'owner'))
      .thenThrows(ValidationError, accountSettingsMessages.operatorOnly));
  it('lets the operator change them', () =>
    spec
      .given([created])
      .when(change(next, 'operator'))
      .then([{ type: 'AccountSettingsChanged', data: { accountId: 'a1', settings: next, changedAt: now } }]));
});

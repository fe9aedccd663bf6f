import { paymentSettingsMessages, type PaymentSettingsEvent } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import {
  paymentSettingsDecider,
  type PaymentSettingsChanges,
  type PaymentSettingsCommand,
  type PaymentSettingsState,
} from './paymentSettingsDecider.ts';

const accountId = 'acc-1';
const now = '2026-11-24T12:00:00.000Z';
const change = (changes: PaymentSettingsChanges, scope: 'owner' | 'operator' = 'owner'): PaymentSettingsCommand => ({
  type: 'ChangePaymentSettings',
  data: { accountId, scope, changes, now },
});
const nothingSet: Omit<PaymentSettingsState, 'notificationKey'> = {
  securityCheckout: false,
  captchaSecretKey: null,
  secondProviderEnabled: false,
  secondProviderSecretKey: null,
  preferredPayment: null,
};
const changed = (settings: Partial<Omit<PaymentSettingsState, 'notificationKey'>>): PaymentSettingsEvent => ({
  type: 'AccountPaymentSettingsChanged',
  data: { accountId, ...nothingSet, ...settings, changedAt: now },
});
const secured = changed({ securityCheckout: true, captchaSecretKey: 'enc:v1:a' });
const spec = deciderSpec(paymentSettingsDecider);
/** The refusal's issues: each names the field the console marks. */
const issuesOf = (error: Error) => (error as ValidationError).issues;

describe('payment settings decider', () => {
  it('given nothing, when staff turn the secure checkout on with a captcha secret, records both', () => {
    spec
      .given([])
      .when(change({ securityCheckout: true, captchaSecretKey: 'enc:v1:a' }))
      .then([secured]);
  });

  it('refuses the secure checkout without a captcha secret', () => {
    const error = spec
      .given([])
      .when(change({ securityCheckout: true }))
      .thenThrows(ValidationError, paymentSettingsMessages.captchaSecretRequired);
    expect(issuesOf(error)).toEqual([
      { path: ['input', 'captchaSecretKey'], message: paymentSettingsMessages.captchaSecretRequired },
    ]);
  });

  it('given a captcha secret, when staff send the switch only, keeps the secret (undefined keeps)', () => {
    spec
      .given([secured])
      .when(change({ securityCheckout: true }))
      .thenNothingHappens();
    spec
      .given([secured])
      .when(change({ securityCheckout: false }))
      .then([changed({ securityCheckout: false, captchaSecretKey: 'enc:v1:a' })]);
  });

  it('refuses staff any second-provider secret, a changed switch or a changed preferred provider', () => {
    const refused = (changes: PaymentSettingsChanges) =>
      issuesOf(spec.given([]).when(change(changes)).thenThrows(ValidationError, paymentSettingsMessages.operatorOnly));
    expect(refused({ secondProviderSecretKey: 'enc:v1:x' })).toEqual([
      { path: ['input', 'secondProviderSecretKey'], message: paymentSettingsMessages.operatorOnly },
    ]);
    expect(refused({ secondProviderEnabled: true })[0]?.path).toEqual(['input', 'secondProviderEnabled']);
    expect(refused({ preferredPayment: 'stripe' })[0]?.path).toEqual(['input', 'preferredPayment']);
  });

  it('lets staff send the operator fields back unchanged (the console sends what it read)', () => {
    spec
      .given([])
      .when(change({ secondProviderEnabled: false, preferredPayment: null }))
      .thenNothingHappens();
  });

  it('the operator turns the second provider on with its secret and prefers it', () => {
    const operatorChoice = {
      secondProviderEnabled: true,
      secondProviderSecretKey: 'enc:v1:m',
      preferredPayment: 'mundipagg',
    } as const;
    spec
      .given([])
      .when(change(operatorChoice, 'operator'))
      .then([changed(operatorChoice)]);
  });

  it('refuses the second provider switched on without its secret, and preferring it while off', () => {
    spec
      .given([])
      .when(change({ secondProviderEnabled: true }, 'operator'))
      .thenThrows(ValidationError, paymentSettingsMessages.secondProviderKeyRequired);
    spec
      .given([])
      .when(change({ preferredPayment: 'mundipagg' }, 'operator'))
      .thenThrows(ValidationError, paymentSettingsMessages.preferredNeedsBothKeys);
  });

  it('assigns the notification key once: a second assignment records nothing', () => {
    const assign = (key: string): PaymentSettingsCommand => ({
      type: 'AssignNotificationKey',
      data: { accountId, notificationKey: key, now },
    });
    const assigned: PaymentSettingsEvent = {
      type: 'AccountNotificationKeyAssigned',
      data: { accountId, notificationKey: 'a'.repeat(32), assignedAt: now },
    };
    spec
      .given([])
      .when(assign('a'.repeat(32)))
      .then([assigned]);
    spec
      .given([assigned])
      .when(assign('b'.repeat(32)))
      .thenNothingHappens();
  });
});

import { paymentSettingsMessages } from '@gym/contracts';
import { foldStream, ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import {
  paymentSettingsDecider,
  type PaymentSettingsChanges,
  type PaymentSettingsCommand,
} from './paymentSettingsDecider.ts';

const now = '2026-11-24T12:00:00.000Z';
const change = (changes: PaymentSettingsChanges, scope: 'owner' | 'operator' = 'owner'): PaymentSettingsCommand => ({
  type: 'ChangePaymentSettings',
  data: { accountId: 'acc-1', scope, changes, now },
});
type Events = ReturnType<typeof paymentSettingsDecider.decide>;
const decideAfter = (history: Events, command: PaymentSettingsCommand) =>
  paymentSettingsDecider.decide(command, foldStream(paymentSettingsDecider, history));
const refusal = (history: Events, command: PaymentSettingsCommand) => {
  try {
    decideAfter(history, command);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues;
  }
  throw new Error('not refused');
};

describe('payment settings decider', () => {
  it('given nothing, when staff turn the secure checkout on with a captcha secret, records both', () => {
    expect(decideAfter([], change({ securityCheckout: true, captchaSecretKey: 'enc:v1:a' }))).toEqual([
      {
        type: 'AccountPaymentSettingsChanged',
        data: {
          accountId: 'acc-1',
          securityCheckout: true,
          captchaSecretKey: 'enc:v1:a',
          secondProviderEnabled: false,
          secondProviderSecretKey: null,
          preferredPayment: null,
          changedAt: now,
        },
      },
    ]);
  });
  it('refuses the secure checkout without a captcha secret', () => {
    expect(refusal([], change({ securityCheckout: true }))).toEqual([
      { path: ['input', 'captchaSecretKey'], message: paymentSettingsMessages.captchaSecretRequired },
    ]);
  });
  it('given a captcha secret, when staff send the switch only, keeps the secret (undefined keeps)', () => {
    const history = decideAfter([], change({ securityCheckout: true, captchaSecretKey: 'enc:v1:a' }));
    expect(decideAfter(history, change({ securityCheckout: true }))).toEqual([]);
    const off = decideAfter(history, change({ securityCheckout: false }));
    expect(off[0]?.data).toMatchObject({ securityCheckout: false, captchaSecretKey: 'enc:v1:a' });
  });
  it('refuses staff any second-provider secret, a changed switch or a changed preferred provider', () => {
    expect(refusal([], change({ secondProviderSecretKey: 'enc:v1:x' }))[0]).toEqual({
      path: ['input', 'secondProviderSecretKey'],
      message: paymentSettingsMessages.operatorOnly,
    });
    expect(refusal([], change({ secondProviderEnabled: true }))[0]?.path).toEqual(['input', 'secondProviderEnabled']);
    expect(refusal([], change({ preferredPayment: 'stripe' }))[0]?.path).toEqual(['input', 'preferredPayment']);
  });
  it('lets staff send the operator fields back unchanged (the console sends what it read)', () => {
    expect(decideAfter([], change({ secondProviderEnabled: false, preferredPayment: null }))).toEqual([]);
  });
  it('the operator turns the second provider on with its secret and prefers it', () => {
    const events = decideAfter(
      [],
      change(
        { secondProviderEnabled: true, secondProviderSecretKey: 'enc:v1:m', preferredPayment: 'mundipagg' },
        'operator',
      ),
    );
    expect(events[0]?.data).toMatchObject({
      secondProviderEnabled: true,
      secondProviderSecretKey: 'enc:v1:m',
      preferredPayment: 'mundipagg',
    });
  });
  it('refuses the second provider switched on without its secret, and preferring it while off', () => {
    expect(refusal([], change({ secondProviderEnabled: true }, 'operator'))[0]?.message).toBe(
      paymentSettingsMessages.secondProviderKeyRequired,
    );
    expect(refusal([], change({ preferredPayment: 'mundipagg' }, 'operator'))[0]?.message).toBe(
      paymentSettingsMessages.preferredNeedsBothKeys,
    );
  });
  it('assigns the notification key once: a second assignment records nothing', () => {
    const assign = (key: string): PaymentSettingsCommand => ({
      type: 'AssignNotificationKey',
      data: { accountId: 'acc-1', notificationKey: key, now },
    });
    const history = decideAfter([], assign('a'.repeat(32)));
    expect(history).toHaveLength(1);
    expect(decideAfter(history, assign('b'.repeat(32)))).toEqual([]);
    expect(foldStream(paymentSettingsDecider, history as never).notificationKey).toBe('a'.repeat(32));
  });
});

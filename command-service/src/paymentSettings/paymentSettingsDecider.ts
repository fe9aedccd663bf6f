import { paymentSettingsMessages, type PaymentProviderName, type PaymentSettingsEvent } from '@gym/contracts';
import { ValidationError, type Decider } from '@gym/platform';

/**
 * `paymentSettings-<accountId>`: the Payments tab's settings. Secrets come in already sealed (the
 * handler seals them, so the decider stays pure and the log never holds them in clear). Undefined keeps
 * a value; null clears a secret. Account staff may change securityCheckout and the captcha secret; the
 * second provider (its switch, its secret) and the preferred provider are the operator's: staff may
 * send them only unchanged (the console sends back what it read), a secondProviderSecretKey never.
 */
export type PaymentSettingsChanges = {
  readonly securityCheckout?: boolean;
  readonly captchaSecretKey?: string | null;
  readonly secondProviderEnabled?: boolean;
  readonly secondProviderSecretKey?: string | null;
  readonly preferredPayment?: PaymentProviderName | null;
};
export type PaymentSettingsCommand =
  | {
      type: 'ChangePaymentSettings';
      data: { accountId: string; scope: 'owner' | 'operator'; changes: PaymentSettingsChanges; now: string };
    }
  | { type: 'AssignNotificationKey'; data: { accountId: string; notificationKey: string; now: string } };

export type PaymentSettingsState = {
  readonly securityCheckout: boolean;
  readonly captchaSecretKey: string | null;
  readonly secondProviderEnabled: boolean;
  readonly secondProviderSecretKey: string | null;
  readonly preferredPayment: PaymentProviderName | null;
  readonly notificationKey: string | null;
};

const initialState = (): PaymentSettingsState => ({
  securityCheckout: false,
  captchaSecretKey: null,
  secondProviderEnabled: false,
  secondProviderSecretKey: null,
  preferredPayment: null,
  notificationKey: null,
});

const issue = (field: string, message: string) => new ValidationError([{ path: ['input', field], message }]);

function decideChange(
  { accountId, scope, changes, now }: Extract<PaymentSettingsCommand, { type: 'ChangePaymentSettings' }>['data'],
  state: PaymentSettingsState,
): PaymentSettingsEvent[] {
  if (scope !== 'operator') {
    if (changes.secondProviderSecretKey !== undefined)
      throw issue('secondProviderSecretKey', paymentSettingsMessages.operatorOnly);
    if (changes.secondProviderEnabled !== undefined && changes.secondProviderEnabled !== state.secondProviderEnabled)
      throw issue('secondProviderEnabled', paymentSettingsMessages.operatorOnly);
    if (changes.preferredPayment !== undefined && changes.preferredPayment !== state.preferredPayment)
      throw issue('preferredPayment', paymentSettingsMessages.operatorOnly);
  }
  const next = {
    securityCheckout: changes.securityCheckout ?? state.securityCheckout,
    captchaSecretKey: changes.captchaSecretKey === undefined ? state.captchaSecretKey : changes.captchaSecretKey,
    secondProviderEnabled: changes.secondProviderEnabled ?? state.secondProviderEnabled,
    secondProviderSecretKey:
      changes.secondProviderSecretKey === undefined ? state.secondProviderSecretKey : changes.secondProviderSecretKey,
    preferredPayment: changes.preferredPayment === undefined ? state.preferredPayment : changes.preferredPayment,
  };
  if (next.securityCheckout && !next.captchaSecretKey)
    throw issue('captchaSecretKey', paymentSettingsMessages.captchaSecretRequired);
  if (next.secondProviderEnabled && !next.secondProviderSecretKey)
    throw issue('secondProviderSecretKey', paymentSettingsMessages.secondProviderKeyRequired);
  if (next.preferredPayment === 'mundipagg' && !next.secondProviderEnabled)
    throw issue('preferredPayment', paymentSettingsMessages.preferredNeedsBothKeys);
  const unchanged = (Object.keys(next) as (keyof typeof next)[]).every((key) => next[key] === state[key]);
  if (unchanged) return [];
  return [{ type: 'AccountPaymentSettingsChanged', data: { accountId, ...next, changedAt: now } }];
}

export const paymentSettingsDecider: Decider<PaymentSettingsCommand, PaymentSettingsEvent, PaymentSettingsState> = {
  initialState,
  decide(command, state) {
    if (command.type === 'AssignNotificationKey') {
      if (state.notificationKey) return [];
      const { accountId, notificationKey, now } = command.data;
      return [{ type: 'AccountNotificationKeyAssigned', data: { accountId, notificationKey, assignedAt: now } }];
    }
    return decideChange(command.data, state);
  },
  evolve(state, event) {
    if (event.type === 'AccountNotificationKeyAssigned')
      return { ...state, notificationKey: event.data.notificationKey };
    const { accountId: _a, changedAt: _c, ...settings } = event.data;
    return { ...state, ...settings };
  },
};

export const paymentSettingsStream = (accountId: string) => `paymentSettings-${accountId}`;

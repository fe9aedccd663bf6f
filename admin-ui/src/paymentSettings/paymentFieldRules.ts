import type { FormValues } from '../lib/settingsPayload';

/** The Payments tab's saved fields: staff save the first two; the operator all of them. */
export const STAFF_PAYMENT_KEYS = ['securityCheckout', 'captchaSecretKey'] as const;
export const OPERATOR_PAYMENT_KEYS = [
  ...STAFF_PAYMENT_KEYS,
  'secondProviderEnabled',
  'secondProviderSecretKey',
  'preferredPayment',
] as const;

const hasValue = (value: FormValues[string]) => typeof value === 'string' && value.trim() !== '';

/**
 * Spec 000 section 4: the captcha secret only with the secure checkout switch on; the second-provider
 * block only for the operator, its secret only with its toggle on; the preferred-payment select only when
 * both providers have keys (the card provider's: a connected account; the second's: its secret set or typed).
 */
export function visiblePaymentFields(values: FormValues, operator: boolean, cardProviderConnected: boolean) {
  const secondProvider = operator;
  const secondSecret = secondProvider && values.secondProviderEnabled === true;
  return {
    captchaSecretKey: values.securityCheckout === true,
    secondProvider,
    secondProviderSecretKey: secondSecret,
    preferredPayment: secondSecret && hasValue(values.secondProviderSecretKey) && cardProviderConnected,
    webhookUrl: operator,
  };
}

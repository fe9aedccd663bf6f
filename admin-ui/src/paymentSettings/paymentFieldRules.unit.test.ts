import { describe, expect, it } from 'vitest';
import { HIDDEN_KEY_PLACEHOLDER, toSettingsPayload } from '../lib/settingsPayload';
import { OPERATOR_PAYMENT_KEYS, STAFF_PAYMENT_KEYS, visiblePaymentFields } from './paymentFieldRules';

describe('Payments tab field visibility (spec 000 section 4)', () => {
  it('shows the captcha secret only with the secure checkout switch on', () => {
    expect(visiblePaymentFields({ securityCheckout: false }, false, true).captchaSecretKey).toBe(false);
    expect(visiblePaymentFields({ securityCheckout: true }, false, true).captchaSecretKey).toBe(true);
  });
  it('hides the whole second-provider block and the webhook address from account staff', () => {
    const staff = visiblePaymentFields({ secondProviderEnabled: true, secondProviderSecretKey: 'x' }, false, true);
    expect(staff).toMatchObject({
      secondProvider: false,
      secondProviderSecretKey: false,
      preferredPayment: false,
      webhookUrl: false,
    });
  });
  it('shows the operator the second secret only with its toggle on, the preferred select only with both keys', () => {
    expect(visiblePaymentFields({ secondProviderEnabled: false }, true, true)).toMatchObject({
      secondProvider: true,
      secondProviderSecretKey: false,
      preferredPayment: false,
      webhookUrl: true,
    });
    const on = { secondProviderEnabled: true, secondProviderSecretKey: HIDDEN_KEY_PLACEHOLDER };
    expect(visiblePaymentFields(on, true, true).preferredPayment).toBe(true);
    expect(visiblePaymentFields(on, true, false).preferredPayment).toBe(false);
    expect(
      visiblePaymentFields({ secondProviderEnabled: true, secondProviderSecretKey: '' }, true, true).preferredPayment,
    ).toBe(false);
  });
  it('drops the hidden-key placeholders before saving (the stored secret is kept)', () => {
    const values = {
      securityCheckout: true,
      captchaSecretKey: HIDDEN_KEY_PLACEHOLDER,
      secondProviderEnabled: true,
      secondProviderSecretKey: 'novo-segredo',
    };
    expect(toSettingsPayload(values, STAFF_PAYMENT_KEYS)).toEqual({ securityCheckout: true });
    expect(toSettingsPayload(values, OPERATOR_PAYMENT_KEYS)).toEqual({
      securityCheckout: true,
      secondProviderEnabled: true,
      secondProviderSecretKey: 'novo-segredo',
    });
  });
});

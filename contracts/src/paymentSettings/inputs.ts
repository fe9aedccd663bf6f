import { z } from 'zod';
import { messages } from '../messages.ts';
import { paymentProviders } from './enums.ts';
import { paymentSettingsMessages } from './messages.ts';

const secret = z.string().trim().min(1, messages.required).max(500).nullish();

/** The payment fields updateAccount / createOrUpdateAccount accept besides the account's own (spec 000 section 5). */
export const paymentSettingsInputSchema = z.object({
  securityCheckout: z.boolean().nullish(),
  captchaSecretKey: secret,
  secondProviderEnabled: z.boolean().nullish(),
  secondProviderSecretKey: secret,
  preferredPayment: z.enum(paymentProviders, { message: paymentSettingsMessages.invalidProvider }).nullish(),
});
export type ValidPaymentSettingsInput = z.output<typeof paymentSettingsInputSchema>;

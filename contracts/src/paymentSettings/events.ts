import { z } from 'zod';
import { paymentProviders } from './enums.ts';

const sealed = z.string().startsWith('enc:v1:').nullable();

export const accountPaymentSettingsChangedV1 = z.object({
  accountId: z.string(),
  securityCheckout: z.boolean(),
  /** Sealed (never in clear in the log); null when none. */
  captchaSecretKey: sealed,
  secondProviderEnabled: z.boolean(),
  secondProviderSecretKey: sealed,
  preferredPayment: z.enum(paymentProviders).nullable(),
  changedAt: z.string(),
});
export const accountNotificationKeyAssignedV1 = z.object({
  accountId: z.string(),
  notificationKey: z.string().regex(/^[a-f0-9]{32}$/),
  assignedAt: z.string(),
});

export type AccountPaymentSettingsChanged = {
  type: 'AccountPaymentSettingsChanged';
  data: z.infer<typeof accountPaymentSettingsChangedV1>;
};
export type AccountNotificationKeyAssigned = {
  type: 'AccountNotificationKeyAssigned';
  data: z.infer<typeof accountNotificationKeyAssignedV1>;
};
export type PaymentSettingsEvent = AccountPaymentSettingsChanged | AccountNotificationKeyAssigned;

export const paymentSettingsEventSchemas = {
  AccountPaymentSettingsChanged: { version: 1, schema: accountPaymentSettingsChangedV1 },
  AccountNotificationKeyAssigned: { version: 1, schema: accountNotificationKeyAssignedV1 },
} as const;

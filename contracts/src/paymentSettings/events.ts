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
/**
 * v2: the webhook key is the webhook's only credential, so it is sealed like the other secrets (`enc:v1:…`) in the
 * log and on the bus (issue 36). A v1 key was written in clear: it reads as it is (the SecretBox opens a clear value
 * unchanged), so the webhooks configured with it keep working.
 */
export const accountNotificationKeyAssignedV2 = z.object({
  accountId: z.string(),
  notificationKey: z.union([z.string().startsWith('enc:v1:'), z.string().regex(/^[a-f0-9]{32}$/)]),
  assignedAt: z.string(),
});

export type AccountPaymentSettingsChanged = {
  type: 'AccountPaymentSettingsChanged';
  data: z.infer<typeof accountPaymentSettingsChangedV1>;
};
export type AccountNotificationKeyAssigned = {
  type: 'AccountNotificationKeyAssigned';
  data: z.infer<typeof accountNotificationKeyAssignedV2>;
};
export type PaymentSettingsEvent = AccountPaymentSettingsChanged | AccountNotificationKeyAssigned;

export const paymentSettingsEventSchemas = {
  AccountPaymentSettingsChanged: { version: 1, schema: accountPaymentSettingsChangedV1 },
  AccountNotificationKeyAssigned: {
    version: 2,
    schema: accountNotificationKeyAssignedV2,
    // A v1 key (in clear) stays as it was written: the log is append-only, and sealing needs the server's key.
    upcast: { 1: (data: unknown) => accountNotificationKeyAssignedV1.parse(data) },
  },
} as const;

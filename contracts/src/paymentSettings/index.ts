import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * The Payments tab's own settings (spec 000 'Account settings': securityCheckout, the captcha secret key,
 * the second payment provider's secret key, the preferred provider and accountNotificationKey). Secrets
 * are write-only: the API answers `HIDDEN_SECRET` for a secret that is set, and the event log holds
 * them sealed (`enc:v1:…`, the same AES-256-GCM box as the branches' integration tokens).
 */
export const paymentProviders = ['stripe', 'mundipagg'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** What the API shows in place of a secret that is set (the console's hidden-key placeholder, dropped before saving). */
export const HIDDEN_SECRET = '••••••••';

/** ours: the spec does not word these refusals. */
export const paymentSettingsMessages = {
  operatorOnly: 'Somente a administração da plataforma pode configurar o segundo provedor de pagamento',
  captchaSecretRequired: 'Informe a chave secreta do captcha para ativar o checkout seguro',
  secondProviderKeyRequired: 'Informe a chave secreta do segundo provedor para ativá-lo',
  preferredNeedsBothKeys: 'O provedor preferido só pode ser escolhido quando os dois provedores têm chave',
  invalidProvider: 'Provedor de pagamento inválido',
  /** The checkout's refusal when the captcha is missing or wrong (the spec has no wording). */
  captchaRequired: 'Confirme que você não é um robô para concluir a compra',
  captchaUnavailable: 'Não foi possível verificar o captcha agora. Tente novamente em instantes.',
  /** The second provider's webhook when the provider cannot be asked to confirm the charge (it delivers again). */
  webhookUnverifiable: 'Não foi possível confirmar a cobrança com o provedor agora. Tente novamente em instantes.',
} as const;

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

/**
 * The second provider's (Mundipagg / Pagar.me core v5) webhook body: `{ id, type, created_at, data }`;
 * `data` is the charge (its `id`, `code`, `amount`, `status`, `metadata`). Extra keys are kept out.
 */
export const secondProviderWebhookSchema = z.object({
  id: z.string().trim().min(1).max(100),
  type: z.string().trim().min(1).max(100),
  created_at: z.string().max(64).optional(),
  data: z
    .object({
      id: z.string().max(100).optional(),
      code: z.string().max(100).nullish(),
      amount: z.number().int().nonnegative().optional(),
      status: z.string().max(64).optional(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .passthrough(),
});
export type SecondProviderWebhook = z.infer<typeof secondProviderWebhookSchema>;

/**
 * `rejected` (issue 36): the provider does not hold the charge the body names as paid, in BRL, for the payment's
 * amount (a forged or altered delivery); nothing is marked.
 */
export const secondProviderWebhookOutcomes = ['payment_received', 'payment_failed', 'ignored', 'rejected'] as const;
export const secondProviderWebhookReceivedV1 = z.object({
  accountId: z.string(),
  webhookId: z.string(),
  type: z.string(),
  chargeId: z.string().nullable(),
  /** The student plan payment the charge paid for, when the product knows it. */
  paymentId: z.string().nullable(),
  outcome: z.enum(secondProviderWebhookOutcomes),
  receivedAt: z.string(),
});
export type SecondProviderWebhookReceived = {
  type: 'SecondProviderWebhookReceived';
  data: z.infer<typeof secondProviderWebhookReceivedV1>;
};
export const secondProviderWebhookEventSchemas = {
  SecondProviderWebhookReceived: { version: 1, schema: secondProviderWebhookReceivedV1 },
} as const;

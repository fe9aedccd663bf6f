import { z } from 'zod';

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

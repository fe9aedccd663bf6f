import { z } from 'zod';

/** Spec 000 sections 4 and 8: the payments tab's onboarding states and the pending banner. */
export const paymentOnboardingMessages = {
  /** Requirements pending (spec 000 section 8), with a link to finish document submission. */
  pending: 'Falta pouco para você começar a receber pagamentos!',
  finishLink: 'Finalizar envio de documentos',
  enabled: 'Você está habilitado para receber pagamentos recorrentes!',
  // ours: the spec names the no-provider call and the redirect pages without words.
  notConnected: 'Você ainda não recebe pagamentos com cartão de crédito.',
  enableLink: 'Habilitar recebimento de pagamentos',
  redirecting: 'Redirecionando para o cadastro de pagamentos...',
  unavailable: 'O provedor de pagamentos não está disponível no momento. Tente novamente em instantes.',
  notConfigured: 'Pagamentos com cartão não estão configurados neste servidor',
} as const;

/** The gym's account at the card provider was created (once per gym; `paymentAccount-<accountId>`). */
export const paymentAccountConnectedV1 = z.object({
  accountId: z.string(),
  provider: z.string(),
  externalAccountId: z.string(),
  connectedAt: z.string(),
});
export type PaymentAccountConnected = {
  type: 'PaymentAccountConnected';
  data: z.infer<typeof paymentAccountConnectedV1>;
};
export const paymentOnboardingEventSchemas = {
  PaymentAccountConnected: { version: 1, schema: paymentAccountConnectedV1 },
} as const;

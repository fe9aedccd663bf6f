import {
  messages,
  paymentSettingsMessages,
  planMessages,
  secondProviderWebhookSchema,
  type SecondProviderWebhook,
  type SecondProviderWebhookReceived,
} from '@gym/contracts';
import {
  DomainError,
  foldStream,
  handleCommand,
  IllegalStateError,
  NotFoundError,
  PaymentProviderUnavailableError,
  type Decider,
} from '@gym/platform';
import { PagarmePaymentProvider } from '@gym/platform/payments';
import express, { type Express } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { accountOfAddress } from '../web/accountCache.ts';
import { rest } from '../web/rest.ts';
import { markPaymentReceived } from '../plans/studentPlanHandlers.ts';
import { loadPaymentSettings, openSecret } from '../paymentSettings/paymentSettings.ts';
import type { PaymentSettingsState } from '../paymentSettings/paymentSettingsDecider.ts';
import { PAGARME_SANDBOX_PATH } from './secondProviderCheckout.ts';
import type { Actor, Services } from '../services.ts';

type Outcome = SecondProviderWebhookReceived['data']['outcome'];
type RecordWebhook = { type: 'RecordWebhook'; data: SecondProviderWebhookReceived['data'] };

/** `secondProviderWebhook-<accountId>-<hash of the webhook id>`: each delivery of the provider recorded once. */
export const webhookDecider: Decider<RecordWebhook, SecondProviderWebhookReceived, { recorded: boolean }> = {
  initialState: () => ({ recorded: false }),
  decide: (command, state) => (state.recorded ? [] : [{ type: 'SecondProviderWebhookReceived', data: command.data }]),
  evolve: () => ({ recorded: true }),
};
export const webhookStream = (accountId: string, webhookId: string) =>
  `secondProviderWebhook-${accountId}-${createHash('sha256').update(webhookId).digest('hex').slice(0, 32)}`;

/** Webhook bodies are small (a charge); anything bigger is refused before parsing. */
export const WEBHOOK_BODY_LIMIT = '64kb';

const sameKey = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The student plan payment a charge pays for: `metadata.payment_id` (or paymentId), else the charge's `code`. */
function paymentIdOf(charge: { code?: string | null; metadata?: Record<string, unknown> | null }): string | null {
  const metadata = charge.metadata ?? {};
  const candidate = metadata.payment_id ?? metadata.paymentId ?? charge.code;
  return typeof candidate === 'string' && candidate.length > 0 && candidate.length <= 200 ? candidate : null;
}

/**
 * The charge as the provider holds it, fetched with the account's own secret key: Pagar.me does not sign its
 * webhooks, so the body's claims are never trusted, only this answer. Null when the account has no second-provider
 * key (nothing can prove the delivery) or the provider holds no such charge for it.
 */
async function chargeAtProvider(svc: Services, settings: PaymentSettingsState, chargeId: string | undefined) {
  const secretKey = openSecret(svc, settings.secondProviderSecretKey);
  if (!secretKey || !chargeId) return null;
  // Our own sandbox at the server's own address, never one named by the request's Host (the webhook's caller).
  const apiUrl = svc.payments.secondProviderApiUrl ?? `${svc.ownUrl()}${PAGARME_SANDBOX_PATH}`;
  return new PagarmePaymentProvider({ apiUrl, secretKey, publicKey: '' }).getCharge(chargeId);
}

/**
 * Applies one delivery: `charge.paid` marks a payment received only when the provider confirms the charge is paid,
 * in BRL, for a payment of this account (named by the provider's charge, not the body) and for exactly its value
 * (MarkPaymentReceived with the paid amount, checked against the stream); anything else is `rejected`.
 * `charge.payment_failed` is recorded (a pending payment stays pending, as the Stripe path leaves a failed attempt);
 * any other type is recorded as ignored.
 */
async function apply(
  svc: Services,
  actor: Actor,
  settings: PaymentSettingsState,
  hook: SecondProviderWebhook,
): Promise<{ outcome: Outcome; paymentId: string | null }> {
  if (hook.type === 'charge.payment_failed') return { outcome: 'payment_failed', paymentId: paymentIdOf(hook.data) };
  if (hook.type !== 'charge.paid') return { outcome: 'ignored', paymentId: paymentIdOf(hook.data) };
  const charge = await chargeAtProvider(svc, settings, hook.data.id);
  if (charge?.status !== 'paid' || charge.currency.toUpperCase() !== 'BRL' || charge.amount < 0)
    return { outcome: 'rejected', paymentId: null };
  const paymentId = paymentIdOf(charge);
  if (!paymentId) return { outcome: 'ignored', paymentId: null };
  try {
    await markPaymentReceived(svc, actor, paymentId, true, charge.amount);
    return { outcome: 'payment_received', paymentId };
  } catch (error) {
    if (error instanceof IllegalStateError && error.message === planMessages.paidAmountMismatch)
      return { outcome: 'rejected', paymentId };
    // Not a payment of this account, or already received: nothing to do, and the provider must not retry.
    if (error instanceof DomainError) return { outcome: 'ignored', paymentId };
    throw error;
  }
}

/**
 * POST /{account code}/mundipagg/{notification key} (spec 000's webhook address): the second provider's
 * webhook. A wrong account or key answers 404; bodies above 64 kB are refused (413); a malformed body
 * 400; a webhook id seen before answers 200 without acting again; the provider unreachable for the check 503
 * (it delivers again). The key is in the path, so the request log writes it `[redacted]` (security/logger.ts).
 * Registered before the JSON parser.
 */
export function secondProviderWebhookRoute(app: Express, svc: Services, log: (m: string, e?: unknown) => void): void {
  app.post(
    '/:account/mundipagg/:key',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    rest(async (req, res) => {
      const account = await accountOfAddress(svc.documents, String(req.params.account));
      if (!account) throw new NotFoundError(messages.accountNotFound);
      const settings = await loadPaymentSettings(svc, account.id);
      // Sealed in the log since issue 36 (a key assigned before reads in clear: open passes it through).
      if (!settings.notificationKey || !sameKey(String(req.params.key), svc.secrets.open(settings.notificationKey)))
        throw new NotFoundError(messages.accountNotFound);
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '');
      } catch {
        res.status(400).json({ error: 'Requisição inválida', code: 'VALIDATION' });
        return;
      }
      const hook = secondProviderWebhookSchema.safeParse(parsed);
      if (!hook.success) {
        res.status(400).json({ error: 'Requisição inválida', code: 'VALIDATION' });
        return;
      }
      const streamId = webhookStream(account.id, hook.data.id);
      const seen = foldStream(webhookDecider, (await svc.eventStore.readStream(streamId)).events);
      if (seen.recorded) {
        res.json({ received: true, duplicate: true });
        return;
      }
      const actor: Actor = { accountId: account.id, userId: null, correlationId: `mundipagg-${hook.data.id}` };
      let applied: Awaited<ReturnType<typeof apply>>;
      try {
        applied = await apply(svc, actor, settings, hook.data);
      } catch (error) {
        // The provider could not be asked: nothing recorded, and a 503 makes it deliver again later.
        if (!(error instanceof PaymentProviderUnavailableError)) throw error;
        res.status(503).json({ error: paymentSettingsMessages.webhookUnverifiable, code: 'UNAVAILABLE' });
        return;
      }
      const { outcome, paymentId } = applied;
      await handleCommand(svc.eventStore, {
        streamId,
        decider: webhookDecider,
        command: {
          type: 'RecordWebhook',
          data: {
            accountId: account.id,
            webhookId: hook.data.id,
            type: hook.data.type,
            chargeId: hook.data.data.id ?? null,
            paymentId,
            outcome,
            receivedAt: svc.clock.now().toISOString(),
          },
        },
        metadata: { accountId: account.id, correlationId: actor.correlationId },
      });
      res.json({ received: true, outcome });
    }, log),
  );
}

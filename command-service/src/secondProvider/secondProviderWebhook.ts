import {
  messages,
  secondProviderWebhookSchema,
  type SecondProviderWebhook,
  type SecondProviderWebhookReceived,
} from '@gym/contracts';
import { DomainError, foldStream, handleCommand, NotFoundError, type Decider } from '@gym/platform';
import express, { type Express } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { accountOfAddress } from '../web/accountCache.ts';
import { rest } from '../web/rest.ts';
import { markPaymentReceived } from '../plans/studentPlanHandlers.ts';
import { loadPaymentSettings } from '../paymentSettings/paymentSettings.ts';
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

/** The student plan payment a charge pays for: `data.metadata.payment_id` (or paymentId), else the charge's `code`. */
function paymentIdOf(data: SecondProviderWebhook['data']): string | null {
  const metadata = data.metadata ?? {};
  const candidate = metadata.payment_id ?? metadata.paymentId ?? data.code;
  return typeof candidate === 'string' && candidate.length > 0 && candidate.length <= 200 ? candidate : null;
}

/**
 * Applies one delivery: `charge.paid` for a payment the product knows drives MarkPaymentReceived (the command
 * 'Marcar como recebido' and the card billing use); `charge.payment_failed` is recorded (a pending payment stays
 * pending, as the Stripe path leaves a failed attempt); any other type is recorded as ignored.
 */
async function apply(
  svc: Services,
  actor: Actor,
  hook: SecondProviderWebhook,
): Promise<{ outcome: Outcome; paymentId: string | null }> {
  const paymentId = paymentIdOf(hook.data);
  if (hook.type === 'charge.payment_failed') return { outcome: 'payment_failed', paymentId };
  if (hook.type !== 'charge.paid' || !paymentId) return { outcome: 'ignored', paymentId };
  try {
    await markPaymentReceived(svc, actor, paymentId, true);
    return { outcome: 'payment_received', paymentId };
  } catch (error) {
    // Not a payment of this account, or already received: nothing to do, and the provider must not retry.
    if (error instanceof DomainError) return { outcome: 'ignored', paymentId };
    throw error;
  }
}

/**
 * POST /{account code}/mundipagg/{notification key} (spec 000's webhook address): the second provider's
 * webhook. A wrong account or key answers 404; bodies above 64 kB are refused (413); a malformed body
 * 400; a webhook id seen before answers 200 without acting again. Registered before the JSON parser.
 */
export function secondProviderWebhookRoute(app: Express, svc: Services, log: (m: string, e?: unknown) => void): void {
  app.post(
    '/:account/mundipagg/:key',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    rest(async (req, res) => {
      const account = await accountOfAddress(svc.documents, String(req.params.account));
      if (!account) throw new NotFoundError(messages.accountNotFound);
      const settings = await loadPaymentSettings(svc, account.id);
      if (!settings.notificationKey || !sameKey(String(req.params.key), settings.notificationKey))
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
      const { outcome, paymentId } = await apply(svc, actor, hook.data);
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

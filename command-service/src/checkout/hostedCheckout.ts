import {
  checkoutMessages,
  planMessages,
  type AccountDoc,
  type CheckoutRequest,
  type CheckoutResponse,
  type CheckoutSessionOpened,
  type PlanDoc,
} from '@gym/contracts';
import {
  deterministicId,
  handleCommand,
  IllegalStateError,
  NotFoundError,
  PaymentProviderUnavailableError,
  WebhookSignatureError,
  type PaymentWebhookEvent,
} from '@gym/platform';
import { getPlan } from '@gym/projection-service';
import express, { type Express } from 'express';
import { loadState } from '../aggregates.ts';
import { rest } from '../web/rest.ts';
import type { Actor, Services } from '../services.ts';
import { fulfilPurchase } from './fulfilPurchase.ts';
import { purchaseDecider } from './purchaseDecider.ts';
import { lookUpBuyer, PaymentUnavailableError, purchaseStream } from './purchaseBuyer.ts';

/**
 * Plans whose store is 'stripe': the provider's hosted page. The session is opened once per purchase
 * (a retried request answers the same url); the purchase completes on the signed webhook.
 */
export async function openHostedCheckout(
  svc: Services,
  account: AccountDoc,
  plan: PlanDoc,
  input: CheckoutRequest,
  purchaseId: string,
  origin: string,
): Promise<CheckoutResponse> {
  const hosted = svc.payments.hosted;
  if (!hosted) throw new IllegalStateError(checkoutMessages.hostedCheckoutUnavailable);
  const state = await loadState(svc.eventStore, purchaseDecider, purchaseStream(purchaseId));
  if (state.status === 'sessionOpened' && state.accountId === account.id)
    return { checkout_type: 'redirect', url: state.session.url };
  if (state.status === 'completed') throw new IllegalStateError(checkoutMessages.idempotencyKeyReused);
  const { customer } = input.checkout;
  const page = `${origin}/${encodeURIComponent(account.code)}/checkout?plan=${encodeURIComponent(plan.code)}`;
  let session: Awaited<ReturnType<typeof hosted.createHostedCheckout>>;
  try {
    session = await hosted.createHostedCheckout({
      idempotencyKey: purchaseId,
      amount: plan.value,
      currency: 'BRL',
      productName: plan.name,
      customerEmail: customer.email,
      successUrl: `${page}&purchase=success`,
      cancelUrl: page,
      metadata: { purchaseId, accountId: account.id, planCode: plan.code },
    });
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) throw new PaymentUnavailableError();
    throw error;
  }
  const sessionCustomer: CheckoutSessionOpened['data']['customer'] = {
    name: customer.name,
    lastName: customer.last_name,
    email: customer.email,
    cpf: customer.cpf,
    phone: customer.phone,
    gender: customer.gender,
  };
  const result = await handleCommand(svc.eventStore, {
    streamId: purchaseStream(purchaseId),
    decider: purchaseDecider,
    command: {
      type: 'OpenHostedSession',
      data: {
        accountId: account.id,
        purchaseId,
        now: svc.clock.now().toISOString(),
        plan: { planId: plan.id, code: plan.code, value: plan.value },
        provider: hosted.name,
        sessionId: session.sessionId,
        url: session.url,
        customer: sessionCustomer,
        // The same lookup the completion makes; a buyer registered in between keeps the key it names here.
        buyer: await lookUpBuyer(
          svc,
          account.id,
          customer.email,
          customer.cpf,
          deterministicId('checkout-student', purchaseId),
        ),
      },
    },
    metadata: { accountId: account.id, correlationId: purchaseId },
  });
  const opened = result.newState;
  return { checkout_type: 'redirect', url: opened.status === 'sessionOpened' ? opened.session.url : session.url };
}

/** The provider confirmed a hosted payment: complete the purchase once, then fulfil it (idempotent). */
export async function completeHostedPurchase(
  svc: Services,
  event: Extract<PaymentWebhookEvent, { kind: 'checkout_completed' }>,
): Promise<'completed' | 'unknown' | 'mismatch'> {
  const { purchaseId, accountId } = event.metadata;
  if (!purchaseId || !accountId) return 'unknown';
  const state = await loadState(svc.eventStore, purchaseDecider, purchaseStream(purchaseId));
  if (
    state.status === 'none' ||
    state.accountId !== accountId ||
    !state.session ||
    state.session.sessionId !== event.sessionId
  )
    return 'unknown';
  const session = state.session;
  // The signature proves Stripe sent it; the amount and currency prove it paid what this session asked (issue 36).
  if (event.amount !== session.amount || event.currency.toLowerCase() !== 'brl') return 'mismatch';
  const plan = await getPlan(svc.documents, accountId, session.planId);
  if (!plan) throw new NotFoundError(checkoutMessages.planNotFound);
  const c = session.customer;
  const customer = {
    name: c.name,
    last_name: c.lastName,
    email: c.email,
    cpf: c.cpf,
    phone: c.phone,
    gender: c.gender,
  };
  const buyer = await lookUpBuyer(svc, accountId, c.email, c.cpf, deterministicId('checkout-student', purchaseId));
  const result = await handleCommand(svc.eventStore, {
    streamId: purchaseStream(purchaseId),
    decider: purchaseDecider,
    command: {
      type: 'CompleteHostedPurchase',
      data: {
        accountId,
        purchaseId,
        now: svc.clock.now().toISOString(),
        sessionId: event.sessionId,
        paymentId: event.paymentId,
        amount: event.amount,
        buyer,
        studentPlanId: deterministicId('checkout-student-plan', purchaseId),
      },
    },
    metadata: { accountId, correlationId: purchaseId },
  });
  const done = result.newState;
  if (done.status !== 'completed') throw new Error(`purchase ${purchaseId} not completed after the webhook`);
  const actor: Actor = { accountId, userId: null, correlationId: purchaseId };
  await fulfilPurchase(svc, actor, done.purchase, customer, plan, result.events.length > 0);
  return 'completed';
}

/**
 * POST /payments/stripe/webhook: registered before the JSON parser, since the signature is over the
 * raw body. A bad signature is refused (400); an unknown session answers 404 so the provider retries.
 */
export function hostedCheckoutWebhookRoute(
  app: Express,
  svc: Services,
  log: (message: string, error?: unknown) => void,
): void {
  app.post(
    '/payments/stripe/webhook',
    express.raw({ type: () => true, limit: '1mb' }),
    rest(async (req, res) => {
      const hosted = svc.payments.hosted;
      if (!hosted) throw new NotFoundError(checkoutMessages.hostedCheckoutUnavailable);
      let event: PaymentWebhookEvent;
      try {
        event = hosted.verifyWebhook(
          Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '',
          req.get('stripe-signature') ?? '',
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          res.status(400).json({ error: 'Assinatura do webhook inválida', code: 'VALIDATION' });
          return;
        }
        throw error;
      }
      if (event.kind === 'ignored') {
        res.json({ received: true });
        return;
      }
      const outcome = await completeHostedPurchase(svc, event);
      if (outcome === 'mismatch') {
        res.status(422).json({ error: planMessages.paidAmountMismatch, code: 'VALIDATION' });
        return;
      }
      res.status(outcome === 'completed' ? 200 : 404).json({ received: outcome === 'completed' });
    }, log),
  );
}

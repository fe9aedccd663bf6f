import { keepCheckoutCardOnFile } from '../billing/checkoutCardOnFile.ts';
import {
  checkoutMessages,
  checkoutRequestSchema,
  maskEmail,
  messages,
  RAW_CARD_FIELDS,
  STRIPE_STORE,
  type AccountDoc,
  type CheckoutRequest,
  type CheckoutResponse,
  type PlanDoc,
} from '@gym/contracts';
import {
  deterministicId,
  handleCommand,
  IllegalStateError,
  NotFoundError,
  PaymentProviderUnavailableError,
  ValidationError,
} from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { accountOfAddress } from '../web/accountCache.ts';
import type { Actor, Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { findPlanOnSale } from '@gym/projection-service';
import type { CheckoutRateLimiter } from './checkoutRateLimiter.ts';
import { fulfilPurchase } from './fulfilPurchase.ts';
import { openHostedCheckout } from './hostedCheckout.ts';
import { secondProviderRouteOf } from '../secondProvider/secondProviderCheckout.ts';
import { lookUpBuyer, PaymentUnavailableError, purchaseStream } from './purchaseBuyer.ts';
import { purchaseDecider, type ChargeOutcome } from './purchaseDecider.ts';

export interface PurchaseRequest {
  readonly accountCode: string;
  readonly body: unknown;
  readonly idempotencyKey: string | undefined;
  readonly clientAddress: string;
  /** Where the provider's hosted page sends the buyer back (this server's public address). */
  readonly origin: string;
}

export async function accountOrThrow(svc: Services, code: string): Promise<AccountDoc> {
  const account = await accountOfAddress(svc.documents, code);
  if (account?.status !== 'ativado') throw new NotFoundError(messages.accountNotFound);
  return account;
}

/** The seed's raw card fields are refused before anything else reads the body. */
function refuseRawCard(body: unknown): void {
  const payment = (body as { checkout?: { payment?: Record<string, unknown> } } | null)?.checkout?.payment;
  if (payment && typeof payment === 'object' && RAW_CARD_FIELDS.some((field) => field in payment)) {
    throw ValidationError.field('payment', checkoutMessages.rawCardRefused);
  }
}

function idempotencyKeyOf(raw: string | undefined): string {
  if (!raw || !/^[A-Za-z0-9_-]{8,200}$/.test(raw))
    throw ValidationError.field('Idempotency-Key', checkoutMessages.idempotencyKeyRequired);
  return raw;
}

/**
 * Issue 35 item 16: a new e-mail with the CPF of a registered student buys for that student, whose own e-mail gets
 * the access (fulfilPurchase). The buyer is told where it went, masked; nothing when it is the e-mail typed.
 */
async function accessSentElsewhere(
  svc: Services,
  studentId: string,
  typed: string,
): Promise<Pick<CheckoutResponse, 'access_sent_to'>> {
  const student = await loadState(svc.eventStore, studentDecider, streams.student(studentId));
  if (student.status !== 'registered') return {};
  const email = student.profile.email.toLowerCase();
  return email === typed.trim().toLowerCase() ? {} : { access_sent_to: maskEmail(email) };
}

const inFlight = new Map<string, Promise<CheckoutResponse>>();

/**
 * POST /{account}/checkout: a buyer purchases a plan. The card is charged once per idempotency key;
 * the approved purchase is recorded, then the student (origin checkout), the plan and the received
 * payment follow through the usual commands. A retry of the same key re-runs only what is missing.
 */
export async function purchase(
  svc: Services,
  limiter: CheckoutRateLimiter,
  request: PurchaseRequest,
): Promise<CheckoutResponse> {
  refuseRawCard(request.body);
  const account = await accountOrThrow(svc, request.accountCode);
  const key = idempotencyKeyOf(request.idempotencyKey);
  const input = parseInput(checkoutRequestSchema, request.body, []);
  const plan = await findPlanOnSale(svc.documents, account.id, input.checkout.plan_code);
  if (!plan) throw new NotFoundError(checkoutMessages.planNotFound);
  await limiter.address(account.id, request.clientAddress);

  const purchaseId = deterministicId('checkout-purchase', account.id, key);
  const running = inFlight.get(purchaseId);
  if (running) return running; // a double click while the first request is still charging
  const work = (async () => {
    if (plan.externalStores.includes(STRIPE_STORE))
      return openHostedCheckout(svc, account, plan, input, purchaseId, request.origin);
    return chargeAndFulfil(svc, limiter, account, plan, input, purchaseId);
  })();
  inFlight.set(purchaseId, work);
  try {
    return await work;
  } finally {
    inFlight.delete(purchaseId);
  }
}

async function chargeAndFulfil(
  svc: Services,
  limiter: CheckoutRateLimiter,
  account: AccountDoc,
  plan: PlanDoc,
  input: CheckoutRequest,
  purchaseId: string,
): Promise<CheckoutResponse> {
  const actor: Actor = { accountId: account.id, userId: null, correlationId: purchaseId };
  const { customer, payment } = input.checkout;
  const done = await loadState(svc.eventStore, purchaseDecider, purchaseStream(purchaseId));
  if (done.status === 'completed' && done.accountId === account.id) {
    // The same attempt again (a retry): finish what is missing. The same key for another plan is refused.
    if (done.purchase.planCode !== plan.code) throw new IllegalStateError(checkoutMessages.idempotencyKeyReused);
    await fulfilPurchase(svc, actor, done.purchase, customer, plan, false);
    return {
      checkout_type: 'transparent',
      url: null,
      ...(await accessSentElsewhere(svc, done.purchase.studentId, customer.email)),
    };
  }
  if (!payment) throw ValidationError.field('payment', checkoutMessages.cardNumberRequired);
  const maxInstallments = plan.value > 0 ? plan.installments : 1;
  if (payment.installments > maxInstallments)
    throw ValidationError.field('installments', checkoutMessages.installmentsInvalid);
  // The account's preferred second provider (Pagar.me) when set, else the configured card provider.
  const second = await secondProviderRouteOf(svc, account.id);
  const provider = second?.provider ?? svc.payments.card;
  let card: Awaited<ReturnType<typeof provider.describeCardToken>>;
  try {
    card = await provider.describeCardToken(payment.card_token);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) throw new PaymentUnavailableError();
    throw error;
  }
  if (!card) throw ValidationError.field('payment', checkoutMessages.cardTokenInvalid);
  if (
    card.last4 !== payment.last_four ||
    (card.brand !== payment.credit_card_label && payment.credit_card_label !== 'none')
  ) {
    throw ValidationError.field('payment', checkoutMessages.cardBrandMismatch);
  }
  await limiter.card(card.fingerprint);

  const buyer = await lookUpBuyer(
    svc,
    account.id,
    customer.email,
    customer.cpf,
    deterministicId('checkout-student', purchaseId),
  );
  let charge: ChargeOutcome;
  try {
    const result = await provider.chargeCard({
      cardToken: payment.card_token,
      amount: plan.value,
      currency: 'BRL',
      installments: payment.installments,
      idempotencyKey: purchaseId,
      description: `${account.name}: ${plan.name}`,
      customer: {
        name: `${customer.name} ${customer.last_name}`.trim(),
        email: customer.email,
        document: customer.cpf.replace(/\D/g, ''),
      },
    });
    charge =
      result.status === 'approved'
        ? {
            status: 'approved',
            provider: provider.name,
            chargeId: result.chargeId,
            brand: result.brand,
            last4: result.last4,
          }
        : { status: 'declined', message: result.message };
    if (result.status !== 'approved') await limiter.declined(account.id);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) throw new PaymentUnavailableError();
    throw error;
  }
  const result = await handleCommand(svc.eventStore, {
    streamId: purchaseStream(purchaseId),
    decider: purchaseDecider,
    command: {
      type: 'CompletePurchase',
      data: {
        accountId: account.id,
        purchaseId,
        now: svc.clock.now().toISOString(),
        plan: { planId: plan.id, code: plan.code, value: plan.value },
        buyer,
        studentPlanId: deterministicId('checkout-student-plan', purchaseId),
        installments: payment.installments,
        charge,
      },
    },
    metadata: { accountId: account.id, correlationId: purchaseId },
  });
  const completed = result.newState;
  if (completed.status !== 'completed') throw new Error(`purchase ${purchaseId} not completed after its append`);
  await fulfilPurchase(svc, actor, completed.purchase, customer, plan, result.events.length > 0);
  // A card on file through the second provider is not built: its plan's later payments stay manual.
  if (!second) await keepCheckoutCardOnFile(svc, actor, payment.card_token, completed.purchase.studentPlanId);
  return {
    checkout_type: 'transparent',
    url: null,
    ...(await accessSentElsewhere(svc, completed.purchase.studentId, customer.email)),
  };
}

import { billingMessages, formatBRL } from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError, type PixCharge } from '@gym/platform';
import { getAccountById, getStudent } from '@gym/projection-service';
import type { Services } from '../services.ts';
import {
  chargePayment,
  loadLadderState,
  loadPlan,
  planFactsOf,
  recordChargeAnswer,
  saveCardOnFile,
  systemActor,
} from './billingHandlers.ts';
import { manualCharge, overduePayments } from './ladderDecider.ts';

async function overdueOf(svc: Services, accountId: string, studentPlanId: string) {
  const plan = await loadPlan(svc, accountId, studentPlanId);
  const state = await loadLadderState(svc, studentPlanId);
  if (state.status === 'none' || state.accountId !== accountId) throw new NotFoundError(billingMessages.linkInvalid);
  // Issue 34: a plan the ladder cancelled takes no more money through its links (page, card, Pix).
  if (state.status === 'cancelled') throw new IllegalStateError(billingMessages.planCancelled);
  return { plan, state, overdue: overduePayments(state, planFactsOf(plan)) };
}

/** What the page shows: the first name, the plan, the card on file, the overdue payments and their total. */
export async function selfServiceOverview(svc: Services, accountId: string, studentPlanId: string) {
  const { plan, state, overdue } = await overdueOf(svc, accountId, studentPlanId);
  const student = await getStudent(svc.documents, accountId, plan.studentId);
  const account = await getAccountById(svc.documents, accountId);
  return {
    gym: account?.name ?? '',
    firstName: student?.name ?? '',
    plan: plan.plan.name,
    card: { brand: state.card.brand, last4: state.card.last4 },
    payments: overdue.map((p) => ({ id: p.paymentId, dueDate: p.dueDate, value: p.value })),
    total: overdue.reduce((sum, p) => sum + p.value, 0),
  };
}

/**
 * A new card from the page (tokenized in the browser) pays every overdue payment now, charged on that card;
 * only a card the provider approved replaces the card on file (issue 34: a declined one never does, so the next
 * payment is not charged to it). A decline answers the reason.
 */
export async function payWithNewCard(
  svc: Services,
  accountId: string,
  studentPlanId: string,
  cardToken: unknown,
): Promise<{ status: 'approved' | 'declined'; message: string | null }> {
  if (typeof cardToken !== 'string' || cardToken.length > 200)
    throw ValidationError.field('card_token', billingMessages.linkInvalid);
  const actor = systemActor(accountId);
  const { overdue } = await overdueOf(svc, accountId, studentPlanId);
  if (overdue.length === 0) throw new NotFoundError(billingMessages.nothingOverdue);
  const saved = await svc.payments.card.saveCard(cardToken);
  if (!saved) throw ValidationError.field('card_token', 'Os dados do cartão expiraram. Digite o cartão novamente.');
  let last = 0;
  let approved = false;
  for (const payment of overdue) {
    // Fresh state per payment: its attempt number makes the provider's idempotency key.
    const { plan, state } = await overdueOf(svc, accountId, studentPlanId);
    const charge = manualCharge(state, planFactsOf(plan), payment.paymentId);
    const outcome = await chargePayment(svc, actor, studentPlanId, saved, charge, 'self_service');
    if (outcome.status === 'unavailable') throw new IllegalStateError(billingMessages.providerUnavailable);
    last = Math.max(last, outcome.position);
    if (outcome.status !== 'approved') {
      if (approved) last = Math.max(last, await saveCardOnFile(svc, actor, studentPlanId, saved, 'self_service'));
      if (last > 0) await svc.readModelsReached(last);
      return { status: 'declined', message: outcome.message };
    }
    approved = true;
  }
  last = Math.max(last, await saveCardOnFile(svc, actor, studentPlanId, saved, 'self_service'));
  if (last > 0) await svc.readModelsReached(last);
  return { status: 'approved', message: null };
}

/** A Pix charge of the overdue total (the same overdue payments give the same charge). */
export async function openPix(svc: Services, accountId: string, studentPlanId: string): Promise<PixCharge> {
  const { state, overdue } = await overdueOf(svc, accountId, studentPlanId);
  if (overdue.length === 0) throw new NotFoundError(billingMessages.nothingOverdue);
  const attempts = overdue.map((p) => `${p.paymentId}:${state.payments[p.paymentId]?.attempts ?? 0}`);
  const total = overdue.reduce((sum, p) => sum + p.value, 0);
  return svc.payments.card.createPixCharge({
    amount: total,
    idempotencyKey: `pix:${attempts.join(',')}`,
    description: `Pagamentos em atraso: ${formatBRL(total)}`,
  });
}

/**
 * The page asks whether its Pix was paid; once the provider says so, the overdue payments it covers (in due
 * order, up to its amount) are recorded as paid by the member (OverduePaymentRecovered, via self_service).
 */
export async function confirmPix(
  svc: Services,
  accountId: string,
  studentPlanId: string,
  pixId: unknown,
): Promise<{ status: 'pending' | 'paid' }> {
  if (typeof pixId !== 'string' || pixId.length > 100) throw new NotFoundError(billingMessages.linkInvalid);
  const pix = await svc.payments.card.getPixCharge(pixId);
  if (!pix) throw new NotFoundError(billingMessages.linkInvalid);
  if (pix.status !== 'paid') return { status: 'pending' };
  const actor = systemActor(accountId);
  const { plan, state, overdue } = await overdueOf(svc, accountId, studentPlanId);
  let left = pix.amount;
  let last = 0;
  for (const payment of [...overdue].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    if (payment.value > left) break;
    left -= payment.value;
    const charge = manualCharge(state, planFactsOf(plan), payment.paymentId);
    const outcome = await recordChargeAnswer(
      svc,
      actor,
      studentPlanId,
      charge,
      { status: 'approved', chargeId: pix.pixId },
      'self_service',
    );
    last = Math.max(last, outcome.position);
  }
  if (last > 0) await svc.readModelsReached(last);
  return { status: 'paid' };
}

import { billingMessages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { chargeOverdueNow, loadLadderState, loadPlan, planFactsOf, systemActor } from '../billing/billingHandlers.ts';
import { overduePayments } from '../billing/ladderDecider.ts';
import type { Services } from '../services.ts';

/**
 * The member pays their plan's overdue payments now with the card on file (from the app): each is issue 24's
 * manual charge (`chargeOverdueNow`, via self_service), as the e-mailed page does after a new card. A decline
 * stops at that payment and answers the provider's reason.
 */
export async function payWithCardOnFile(
  svc: Services,
  accountId: string,
  studentPlanId: string,
): Promise<{ status: 'approved' | 'declined'; message: string | null }> {
  const plan = await loadPlan(svc, accountId, studentPlanId);
  const state = await loadLadderState(svc, studentPlanId);
  if (state.status === 'none' || state.accountId !== accountId) throw new NotFoundError(billingMessages.nothingOverdue);
  const overdue = overduePayments(state, planFactsOf(plan));
  if (overdue.length === 0) throw new NotFoundError(billingMessages.nothingOverdue);
  const actor = systemActor(accountId);
  let last = 0;
  for (const payment of overdue) {
    const outcome = await chargeOverdueNow(svc, actor, payment.paymentId, 'self_service');
    last = Math.max(last, outcome.position);
    if (outcome.status !== 'approved') {
      if (last > 0) await svc.readModelsReached(last);
      return { status: 'declined', message: outcome.message };
    }
  }
  if (last > 0) await svc.readModelsReached(last);
  return { status: 'approved', message: null };
}

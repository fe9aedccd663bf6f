import {
  billingMessages,
  toSaoPauloDate,
  type BillingLadder,
  type ChargeVia,
  type RecurringBillingEvent,
} from '@gym/contracts';
import { handleCommand, IllegalStateError, NotFoundError, PaymentProviderUnavailableError, uuid } from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { studentPlanDecider, type StudentPlanState } from '../plans/studentPlanDecider.ts';
import { studentPlanStream } from '../plans/studentPlanHandlers.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import {
  chargeKeyOf,
  ladderDecider,
  type ChargeAnswer,
  type DueCharge,
  type LadderState,
  manualCharge,
  type PlanFacts,
  type SavedCardRef,
} from './ladderDecider.ts';
import { ladderSettingsDecider } from './ladderSettingsDecider.ts';
import { sendFailureMail } from './failureMail.ts';

export const recurringBillingStream = streams.recurringBilling;
export const billingLadderStream = streams.billingLadder;

export const loadBillingLadder = (svc: Services, accountId: string): Promise<BillingLadder> =>
  loadState(svc.eventStore, ladderSettingsDecider, billingLadderStream(accountId));

export const systemActor = (accountId: string): Actor => ({ accountId, userId: null, correlationId: uuid() });

const clockOf = (svc: Services) => {
  const now = svc.clock.now();
  return { now: now.toISOString(), today: toSaoPauloDate(now) };
};

type Assigned = Extract<StudentPlanState, { status: 'assigned' }>;

/** The student plan as the ladder needs it, from its own stream (the write side's truth, not a read model). */
export async function loadPlan(svc: Services, accountId: string, studentPlanId: string): Promise<Assigned> {
  const plan = await loadState(svc.eventStore, studentPlanDecider, studentPlanStream(studentPlanId));
  if (plan.status !== 'assigned' || plan.accountId !== accountId)
    throw new NotFoundError(billingMessages.paymentNotFound);
  return plan;
}

export const planFactsOf = (plan: Assigned): PlanFacts => ({
  planId: plan.plan.planId,
  status: plan.terms.status,
  payments: plan.payments,
});

export const loadLadderState = (svc: Services, studentPlanId: string): Promise<LadderState> =>
  loadState(svc.eventStore, ladderDecider, recurringBillingStream(studentPlanId));

/** Puts a card on file for a student plan (from the checkout, staff or the member's page). */
export async function saveCardOnFile(
  svc: Services,
  actor: Actor,
  studentPlanId: string,
  card: SavedCardRef,
  source: 'checkout' | 'staff' | 'self_service',
): Promise<number> {
  const plan = await loadPlan(svc, actor.accountId, studentPlanId);
  const result = await handleCommand(svc.eventStore, {
    streamId: recurringBillingStream(studentPlanId),
    decider: ladderDecider,
    command: {
      type: 'SaveCardOnFile',
      data: {
        accountId: actor.accountId,
        studentPlanId,
        studentId: plan.studentId,
        card,
        source,
        plan: planFactsOf(plan),
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  return result.position;
}

export interface ChargeOutcome {
  readonly status: 'approved' | 'declined' | 'unavailable';
  readonly message: string | null;
  readonly position: number;
}

/**
 * One charge of one payment: the provider with the idempotency key of (payment, attempt), then what it
 * answered through the decider. A crash between the two repeats the same key, and the provider answers the
 * first result again: one charge. An approved charge marks the payment received on the plan; a failure
 * e-mails the member; a cancellation for non-payment cancels the plan.
 */
export async function chargePayment(
  svc: Services,
  actor: Actor,
  studentPlanId: string,
  card: SavedCardRef,
  charge: DueCharge,
  via: ChargeVia,
  /** What the caller loaded just before (the daily run): saves reading them again. */
  loaded?: { plan: Assigned; ladder: BillingLadder },
): Promise<ChargeOutcome> {
  let answer: Awaited<ReturnType<Services['payments']['card']['chargeSavedCard']>>;
  try {
    answer = await svc.payments.card.chargeSavedCard({
      customerRef: card.customerRef,
      amount: charge.amount,
      currency: 'BRL',
      idempotencyKey: chargeKeyOf(charge),
      description: `Mensalidade ${charge.paymentId}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) return { status: 'unavailable', message: null, position: 0 };
    throw error;
  }
  return recordChargeAnswer(
    svc,
    actor,
    studentPlanId,
    charge,
    answer.status === 'approved'
      ? { status: 'approved', chargeId: answer.chargeId }
      : { status: 'declined', code: answer.code, message: answer.message },
    via,
    loaded,
  );
}

/**
 * What a provider answered for one attempt of a payment, through the ladder decider: an approval marks the
 * payment received on the plan; a failure e-mails the member; a cancellation for non-payment cancels the plan.
 */
export async function recordChargeAnswer(
  svc: Services,
  actor: Actor,
  studentPlanId: string,
  charge: DueCharge,
  answer: ChargeAnswer,
  via: ChargeVia,
  loaded?: { plan: Assigned; ladder: BillingLadder },
): Promise<ChargeOutcome> {
  const { now, today } = clockOf(svc);
  const ladder = loaded?.ladder ?? (await loadBillingLadder(svc, actor.accountId));
  const plan = loaded?.plan ?? (await loadPlan(svc, actor.accountId, studentPlanId));
  const recorded = await handleCommand(svc.eventStore, {
    streamId: recurringBillingStream(studentPlanId),
    decider: ladderDecider,
    command: {
      type: 'RecordCharge',
      data: {
        accountId: actor.accountId,
        studentPlanId,
        paymentId: charge.paymentId,
        attempt: charge.attempt,
        answer,
        via,
        plan: planFactsOf(plan),
        ladder,
        now,
        today,
      },
    },
    metadata: metadataOf(actor),
  });
  let position = recorded.position;
  const events = recorded.events as unknown as RecurringBillingEvent[];
  if (answer.status === 'approved') {
    position = Math.max(position, await markReceived(svc, actor, studentPlanId, charge.paymentId));
    return { status: 'approved', message: null, position };
  }
  // A failure that cancels the plan promises no retry and offers no link (issue 34).
  const cancelling = events.some((e) => e.type === 'PlanCancelledForNonPayment');
  for (const event of events) {
    // The failure is recorded whatever the mail does; a mail that cannot go out does not undo it (the campaign
    // engine's payment_failed trigger is the gym's own channel too).
    if (event.type === 'RecurringChargeFailed')
      await sendFailureMail(svc, actor, plan, event.data, cancelling).catch(() => undefined);
    if (event.type === 'PlanCancelledForNonPayment')
      position = Math.max(position, await cancelPlan(svc, actor, studentPlanId));
  }
  return { status: 'declined', message: answer.message, position };
}

async function markReceived(svc: Services, actor: Actor, studentPlanId: string, paymentId: string): Promise<number> {
  try {
    const result = await handleCommand(svc.eventStore, {
      streamId: studentPlanStream(studentPlanId),
      decider: studentPlanDecider,
      command: {
        type: 'MarkPaymentReceived',
        data: { ...clockOf(svc), accountId: actor.accountId, studentPlanId, paymentId },
      },
      metadata: metadataOf(actor),
    });
    return result.position;
  } catch (error) {
    // Received already (a repeated run after a crash, staff meanwhile): what we wanted holds.
    if (error instanceof IllegalStateError) return 0;
    throw error;
  }
}

/** The plan's own status follows the ladder's cancellation (StudentPlanEnded, reason canceled). */
async function cancelPlan(svc: Services, actor: Actor, studentPlanId: string): Promise<number> {
  const plan = await loadPlan(svc, actor.accountId, studentPlanId);
  if (plan.terms.status === 'canceled') return 0;
  const result = await handleCommand(svc.eventStore, {
    streamId: studentPlanStream(studentPlanId),
    decider: studentPlanDecider,
    command: {
      type: 'ChangeStudentPlan',
      data: {
        ...clockOf(svc),
        accountId: actor.accountId,
        studentPlanId,
        terms: { ...plan.terms, status: 'canceled' },
      },
    },
    metadata: metadataOf(actor),
  });
  return result.position;
}

/** Staff's retry of an overdue payment, or the member's own payment with the card on file. */
export async function chargeOverdueNow(
  svc: Services,
  actor: Actor,
  paymentId: string,
  via: ChargeVia,
): Promise<ChargeOutcome> {
  const studentPlanId = studentPlanIdOf(paymentId);
  const plan = await loadPlan(svc, actor.accountId, studentPlanId);
  const state = await loadLadderState(svc, studentPlanId);
  if (state.status === 'none' || state.accountId !== actor.accountId)
    throw new NotFoundError(billingMessages.paymentNotFound);
  const charge = manualCharge(state, planFactsOf(plan), paymentId);
  const outcome = await chargePayment(svc, actor, studentPlanId, state.card, charge, via);
  if (outcome.status === 'unavailable') throw new IllegalStateError(billingMessages.providerUnavailable);
  return outcome;
}

export async function writeOffPayment(svc: Services, actor: Actor, paymentId: string): Promise<number> {
  const studentPlanId = studentPlanIdOf(paymentId);
  const plan = await loadPlan(svc, actor.accountId, studentPlanId);
  const result = await handleCommand(svc.eventStore, {
    streamId: recurringBillingStream(studentPlanId),
    decider: ladderDecider,
    command: {
      type: 'WriteOffPayment',
      data: { ...clockOf(svc), accountId: actor.accountId, studentPlanId, paymentId, plan: planFactsOf(plan) },
    },
    metadata: metadataOf(actor),
  });
  return result.position;
}

function studentPlanIdOf(paymentId: string): string {
  const at = paymentId.lastIndexOf('_');
  const id = at > 0 ? paymentId.slice(0, at) : '';
  if (!/^[0-9a-f-]{36}$/i.test(id) || !/^\d+$/.test(paymentId.slice(at + 1)))
    throw new NotFoundError(billingMessages.paymentNotFound);
  return id;
}

import {
  billingMessages,
  type BillingLadder,
  type ChargeVia,
  type RecurringBillingEvent,
  type StudentPlanStatus,
} from '@gym/contracts';
import { IllegalStateError, NotFoundError, type Decider } from '@gym/platform';

/**
 * The recovery ladder of one student plan billed by card (stream `recurringBilling-<studentPlanId>`).
 * Pure: the plan's schedule, the account's ladder, the provider's answer, time and day come in with
 * the command. The provider is called by the handler between `chargesDue` (what to charge, with the
 * attempt number that makes its idempotency key) and `RecordCharge` (what it answered).
 */

/** The student plan as the write side knows it (loaded from its stream by the handler). */
export interface PlanFacts {
  readonly planId: string;
  readonly status: StudentPlanStatus;
  readonly payments: readonly { paymentId: string; dueDate: string; value: number; received: boolean }[];
}

export interface SavedCardRef {
  readonly customerRef: string;
  readonly brand: string;
  readonly last4: string;
}

export type ChargeAnswer =
  | { readonly status: 'approved'; readonly chargeId: string }
  | { readonly status: 'declined'; readonly code: string; readonly message: string };

type Clocked = { now: string; today: string };
type Ids = { accountId: string; studentPlanId: string };

export type LadderCommand =
  | {
      type: 'SaveCardOnFile';
      data: Ids & {
        studentId: string;
        card: SavedCardRef;
        source: 'checkout' | 'staff' | 'self_service';
        plan: PlanFacts;
        now: string;
      };
    }
  | {
      type: 'RecordCharge';
      data: Ids &
        Clocked & {
          paymentId: string;
          attempt: number;
          answer: ChargeAnswer;
          via: ChargeVia;
          plan: PlanFacts;
          ladder: BillingLadder;
        };
    }
  | { type: 'WriteOffPayment'; data: Ids & Clocked & { paymentId: string; plan: PlanFacts } };

export interface PaymentLadder {
  /** Charges recorded for the payment: the next one's attempt number. */
  readonly attempts: number;
  readonly failures: number;
  readonly firstFailedOn: string | null;
  readonly nextRetryOn: string | null;
  readonly settled: 'paid' | 'writtenOff' | null;
}

export type LadderState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'cancelled';
      readonly accountId: string;
      readonly studentPlanId: string;
      readonly studentId: string;
      readonly card: SavedCardRef;
      readonly payments: Readonly<Record<string, PaymentLadder>>;
    };
type Billed = Exclude<LadderState, { status: 'none' }>;

const fresh: PaymentLadder = { attempts: 0, failures: 0, firstFailedOn: null, nextRetryOn: null, settled: null };
const ladderOf = (state: Billed, paymentId: string) => state.payments[paymentId] ?? fresh;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first retry day of the ladder after `today`, counted from the payment's first failure; null when none is left. */
export function nextRetryOn(ladder: BillingLadder, firstFailedOn: string, today: string): string | null {
  for (const days of ladder.retryDays) {
    const day = addDays(firstFailedOn, days);
    if (day > today) return day;
  }
  return null;
}

/** A payment is overdue when a charge of it failed and it is neither received, paid nor written off. */
function isOverdue(state: Billed, payment: PlanFacts['payments'][number]): boolean {
  const ladder = ladderOf(state, payment.paymentId);
  return !payment.received && ladder.settled === null && ladder.failures > 0;
}

export function overduePayments(state: LadderState, plan: PlanFacts): PlanFacts['payments'] {
  if (state.status === 'none') return [];
  return plan.payments.filter((p) => isOverdue(state, p));
}

export interface DueCharge {
  readonly paymentId: string;
  readonly attempt: number;
  readonly amount: number;
}

/** What the daily run charges today: due payments never charged, and failed ones whose retry day came. */
export function chargesDue(state: LadderState, plan: PlanFacts, today: string): DueCharge[] {
  if (state.status !== 'active' || plan.status !== 'active') return [];
  const due: DueCharge[] = [];
  for (const p of plan.payments) {
    const ladder = ladderOf(state, p.paymentId);
    if (p.received || ladder.settled !== null || p.dueDate > today || p.value <= 0) continue;
    if (ladder.failures > 0 && (ladder.nextRetryOn === null || ladder.nextRetryOn > today)) continue;
    due.push({ paymentId: p.paymentId, attempt: ladder.attempts, amount: p.value });
  }
  return due;
}

/** A charge made out of the schedule (staff's retry, the member's own payment): only of an overdue payment. */
export function manualCharge(state: LadderState, plan: PlanFacts, paymentId: string): DueCharge {
  if (state.status === 'none') throw new IllegalStateError(billingMessages.planNotBilledByCard);
  const payment = plan.payments.find((p) => p.paymentId === paymentId);
  if (!payment) throw new NotFoundError(billingMessages.paymentNotFound);
  if (!isOverdue(state, payment)) throw new IllegalStateError(billingMessages.notOverdue);
  return { paymentId, attempt: ladderOf(state, paymentId).attempts, amount: payment.value };
}

/** The idempotency key of one charge attempt: a restart or a retried request repeats it, a new attempt does not. */
export const chargeKeyOf = (charge: Pick<DueCharge, 'paymentId' | 'attempt'>) =>
  `recurring:${charge.paymentId}:${charge.attempt}`;

export const ladderDecider: Decider<LadderCommand, RecurringBillingEvent, LadderState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'SaveCardOnFile': {
        const { accountId, studentPlanId, studentId, card, source, plan, now } = command.data;
        if (state.status !== 'none' && state.accountId !== accountId)
          throw new NotFoundError(billingMessages.paymentNotFound);
        if (state.status === 'cancelled') throw new IllegalStateError(billingMessages.planCancelled);
        if (state.status === 'active' && state.card.customerRef === card.customerRef) return [];
        const openPayments = plan.payments
          .filter((p) => !p.received)
          .map(({ paymentId, dueDate, value }) => ({ paymentId, dueDate, value }));
        return [
          {
            type: 'CardOnFileSaved',
            data: { accountId, studentPlanId, studentId, ...card, source, openPayments, savedAt: now },
          },
        ];
      }
      case 'RecordCharge': {
        const { accountId, studentPlanId, paymentId, attempt, answer, via, plan, ladder, now, today } = command.data;
        if (state.status === 'none' || state.accountId !== accountId)
          throw new NotFoundError(billingMessages.paymentNotFound);
        const current = ladderOf(state, paymentId);
        // Recorded already (a retried run or request that got the provider's replayed answer).
        if (attempt !== current.attempts || current.settled !== null) return [];
        const payment = plan.payments.find((p) => p.paymentId === paymentId);
        if (!payment) throw new NotFoundError(billingMessages.paymentNotFound);
        const ids = { accountId, studentPlanId, studentId: state.studentId, paymentId };
        if (answer.status === 'approved') {
          const approved: RecurringBillingEvent = {
            type: 'RecurringChargeApproved',
            data: {
              ...ids,
              attempt,
              amount: payment.value,
              chargeId: answer.chargeId,
              via,
              chargedAt: now,
              chargedOn: today,
            },
          };
          if (current.failures === 0) return [approved];
          return [
            approved,
            {
              type: 'OverduePaymentRecovered',
              data: { ...ids, amount: payment.value, via, recoveredAt: now, recoveredOn: today },
            },
          ];
        }
        const firstFailedOn = current.firstFailedOn ?? today;
        const overdue = new Set(overduePayments(state, plan).map((p) => p.paymentId));
        overdue.add(paymentId);
        const events: RecurringBillingEvent[] = [
          {
            type: 'RecurringChargeFailed',
            data: {
              ...ids,
              attempt,
              amount: payment.value,
              code: answer.code,
              message: answer.message,
              via,
              failedAt: now,
              failedOn: today,
              firstFailedOn,
              nextRetryOn: nextRetryOn(ladder, firstFailedOn, today),
              overduePayments: overdue.size,
            },
          },
        ];
        const limit = ladder.cancelAfterOverduePayments;
        if (state.status === 'active' && limit !== null && overdue.size >= limit) {
          events.push({
            type: 'PlanCancelledForNonPayment',
            data: {
              accountId,
              studentPlanId,
              studentId: state.studentId,
              planId: plan.planId,
              overduePaymentIds: plan.payments.map((p) => p.paymentId).filter((id) => overdue.has(id)),
              cancelledAt: now,
              cancelledOn: today,
            },
          });
        }
        return events;
      }
      case 'WriteOffPayment': {
        const { accountId, studentPlanId, paymentId, plan, now, today } = command.data;
        if (state.status === 'none' || state.accountId !== accountId)
          throw new NotFoundError(billingMessages.paymentNotFound);
        const payment = plan.payments.find((p) => p.paymentId === paymentId);
        if (!payment) throw new NotFoundError(billingMessages.paymentNotFound);
        if (!isOverdue(state, payment)) throw new IllegalStateError(billingMessages.notOverdue);
        return [
          {
            type: 'OverduePaymentWrittenOff',
            data: {
              accountId,
              studentPlanId,
              studentId: state.studentId,
              paymentId,
              amount: payment.value,
              writtenOffAt: now,
              writtenOffOn: today,
            },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    const withPayment = (s: Billed, paymentId: string, change: (p: PaymentLadder) => PaymentLadder): Billed => ({
      ...s,
      payments: { ...s.payments, [paymentId]: change(ladderOf(s, paymentId)) },
    });
    switch (event.type) {
      case 'CardOnFileSaved': {
        const d = event.data;
        const card = { customerRef: d.customerRef, brand: d.brand, last4: d.last4 };
        if (state.status !== 'none') return { ...state, card };
        return {
          status: 'active',
          accountId: d.accountId,
          studentPlanId: d.studentPlanId,
          studentId: d.studentId,
          card,
          payments: {},
        };
      }
      case 'RecurringChargeApproved':
        if (state.status === 'none') return state;
        return withPayment(state, event.data.paymentId, (p) => ({
          ...p,
          attempts: event.data.attempt + 1,
          nextRetryOn: null,
          settled: 'paid',
        }));
      case 'RecurringChargeFailed':
        if (state.status === 'none') return state;
        return withPayment(state, event.data.paymentId, (p) => ({
          ...p,
          attempts: event.data.attempt + 1,
          failures: p.failures + 1,
          firstFailedOn: event.data.firstFailedOn,
          nextRetryOn: event.data.nextRetryOn,
        }));
      case 'OverduePaymentRecovered':
        return state;
      case 'OverduePaymentWrittenOff':
        if (state.status === 'none') return state;
        return withPayment(state, event.data.paymentId, (p) => ({ ...p, nextRetryOn: null, settled: 'writtenOff' }));
      case 'PlanCancelledForNonPayment':
        return state.status === 'none' ? state : { ...state, status: 'cancelled' };
      default:
        return state;
    }
  },
};

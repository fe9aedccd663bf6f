import {
  planMessages,
  priceOf,
  type DiscountType,
  type PaymentMarkedReceived,
  type PaymentMethod,
  type PlanAssignedToStudent,
  type PlanType,
  type StudentPlanChanged,
  type StudentPlanEnded,
  type StudentPlanFreezeEnded,
  type StudentPlanFrozen,
  type StudentPlanPeriodOpened,
  type StudentPlanRenewalCancelled,
  type StudentPlanStarted,
  type StudentPlanStatus,
  type StudentPlanStatusChanged,
} from '@gym/contracts';
import { IllegalStateError, NotFoundError, type Decider } from '@gym/platform';
import {
  decideEndFreezeEarly,
  decideFreeze,
  decideFreezeElapsed,
  type FreezeRequest,
  type FreezeSubject,
} from './freezeDecisions.ts';
import { defaultEndDate, firstDueDate, schedulePayments, type BillingTerms } from './paymentSchedule.ts';
import { decideNextPeriod, renews } from './renewalDecisions.ts';

export type StudentPlanEvent =
  | PlanAssignedToStudent
  | StudentPlanChanged
  | StudentPlanStatusChanged
  | StudentPlanStarted
  | StudentPlanEnded
  | PaymentMarkedReceived
  | StudentPlanFrozen
  | StudentPlanFreezeEnded
  | StudentPlanPeriodOpened
  | StudentPlanRenewalCancelled;

/** The catalogue plan as it stands when sold (looked up by the handler). */
export interface SoldPlan extends BillingTerms {
  readonly planId: string;
  readonly name: string;
  readonly color: string;
  readonly planType: PlanType;
  readonly value: number;
  /** Periods the plan runs (0 = endless); absent = 1, a plan sold for one period. */
  readonly cycles?: number;
}

/** What the form sets (validated already; startDate resolved to a day). */
export interface StudentPlanTerms {
  readonly status: StudentPlanStatus;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly discount: number;
  readonly discountType: DiscountType | null;
  readonly installments: number;
  readonly paymentMethod: PaymentMethod;
}

type Clocked = { now: string; today: string };

export type StudentPlanCommand =
  | {
      type: 'AssignPlan';
      data: Clocked & {
        accountId: string;
        studentPlanId: string;
        studentId: string;
        plan: SoldPlan;
        terms: StudentPlanTerms;
      };
    }
  | { type: 'ChangeStudentPlan'; data: Clocked & { accountId: string; studentPlanId: string; terms: StudentPlanTerms } }
  | {
      type: 'MarkPaymentReceived';
      /** paidAmount: what a provider confirmed it charged (cents, BRL); when given it must be the payment's value. */
      data: Clocked & { accountId: string; studentPlanId: string; paymentId: string; paidAmount?: number };
    }
  | { type: 'FreezeStudentPlan'; data: FreezeRequest & { accountId: string; studentPlanId: string } }
  | { type: 'EndStudentPlanFreeze'; data: Clocked & { accountId: string; studentPlanId: string } }
  /** The time-driven process: starts a plan whose start date arrived, expires one whose end date passed. */
  | { type: 'ApplyCalendar'; data: Clocked & { accountId: string; studentPlanId: string } }
  /** The renewal job: opens period `periodIndex` (1 = the first renewal) once the current one reaches its last day. */
  | { type: 'OpenNextPeriod'; data: Clocked & { accountId: string; studentPlanId: string; periodIndex: number } }
  /** Staff: no period after the current one; the plan ends at the current end date. */
  | { type: 'CancelRenewal'; data: Clocked & { accountId: string; studentPlanId: string } };

export interface Payment {
  readonly paymentId: string;
  readonly dueDate: string;
  readonly value: number;
  readonly received: boolean;
}

export type StudentPlanState =
  | { status: 'none' }
  | {
      status: 'assigned';
      accountId: string;
      studentPlanId: string;
      studentId: string;
      plan: SoldPlan;
      terms: StudentPlanTerms;
      subtotal: number;
      total: number;
      payments: readonly Payment[];
      /** Started and not ended since: what StudentPlanStarted/Ended pair up on. */
      running: boolean;
      nextPaymentSeq: number;
      freeze: FreezeSubject['freeze'];
      /** The period running: 0 the first, n after n renewals. */
      periodIndex: number;
      renewalCancelled: boolean;
    };
export type Assigned = Extract<StudentPlanState, { status: 'assigned' }>;

/** Payment ids carry their plan's id, so setPaymentReceived(id) finds the stream without a lookup. */
export const paymentIdOf = (studentPlanId: string, seq: number) => `${studentPlanId}_${seq}`;
export function studentPlanIdOfPayment(paymentId: string): string | null {
  const at = paymentId.lastIndexOf('_');
  if (at < 0) return null;
  const id = paymentId.slice(0, at);
  return /^[0-9a-f-]{36}$/i.test(id) && /^\d+$/.test(paymentId.slice(at + 1)) ? id : null;
}

const endReasonOf = (status: StudentPlanStatus) =>
  status === 'canceled' || status === 'closed' || status === 'finished' || status === 'deleted' ? status : null;

function freezeSubject(s: Assigned): FreezeSubject {
  const pending = s.payments
    .filter((p) => !p.received)
    .map(({ paymentId, dueDate, value }) => ({ paymentId, dueDate, value }));
  return {
    accountId: s.accountId,
    studentPlanId: s.studentPlanId,
    studentId: s.studentId,
    planId: s.plan.planId,
    status: s.terms.status,
    endDate: s.terms.endDate,
    pending,
    freeze: s.freeze,
  };
}

/** Pending payments as an event (re)schedules them, received ones kept. */
function withPending(
  s: Assigned,
  pending: readonly { paymentId: string; dueDate: string; value: number }[],
): Assigned['payments'] {
  return [...s.payments.filter((p) => p.received), ...pending.map((p) => ({ ...p, received: false }))];
}

function existingIn(state: StudentPlanState, accountId: string): Assigned {
  if (state.status === 'none' || state.accountId !== accountId)
    throw new NotFoundError(planMessages.studentPlanNotFound);
  return state;
}

/** Prices the terms and (re)schedules the pending payments, keeping received ones. */
function priced(
  plan: SoldPlan,
  terms: StudentPlanTerms,
  studentPlanId: string,
  prior: Pick<Assigned, 'payments' | 'nextPaymentSeq'> | null,
) {
  // "The installments input appears only when adding a plan with a value above 0."
  const installments = plan.value > 0 ? terms.installments : 1;
  const endDate = terms.endDate ?? defaultEndDate(terms.startDate, plan);
  const { subtotal, total } = priceOf(plan.value, terms.discountType, terms.discount, installments);
  if (terms.discountType === 'fixed' && terms.discount > plan.value)
    throw new IllegalStateError(planMessages.discountAboveTotal);
  const received = prior?.payments.filter((p) => p.received) ?? [];
  const pendingIds = prior?.payments.filter((p) => !p.received).map((p) => p.paymentId) ?? [];
  let seq = prior?.nextPaymentSeq ?? 0;
  const payments = schedulePayments({
    total,
    installments,
    firstDue: firstDueDate(terms.startDate, endDate, plan),
    receivedCount: received.length,
    receivedTotal: received.reduce((sum, p) => sum + p.value, 0),
    reuseIds: pendingIds,
    newId: () => paymentIdOf(studentPlanId, seq++),
  });
  return { terms: { ...terms, installments, endDate }, subtotal, total, payments };
}

/** StudentPlanStarted / StudentPlanEnded that a status (or the calendar) implies. */
function lifecycle(
  state: Pick<Assigned, 'accountId' | 'studentPlanId' | 'studentId' | 'plan' | 'running'>,
  status: StudentPlanStatus,
  startDate: string,
  endDate: string | null,
  today: string,
): StudentPlanEvent[] {
  const ids = {
    accountId: state.accountId,
    studentPlanId: state.studentPlanId,
    studentId: state.studentId,
    planId: state.plan.planId,
  };
  if (!state.running && status === 'active' && startDate <= today && (endDate === null || endDate >= today)) {
    return [{ type: 'StudentPlanStarted', data: { ...ids, startDate } }];
  }
  const reason = endReasonOf(status);
  if (state.running && reason) return [{ type: 'StudentPlanEnded', data: { ...ids, endDate: today, reason } }];
  return [];
}

export const studentPlanDecider: Decider<StudentPlanCommand, StudentPlanEvent, StudentPlanState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'AssignPlan': {
        const { accountId, studentPlanId, studentId, plan, now, today } = command.data;
        if (state.status !== 'none') {
          if (state.accountId === accountId) return []; // a retried assignment
          throw new NotFoundError(planMessages.studentPlanNotFound);
        }
        const { terms, subtotal, total, payments } = priced(plan, command.data.terms, studentPlanId, null);
        const assigned: StudentPlanEvent = {
          type: 'PlanAssignedToStudent',
          data: {
            accountId,
            studentPlanId,
            studentId,
            planId: plan.planId,
            name: plan.name,
            planColor: plan.color,
            planType: plan.planType,
            billing: {
              recurrence: plan.recurrence,
              recurrenceValue: plan.recurrenceValue,
              billingTriggerType: plan.billingTriggerType,
              billingTriggerDay: plan.billingTriggerDay,
              cycles: plan.cycles ?? 1,
            },
            status: terms.status,
            startDate: terms.startDate,
            endDate: terms.endDate,
            subtotal,
            discount: terms.discount,
            discountType: terms.discountType,
            total,
            installments: terms.installments,
            paymentMethod: terms.paymentMethod,
            payments,
            assignedAt: now,
          },
        };
        return [
          assigned,
          ...lifecycle(
            { accountId, studentPlanId, studentId, plan, running: false },
            terms.status,
            terms.startDate,
            terms.endDate,
            today,
          ),
        ];
      }
      case 'ChangeStudentPlan': {
        const { accountId, studentPlanId, now, today } = command.data;
        const current = existingIn(state, accountId);
        const { terms, subtotal, total, payments } = priced(current.plan, command.data.terms, studentPlanId, current);
        const events: StudentPlanEvent[] = [];
        const { status: _newStatus, ...newTerms } = terms;
        const { status: _oldStatus, ...oldTerms } = current.terms;
        const oldPending = current.payments
          .filter((p) => !p.received)
          .map(({ paymentId, dueDate, value }) => ({ paymentId, dueDate, value }));
        if (
          JSON.stringify(newTerms) !== JSON.stringify(oldTerms) ||
          JSON.stringify(payments) !== JSON.stringify(oldPending)
        ) {
          events.push({
            type: 'StudentPlanChanged',
            data: {
              accountId,
              studentPlanId,
              studentId: current.studentId,
              startDate: terms.startDate,
              endDate: terms.endDate,
              subtotal,
              discount: terms.discount,
              discountType: terms.discountType,
              total,
              installments: terms.installments,
              paymentMethod: terms.paymentMethod,
              payments,
              changedAt: now,
            },
          });
        }
        if (terms.status !== current.terms.status) {
          events.push({
            type: 'StudentPlanStatusChanged',
            data: {
              accountId,
              studentPlanId,
              studentId: current.studentId,
              from: current.terms.status,
              to: terms.status,
              changedAt: now,
            },
          });
        }
        return [...events, ...lifecycle(current, terms.status, terms.startDate, terms.endDate, today)];
      }
      case 'MarkPaymentReceived': {
        const { accountId, studentPlanId, paymentId, now, today } = command.data;
        if (state.status === 'none' || state.accountId !== accountId)
          throw new NotFoundError(planMessages.paymentNotFound);
        const payment = state.payments.find((p) => p.paymentId === paymentId);
        if (!payment) throw new NotFoundError(planMessages.paymentNotFound);
        if (payment.received) throw new IllegalStateError(planMessages.paymentAlreadyReceived);
        if (command.data.paidAmount !== undefined && command.data.paidAmount !== payment.value)
          throw new IllegalStateError(planMessages.paidAmountMismatch);
        return [
          {
            type: 'PaymentMarkedReceived',
            data: {
              accountId,
              studentPlanId,
              studentId: state.studentId,
              paymentId,
              value: payment.value,
              dueDate: payment.dueDate,
              paymentMethod: state.terms.paymentMethod,
              receivedAt: now,
              receivedOn: today,
            },
          },
        ];
      }
      case 'ApplyCalendar': {
        const { accountId, studentPlanId, now, today } = command.data;
        const current = existingIn(state, accountId);
        const { status, startDate, endDate } = current.terms;
        const thawed = decideFreezeElapsed(freezeSubject(current), today);
        if (thawed.length) return thawed;
        // The end date is the plan's last day: it expires on the day after, with no user action.
        // A plan whose next period is due is the renewal job's, not expired (even if that job ran late).
        if (status === 'active' && endDate !== null && endDate < today && !renews(current)) {
          const ids = { accountId, studentPlanId, studentId: current.studentId };
          const ended: StudentPlanEvent[] = current.running
            ? [{ type: 'StudentPlanEnded', data: { ...ids, planId: current.plan.planId, endDate, reason: 'expired' } }]
            : [];
          return [
            { type: 'StudentPlanStatusChanged', data: { ...ids, from: 'active', to: 'finished', changedAt: now } },
            ...ended,
          ];
        }
        return lifecycle(current, status, startDate, endDate, today).filter((e) => e.type === 'StudentPlanStarted');
      }
      case 'OpenNextPeriod': {
        const current = existingIn(state, command.data.accountId);
        let seq = current.nextPaymentSeq;
        return decideNextPeriod(current, command.data, () => paymentIdOf(current.studentPlanId, seq++));
      }
      case 'CancelRenewal': {
        const current = existingIn(state, command.data.accountId);
        if (current.renewalCancelled) return []; // already cancelled: the outcome stands
        if (current.terms.status !== 'active' || !renews(current) || current.terms.endDate === null)
          throw new IllegalStateError(planMessages.noRenewalToCancel);
        return [
          {
            type: 'StudentPlanRenewalCancelled',
            data: {
              accountId: current.accountId,
              studentPlanId: current.studentPlanId,
              studentId: current.studentId,
              planId: current.plan.planId,
              endDate: current.terms.endDate,
              cancelledAt: command.data.now,
            },
          },
        ];
      }
      case 'FreezeStudentPlan':
        return decideFreeze(freezeSubject(existingIn(state, command.data.accountId)), command.data);
      case 'EndStudentPlanFreeze':
        return decideEndFreezeEarly(freezeSubject(existingIn(state, command.data.accountId)), command.data.today);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'PlanAssignedToStudent': {
        const d = event.data;
        return {
          status: 'assigned',
          accountId: d.accountId,
          studentPlanId: d.studentPlanId,
          studentId: d.studentId,
          plan: {
            planId: d.planId,
            name: d.name,
            color: d.planColor,
            planType: d.planType,
            value: d.subtotal,
            ...d.billing,
            cycles: d.billing.cycles ?? 1,
          },
          terms: {
            status: d.status,
            startDate: d.startDate,
            endDate: d.endDate,
            discount: d.discount,
            discountType: d.discountType,
            installments: d.installments,
            paymentMethod: d.paymentMethod,
          },
          subtotal: d.subtotal,
          total: d.total,
          payments: d.payments.map((p) => ({ ...p, received: false })),
          running: false,
          nextPaymentSeq: d.payments.length,
          freeze: null,
          periodIndex: 0,
          renewalCancelled: false,
        };
      }
      case 'StudentPlanChanged': {
        if (state.status === 'none') return state;
        const d = event.data;
        const received = state.payments.filter((p) => p.received);
        const known = new Set(state.payments.map((p) => p.paymentId));
        const added = d.payments.filter((p) => !known.has(p.paymentId)).length;
        return {
          ...state,
          terms: {
            ...state.terms,
            startDate: d.startDate,
            endDate: d.endDate,
            discount: d.discount,
            discountType: d.discountType,
            installments: d.installments,
            paymentMethod: d.paymentMethod,
          },
          subtotal: d.subtotal,
          total: d.total,
          payments: [...received, ...d.payments.map((p) => ({ ...p, received: false }))],
          nextPaymentSeq: state.nextPaymentSeq + added,
        };
      }
      case 'StudentPlanStatusChanged':
        return state.status === 'none' ? state : { ...state, terms: { ...state.terms, status: event.data.to } };
      case 'StudentPlanStarted':
        return state.status === 'none' ? state : { ...state, running: true };
      case 'StudentPlanRenewalCancelled':
        return state.status === 'none' ? state : { ...state, renewalCancelled: true };
      case 'StudentPlanPeriodOpened':
        return state.status === 'none' ? state : { ...state, periodIndex: event.data.periodIndex };
      case 'StudentPlanEnded':
        return state.status === 'none' ? state : { ...state, running: false };
      case 'PaymentMarkedReceived':
        return state.status === 'none'
          ? state
          : {
              ...state,
              payments: state.payments.map((p) =>
                p.paymentId === event.data.paymentId ? { ...p, received: true } : p,
              ),
            };
      case 'StudentPlanFrozen': {
        if (state.status === 'none') return state;
        const d = event.data;
        return {
          ...state,
          terms: { ...state.terms, endDate: d.planEndDate },
          payments: withPending(state, d.payments),
          freeze: { startDate: d.startDate, endDate: d.endDate, days: d.days },
        };
      }
      case 'StudentPlanFreezeEnded': {
        if (state.status === 'none') return state;
        const d = event.data;
        return {
          ...state,
          terms: { ...state.terms, endDate: d.planEndDate },
          payments: withPending(state, d.payments),
          freeze: null,
        };
      }
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

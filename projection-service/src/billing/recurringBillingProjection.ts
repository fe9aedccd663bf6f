import type { BillingRecoveryEventDoc, RecurringBillingDoc, RecurringPaymentDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const RECURRING_BILLING = 'recurringBilling';
export const BILLING_RECOVERY_EVENTS = 'billingRecoveryEvents';

const byPlan = (event: { data: { studentPlanId: string } }) => [event.data.studentPlanId];

/** The derived fields, from the payments: every update goes through here, so applying an event twice is harmless. */
function settle(doc: Omit<RecurringBillingDoc, 'nextChargeOn' | 'overdue' | 'overdueAmount'>): RecurringBillingDoc {
  const open = doc.payments.filter((p) => p.state === 'open');
  const overdue = open.filter((p) => p.failed);
  let next: string | null = null;
  if (!doc.cancelled && doc.planStatus === 'active') {
    for (const p of open) {
      const day = p.failed ? p.nextRetryOn : p.dueDate;
      if (day !== null && (next === null || day < next)) next = day;
    }
  }
  return {
    ...doc,
    nextChargeOn: next,
    overdue: overdue.length,
    overdueAmount: overdue.reduce((sum, p) => sum + p.value, 0),
  };
}

function withPayment(
  doc: RecurringBillingDoc | null,
  paymentId: string,
  change: (p: RecurringPaymentDoc) => RecurringPaymentDoc,
): RecurringBillingDoc | null {
  if (!doc) return null;
  return settle({ ...doc, payments: doc.payments.map((p) => (p.paymentId === paymentId ? change(p) : p)) });
}

/**
 * Collection `recurringBilling`: one document per student plan charged on a card on file. The daily charge
 * run's work list (`nextChargeOn`), the overdue marker and filter of the student list (`overdue` per student).
 */
export const recurringBillingProjection: ReadModel<RecurringBillingDoc> = {
  collection: {
    name: RECURRING_BILLING,
    indexes: [
      { fields: ['nextChargeOn'] },
      { fields: ['accountId', 'studentId'] },
      { fields: ['accountId', 'overdue'] },
    ],
  },
  handlers: {
    CardOnFileSaved: {
      ids: byPlan,
      update: (doc, { data: d }) => {
        const card = { customerRef: d.customerRef, brand: d.brand, last4: d.last4 };
        if (doc) return settle({ ...doc, card });
        return settle({
          id: d.studentPlanId,
          accountId: d.accountId,
          studentId: d.studentId,
          card,
          cancelled: false,
          planStatus: 'active',
          payments: d.openPayments.map((p) => ({
            ...p,
            state: 'open',
            failed: false,
            firstFailedOn: null,
            nextRetryOn: null,
          })),
        });
      },
    },
    StudentPlanChanged: {
      ids: byPlan,
      update: (doc, { data: d }) => {
        if (!doc) return null;
        const known = new Map(doc.payments.map((p) => [p.paymentId, p]));
        const pending = d.payments.map((p) => {
          const prior = known.get(p.paymentId);
          return prior
            ? { ...prior, dueDate: p.dueDate, value: p.value }
            : { ...p, state: 'open' as const, failed: false, firstFailedOn: null, nextRetryOn: null };
        });
        const pendingIds = new Set(pending.map((p) => p.paymentId));
        const settled = doc.payments.filter((p) => p.state !== 'open' && !pendingIds.has(p.paymentId));
        return settle({ ...doc, payments: [...settled, ...pending] });
      },
    },
    StudentPlanStatusChanged: {
      ids: byPlan,
      update: (doc, { data: d }) => (doc ? settle({ ...doc, planStatus: d.to }) : null),
    },
    PaymentMarkedReceived: {
      ids: byPlan,
      update: (doc, { data: d }) => withPayment(doc, d.paymentId, (p) => ({ ...p, state: 'paid', nextRetryOn: null })),
    },
    RecurringChargeApproved: {
      ids: byPlan,
      update: (doc, { data: d }) => withPayment(doc, d.paymentId, (p) => ({ ...p, state: 'paid', nextRetryOn: null })),
    },
    RecurringChargeFailed: {
      ids: byPlan,
      update: (doc, { data: d }) =>
        withPayment(doc, d.paymentId, (p) =>
          p.state === 'open' ? { ...p, failed: true, firstFailedOn: d.firstFailedOn, nextRetryOn: d.nextRetryOn } : p,
        ),
    },
    OverduePaymentWrittenOff: {
      ids: byPlan,
      update: (doc, { data: d }) =>
        withPayment(doc, d.paymentId, (p) => ({ ...p, state: 'writtenOff', nextRetryOn: null })),
    },
    PlanCancelledForNonPayment: {
      ids: byPlan,
      update: (doc) => (doc ? settle({ ...doc, cancelled: true }) : null),
    },
  },
};

const step = (
  kind: BillingRecoveryEventDoc['kind'],
  key: string,
  d: { accountId: string; studentId: string; studentPlanId: string },
  day: string,
  paymentId: string | null,
  amount: number,
): BillingRecoveryEventDoc => ({
  id: `${kind}:${key}`,
  accountId: d.accountId,
  kind,
  day,
  studentId: d.studentId,
  studentPlanId: d.studentPlanId,
  paymentId,
  amount,
});

/**
 * Collection `billingRecoveryEvents`: one row per ladder outcome on its day (a payment's first failure, its
 * recovery, its write-off, a plan cancelled for non-payment): the recovery report. Keyed by what it counts,
 * so a replay writes the same row.
 */
export const billingRecoveryEventsProjection: ReadModel<BillingRecoveryEventDoc> = {
  collection: { name: BILLING_RECOVERY_EVENTS, indexes: [{ fields: ['accountId', 'day'] }] },
  handlers: {
    RecurringChargeFailed: {
      ids: (e) => (e.data.failedOn === e.data.firstFailedOn ? [`failed:${e.data.paymentId}`] : []),
      update: (doc, { data: d }) => doc ?? step('failed', d.paymentId, d, d.failedOn, d.paymentId, d.amount),
    },
    OverduePaymentRecovered: {
      ids: (e) => [`recovered:${e.data.paymentId}`],
      update: (_doc, { data: d }) => step('recovered', d.paymentId, d, d.recoveredOn, d.paymentId, d.amount),
    },
    OverduePaymentWrittenOff: {
      ids: (e) => [`writtenOff:${e.data.paymentId}`],
      update: (_doc, { data: d }) => step('writtenOff', d.paymentId, d, d.writtenOffOn, d.paymentId, d.amount),
    },
    PlanCancelledForNonPayment: {
      ids: (e) => [`cancelled:${e.data.studentPlanId}`],
      update: (_doc, { data: d }) => step('cancelled', d.studentPlanId, d, d.cancelledOn, null, 0),
    },
  },
};

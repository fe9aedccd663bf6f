import {
  enabledStudentPlanStatuses,
  type PlanAssignedToStudent,
  type StudentPlanDoc,
  type StudentPlanPaymentDoc,
  type StudentPlanStatus,
} from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const STUDENT_PLANS = 'studentPlans';

const byStudentPlanId = (event: { data: { studentPlanId: string } }) => [event.data.studentPlanId];
const enabledOf = (status: StudentPlanStatus): 0 | 1 => (enabledStudentPlanStatuses.includes(status) ? 1 : 0);

function pendingPayments(
  payments: PlanAssignedToStudent['data']['payments'],
  paymentMethod: StudentPlanDoc['paymentMethod'],
): StudentPlanPaymentDoc[] {
  return payments.map((p) => ({
    id: p.paymentId,
    date: p.dueDate,
    value: p.value,
    paymentMethod,
    received: false,
    receivedAt: null,
  }));
}

/** The write side's rule (renewalDecisions.renews) at assignment: a recurring plan sold for more than one period. */
function soldForAnotherPeriod(d: PlanAssignedToStudent['data']): boolean {
  const cycles = d.billing.cycles ?? 1;
  return d.billing.recurrence !== null && d.endDate !== null && cycles !== 1;
}

/** Collection `studentPlans`: the planos panel (by student and filter) and the calendar process's work list. */
export const studentPlansProjection: ReadModel<StudentPlanDoc> = {
  collection: {
    name: STUDENT_PLANS,
    indexes: [
      { fields: ['accountId', 'userId', 'enabled', 'startDate', 'id'] },
      { fields: ['status', 'endDate'] },
      { fields: ['status', 'started', 'startDate'] },
      { fields: ['status', 'frozenUntil'] },
      { fields: ['status', 'renews', 'endDate'] },
    ],
  },
  handlers: {
    PlanAssignedToStudent: {
      ids: byStudentPlanId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data: d } = event;
        return {
          id: d.studentPlanId,
          accountId: d.accountId,
          userId: d.studentId,
          planId: d.planId,
          name: d.name,
          planColor: d.planColor,
          planType: d.planType,
          status: d.status,
          enabled: enabledOf(d.status),
          started: false,
          startDate: d.startDate,
          endDate: d.endDate,
          subtotal: d.subtotal,
          total: d.total,
          discount: d.discount,
          discountType: d.discountType,
          installments: d.installments,
          paymentMethod: d.paymentMethod,
          planPayments: pendingPayments(d.payments, d.paymentMethod),
          createdAt: d.assignedAt,
          freeze: null,
          frozenUntil: null,
          periodIndex: 0,
          renews: soldForAnotherPeriod(d) ? 1 : 0,
        };
      },
    },
    StudentPlanPeriodOpened: {
      ids: byStudentPlanId,
      update: (doc, { data: d }) =>
        doc && (doc.periodIndex ?? 0) < d.periodIndex
          ? { ...doc, periodIndex: d.periodIndex, renews: d.last ? 0 : 1 }
          : doc,
    },
    StudentPlanRenewalCancelled: {
      ids: byStudentPlanId,
      update: (doc) => (doc ? { ...doc, renews: 0 } : null),
    },
    StudentPlanChanged: {
      ids: byStudentPlanId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data: d } = event;
        const received = doc.planPayments.filter((p) => p.received);
        return {
          ...doc,
          startDate: d.startDate,
          endDate: d.endDate,
          subtotal: d.subtotal,
          total: d.total,
          discount: d.discount,
          discountType: d.discountType,
          installments: d.installments,
          paymentMethod: d.paymentMethod,
          planPayments: [...received, ...pendingPayments(d.payments, d.paymentMethod)],
        };
      },
    },
    StudentPlanStatusChanged: {
      ids: byStudentPlanId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event;
        return { ...doc, status: data.to, enabled: enabledOf(data.to) };
      },
    },
    StudentPlanFrozen: {
      ids: byStudentPlanId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data: d } = event;
        const received = doc.planPayments.filter((p) => p.received);
        return {
          ...doc,
          endDate: d.planEndDate,
          planPayments: [...received, ...pendingPayments(d.payments, doc.paymentMethod)],
          freeze: { startDate: d.startDate, endDate: d.endDate, days: d.days, reason: d.reason },
          frozenUntil: d.endDate,
        };
      },
    },
    StudentPlanFreezeEnded: {
      ids: byStudentPlanId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data: d } = event;
        const received = doc.planPayments.filter((p) => p.received);
        return {
          ...doc,
          endDate: d.planEndDate,
          planPayments: [...received, ...pendingPayments(d.payments, doc.paymentMethod)],
          freeze: null,
          frozenUntil: null,
        };
      },
    },
    StudentPlanStarted: { ids: byStudentPlanId, update: (doc) => (doc ? { ...doc, started: true } : null) },
    StudentPlanEnded: { ids: byStudentPlanId, update: (doc) => (doc ? { ...doc, started: false } : null) },
    PaymentMarkedReceived: {
      ids: byStudentPlanId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event;
        return {
          ...doc,
          planPayments: doc.planPayments.map((p) =>
            p.id === data.paymentId ? { ...p, received: true, receivedAt: data.receivedAt } : p,
          ),
        };
      },
    },
  },
};

import {
  checkinRecordedV1,
  overduePaymentRecoveredV1,
  planCancelledForNonPaymentV1,
  recurringChargeFailedV1,
  pointsMovementRecordedV1,
  studentPlanEndedV1,
  studentPlanStartedV1,
  studentRegisteredV1,
} from '@gym/contracts';
import type { TriggerFact } from './types.ts';

/** The trigger an event is, if any (spec 002 triggers); malformed data is no trigger. */
export function triggerOf(event: { id: string; type: string; data: unknown }): TriggerFact | null {
  const base = { eventId: event.id };
  switch (event.type) {
    case 'StudentRegistered': {
      const r = studentRegisteredV1.safeParse(event.data);
      // Staff are registered as members too; only students are welcomed.
      return r.success && r.data.rule === 'student'
        ? { ...base, trigger: 'new_register', accountId: r.data.accountId, studentId: r.data.studentId }
        : null;
    }
    case 'CheckinRecorded': {
      const r = checkinRecordedV1.safeParse(event.data);
      return r.success
        ? { ...base, trigger: 'checkin', accountId: r.data.accountId, studentId: r.data.studentId }
        : null;
    }
    case 'StudentPlanStarted': {
      const r = studentPlanStartedV1.safeParse(event.data);
      return r.success
        ? {
            ...base,
            trigger: 'start_plan',
            accountId: r.data.accountId,
            studentId: r.data.studentId,
            planId: r.data.planId,
          }
        : null;
    }
    case 'StudentPlanEnded': {
      const r = studentPlanEndedV1.safeParse(event.data);
      return r.success
        ? {
            ...base,
            trigger: 'end_plan',
            accountId: r.data.accountId,
            studentId: r.data.studentId,
            planId: r.data.planId,
          }
        : null;
    }
    case 'PointsMovementRecorded': {
      const r = pointsMovementRecordedV1.safeParse(event.data);
      return r.success
        ? { ...base, trigger: 'moviment_points', accountId: r.data.accountId, studentId: r.data.studentId }
        : null;
    }
    case 'RecurringChargeFailed': {
      const r = recurringChargeFailedV1.safeParse(event.data);
      return r.success
        ? { ...base, trigger: 'payment_failed', accountId: r.data.accountId, studentId: r.data.studentId }
        : null;
    }
    case 'OverduePaymentRecovered': {
      const r = overduePaymentRecoveredV1.safeParse(event.data);
      return r.success
        ? { ...base, trigger: 'payment_recovered', accountId: r.data.accountId, studentId: r.data.studentId }
        : null;
    }
    case 'PlanCancelledForNonPayment': {
      const r = planCancelledForNonPaymentV1.safeParse(event.data);
      return r.success
        ? {
            ...base,
            trigger: 'plan_cancelled_nonpayment',
            accountId: r.data.accountId,
            studentId: r.data.studentId,
            planId: r.data.planId,
          }
        : null;
    }
    default:
      return null;
  }
}

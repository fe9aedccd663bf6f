import {
  addDays,
  addRecurrence,
  type DiscountType,
  type PaymentMethod,
  type StudentPlanChanged,
  type StudentPlanPeriodOpened,
  type StudentPlanStatus,
} from '@gym/contracts';
import { firstDueDate, schedulePayments, type BillingTerms } from './paymentSchedule.ts';

/** What renewals read of a sold plan's state (the student plan decider's, structurally). */
interface Renewable {
  readonly plan: BillingTerms & { readonly planId: string; readonly cycles?: number };
  readonly terms: {
    readonly status: StudentPlanStatus;
    readonly startDate: string;
    readonly endDate: string | null;
    readonly discount: number;
    readonly discountType: DiscountType | null;
    readonly installments: number;
    readonly paymentMethod: PaymentMethod;
  };
  readonly periodIndex: number;
  readonly renewalCancelled?: boolean;
}
interface RenewableState extends Renewable {
  readonly accountId: string;
  readonly studentPlanId: string;
  readonly studentId: string;
  readonly subtotal: number;
  readonly total: number;
  readonly payments: readonly { paymentId: string; dueDate: string; value: number; received: boolean }[];
}

/** Another period follows the current one: the plan recurs and its cycles (0 = endless) are not used up. */
export function renews(s: Renewable): boolean {
  const cycles = s.plan.cycles ?? 1;
  return (
    s.plan.recurrence !== null &&
    s.terms.endDate !== null &&
    s.renewalCancelled !== true &&
    (cycles === 0 || s.periodIndex + 1 < cycles)
  );
}

/**
 * Opens period `periodIndex` on the current period's last day (or later, when the job ran late): the next
 * period starts the day after the end date and lasts recurrence × recurrenceValue; its payments split the
 * plan's total over its installments, the first due by the billing trigger. Exactly once: a command for a
 * period already opened (a second run, a second instance, a lagging work list) or not the next one decides
 * nothing, as does one for a plan that no longer renews or whose period has days left.
 */
export function decideNextPeriod(
  s: RenewableState,
  command: { now: string; today: string; periodIndex: number },
  newId: () => string,
): [StudentPlanPeriodOpened, StudentPlanChanged] | [] {
  const { endDate } = s.terms;
  if (command.periodIndex !== s.periodIndex + 1) return [];
  if (s.terms.status !== 'active' || !renews(s) || endDate === null || endDate > command.today) return [];
  const recurrence = s.plan.recurrence;
  if (recurrence === null) return [];
  const startDate = addDays(endDate, 1);
  const nextEnd = addDays(addRecurrence(startDate, recurrence, s.plan.recurrenceValue), -1);
  const fresh = schedulePayments({
    total: s.total,
    installments: s.terms.installments,
    firstDue: firstDueDate(startDate, nextEnd, s.plan),
    receivedCount: 0,
    receivedTotal: 0,
    reuseIds: [],
    newId,
  });
  const pending = s.payments
    .filter((p) => !p.received)
    .map(({ paymentId, dueDate, value }) => ({ paymentId, dueDate, value }));
  const ids = { accountId: s.accountId, studentPlanId: s.studentPlanId, studentId: s.studentId };
  const next = { ...s, periodIndex: command.periodIndex, terms: { ...s.terms, endDate: nextEnd } };
  return [
    {
      type: 'StudentPlanPeriodOpened',
      data: {
        ...ids,
        planId: s.plan.planId,
        periodIndex: command.periodIndex,
        startDate,
        endDate: nextEnd,
        last: !renews(next),
        openedAt: command.now,
      },
    },
    {
      type: 'StudentPlanChanged',
      data: {
        ...ids,
        startDate: s.terms.startDate,
        endDate: nextEnd,
        subtotal: s.subtotal,
        discount: s.terms.discount,
        discountType: s.terms.discountType,
        total: s.total,
        installments: s.terms.installments,
        paymentMethod: s.terms.paymentMethod,
        payments: [...pending, ...fresh],
        changedAt: command.now,
      },
    },
  ];
}

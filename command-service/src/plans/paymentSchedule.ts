import {
  addDays,
  addMonths,
  addRecurrence,
  type BillingTriggerType,
  type RecurrenceUnit,
  type ScheduledPayment,
} from '@gym/contracts';

/** What the catalogue plan says about when a sold plan is billed. */
export interface BillingTerms {
  readonly recurrence: RecurrenceUnit | null;
  readonly recurrenceValue: number;
  readonly billingTriggerType: BillingTriggerType;
  readonly billingTriggerDay: number | null;
}

/** The end of the first period: the given end date, else start + recurrence, else none. */
export function defaultEndDate(startDate: string, terms: BillingTerms): string | null {
  return terms.recurrence ? addDays(addRecurrence(startDate, terms.recurrence, terms.recurrenceValue), -1) : null;
}

/**
 * The due date of the first installment (the spec does not say; ours):
 * inicio_do_periodo (prepaid, the default): the start date plus billingTriggerDay days;
 * fim_do_periodo (postpaid): the day after the period ends plus billingTriggerDay days;
 * dia_do_mes: the first billingTriggerDay of a month on or after the start date (clamped to the month's end).
 */
export function firstDueDate(startDate: string, endDate: string | null, terms: BillingTerms): string {
  const offset = terms.billingTriggerDay ?? 0;
  switch (terms.billingTriggerType) {
    case 'inicio_do_periodo':
      return addDays(startDate, offset);
    case 'fim_do_periodo':
      return addDays(endDate ? addDays(endDate, 1) : startDate, offset);
    case 'dia_do_mes': {
      const day = Math.min(Math.max(offset, 1), 31);
      const first = `${startDate.slice(0, 8)}01`;
      for (let m = 0; m < 2; m++) {
        const due = clampDay(addMonths(first, m), day);
        if (due >= startDate) return due;
      }
      return startDate;
    }
    default: {
      const unreachable: never = terms.billingTriggerType;
      return unreachable;
    }
  }
}

function clampDay(monthFirst: string, day: number): string {
  const next = addMonths(monthFirst, 1);
  const last = Number(addDays(next, -1).slice(8, 10));
  return monthFirst.slice(0, 8) + String(Math.min(day, last)).padStart(2, '0');
}

/** Splits cents into n parts; the remainder cents go to the first parts, so the parts add up exactly. */
export function splitCents(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const rest = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * The payments of a plan: `installments` monthly payments from the first due date, the total split
 * across them. With some already received, the rest of the total is spread over the installments left,
 * on the dates those installments keep; pending payment ids are reused in order so an unchanged
 * schedule keeps its ids.
 */
export function schedulePayments(args: {
  total: number;
  installments: number;
  firstDue: string;
  receivedCount: number;
  receivedTotal: number;
  reuseIds: readonly string[];
  newId: (index: number) => string;
}): ScheduledPayment[] {
  const left = args.installments - args.receivedCount;
  const owed = args.total - args.receivedTotal;
  if (left <= 0 || owed <= 0) return [];
  let fresh = 0;
  return splitCents(owed, left).map((value, i) => ({
    paymentId: args.reuseIds[i] ?? args.newId(fresh++),
    dueDate: addMonths(args.firstDue, args.receivedCount + i),
    value,
  }));
}

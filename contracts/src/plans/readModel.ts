import type { PlanFields } from './planInput.ts';
import type { DiscountType, PaymentMethod, PlanType, StudentPlanStatus } from './enums.ts';

/** Collection `plans`: the catalogue list and form. */
export interface PlanDoc extends PlanFields {
  readonly id: string;
  readonly accountId: string;
  readonly archived: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface StudentPlanPaymentDoc {
  readonly id: string;
  readonly date: string;
  readonly paymentMethod: PaymentMethod;
  readonly value: number;
  readonly received: boolean;
  readonly receivedAt: string | null;
}

/** Collection `studentPlans`: the planos panel of the student profile. */
export interface StudentPlanDoc {
  readonly id: string;
  readonly accountId: string;
  readonly userId: string;
  readonly planId: string;
  readonly name: string;
  readonly planColor: string;
  readonly planType: PlanType;
  readonly status: StudentPlanStatus;
  /** 1 for ativados (active, pending, payment_pending), 0 for desativados: the list filter's index key. */
  readonly enabled: 0 | 1;
  readonly started: boolean;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly subtotal: number;
  readonly total: number;
  readonly discount: number;
  readonly discountType: DiscountType | null;
  readonly installments: number;
  readonly paymentMethod: PaymentMethod;
  readonly planPayments: readonly StudentPlanPaymentDoc[];
  readonly createdAt: string;
  /** The freeze (trancamento) in place or scheduled; null when none. */
  readonly freeze: {
    readonly startDate: string;
    readonly endDate: string;
    readonly days: number;
    readonly reason: string;
  } | null;
  /** freeze.endDate, top-level for the calendar's index. */
  readonly frozenUntil: string | null;
  /** The period running (0 = the first); absent on documents projected before renewals. */
  readonly periodIndex?: number;
  /** 1 while another period follows the current one: the renewal job's index key. */
  readonly renews?: 0 | 1;
}

/** Collection `billingDays`: received money of one account on one São Paulo day (id `accountId:YYYY-MM-DD`). */
export interface BillingDayDoc {
  readonly id: string;
  readonly accountId: string;
  readonly day: string;
  readonly total: number;
  readonly payments: number;
  /** Last global position applied (a sum is not safe to apply twice by itself). */
  readonly position: number;
}

/** One open or settled payment of a plan billed by card (collection `recurringBilling`). */
export interface RecurringPaymentDoc {
  readonly paymentId: string;
  readonly dueDate: string;
  readonly value: number;
  readonly state: 'open' | 'paid' | 'writtenOff';
  /** A charge of it failed at least once. */
  readonly failed: boolean;
  readonly firstFailedOn: string | null;
  readonly nextRetryOn: string | null;
}

/** A student plan charged on a card on file: the charge run's work list and the overdue marker. */
export interface RecurringBillingDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  readonly card: { readonly customerRef: string; readonly brand: string; readonly last4: string };
  /** Cancelled by the ladder for non-payment. */
  readonly cancelled: boolean;
  /** The student plan's status (only an active plan is charged). */
  readonly planStatus: string;
  readonly payments: readonly RecurringPaymentDoc[];
  /** The day the run next charges something (earliest due open payment or retry); null: nothing scheduled. */
  readonly nextChargeOn: string | null;
  /** Open payments that failed at least once. */
  readonly overdue: number;
  readonly overdueAmount: number;
}

/** One ladder step on its day (collection `billingRecoveryEvents`): the recovery report's rows. */
export interface BillingRecoveryEventDoc {
  readonly id: string;
  readonly accountId: string;
  readonly kind: 'failed' | 'recovered' | 'writtenOff' | 'cancelled';
  readonly day: string;
  readonly studentId: string;
  readonly studentPlanId: string;
  readonly paymentId: string | null;
  readonly amount: number;
}

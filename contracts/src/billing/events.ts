import { z } from 'zod';

/**
 * Recurring card billing (issue 24): stream `recurringBilling-<studentPlanId>` holds a student plan's card
 * on file and every step of its recovery ladder; `billingLadder-<accountId>` the account's ladder settings.
 * Card data: the provider's customer reference, brand and last four only.
 */
const ids = { accountId: z.string(), studentPlanId: z.string(), studentId: z.string() };
const openPayment = z.object({ paymentId: z.string(), dueDate: z.string(), value: z.number().int() });

export const cardOnFileSavedV1 = z.object({
  ...ids,
  customerRef: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  source: z.enum(['checkout', 'staff', 'self_service']),
  /** The plan's payments still open when the card was put on file (the charge run's schedule from then on). */
  openPayments: z.array(openPayment),
  savedAt: z.string(),
});
export const recurringChargeApprovedV1 = z.object({
  ...ids,
  paymentId: z.string(),
  /** 0 for the first charge of the payment; the idempotency key is (payment, attempt). */
  attempt: z.number().int().min(0),
  amount: z.number().int(),
  chargeId: z.string(),
  via: z.enum(['schedule', 'manual', 'self_service']),
  chargedAt: z.string(),
  chargedOn: z.string(),
});
export const recurringChargeFailedV1 = z.object({
  ...ids,
  paymentId: z.string(),
  attempt: z.number().int().min(0),
  amount: z.number().int(),
  code: z.string(),
  /** The provider's pt-BR reason. */
  message: z.string(),
  via: z.enum(['schedule', 'manual', 'self_service']),
  failedAt: z.string(),
  failedOn: z.string(),
  /** The payment's first failure: the retry days count from it. */
  firstFailedOn: z.string(),
  /** The next automatic retry, or null when the ladder's retries are used up. */
  nextRetryOn: z.string().nullable(),
  /** Overdue payments of the plan after this failure. */
  overduePayments: z.number().int(),
});
export const overduePaymentRecoveredV1 = z.object({
  ...ids,
  paymentId: z.string(),
  amount: z.number().int(),
  via: z.enum(['schedule', 'manual', 'self_service']),
  recoveredAt: z.string(),
  recoveredOn: z.string(),
});
export const overduePaymentWrittenOffV1 = z.object({
  ...ids,
  paymentId: z.string(),
  amount: z.number().int(),
  writtenOffAt: z.string(),
  writtenOffOn: z.string(),
});
export const planCancelledForNonPaymentV1 = z.object({
  ...ids,
  planId: z.string(),
  overduePaymentIds: z.array(z.string()),
  cancelledAt: z.string(),
  cancelledOn: z.string(),
});
export const billingLadderSetV1 = z.object({
  accountId: z.string(),
  retryDays: z.array(z.number().int()),
  refuseCheckinsWhileOverdue: z.boolean(),
  cancelAfterOverduePayments: z.number().int().nullable(),
  setAt: z.string(),
});

export type CardOnFileSaved = { type: 'CardOnFileSaved'; data: z.infer<typeof cardOnFileSavedV1> };
export type RecurringChargeApproved = {
  type: 'RecurringChargeApproved';
  data: z.infer<typeof recurringChargeApprovedV1>;
};
export type RecurringChargeFailed = { type: 'RecurringChargeFailed'; data: z.infer<typeof recurringChargeFailedV1> };
export type OverduePaymentRecovered = {
  type: 'OverduePaymentRecovered';
  data: z.infer<typeof overduePaymentRecoveredV1>;
};
export type OverduePaymentWrittenOff = {
  type: 'OverduePaymentWrittenOff';
  data: z.infer<typeof overduePaymentWrittenOffV1>;
};
export type PlanCancelledForNonPayment = {
  type: 'PlanCancelledForNonPayment';
  data: z.infer<typeof planCancelledForNonPaymentV1>;
};
export type BillingLadderSet = { type: 'BillingLadderSet'; data: z.infer<typeof billingLadderSetV1> };
export type RecurringBillingEvent =
  | CardOnFileSaved
  | RecurringChargeApproved
  | RecurringChargeFailed
  | OverduePaymentRecovered
  | OverduePaymentWrittenOff
  | PlanCancelledForNonPayment;
export type ChargeVia = RecurringChargeApproved['data']['via'];

export const billingEventSchemas = {
  CardOnFileSaved: { version: 1, schema: cardOnFileSavedV1 },
  RecurringChargeApproved: { version: 1, schema: recurringChargeApprovedV1 },
  RecurringChargeFailed: { version: 1, schema: recurringChargeFailedV1 },
  OverduePaymentRecovered: { version: 1, schema: overduePaymentRecoveredV1 },
  OverduePaymentWrittenOff: { version: 1, schema: overduePaymentWrittenOffV1 },
  PlanCancelledForNonPayment: { version: 1, schema: planCancelledForNonPaymentV1 },
  BillingLadderSet: { version: 1, schema: billingLadderSetV1 },
} as const;

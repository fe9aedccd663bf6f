import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import {
  billingTriggerTypes,
  discountTypes,
  paymentMethods,
  planTypes,
  recurrenceUnits,
  studentPlanStatuses,
} from './enums.ts';
import { planFieldsSchema } from './planInput.ts';

/** The plan catalogue: a plan's whole field set travels in each event, so the stream is its history. */
export const planCreatedV1 = z.object({
  accountId: z.string(),
  planId: z.string(),
  plan: planFieldsSchema,
  createdAt: z.string(),
});
export const planChangedV1 = z.object({
  accountId: z.string(),
  planId: z.string(),
  plan: planFieldsSchema,
  changedAt: z.string(),
});
export const planArchivedV1 = z.object({ accountId: z.string(), planId: z.string(), archivedAt: z.string() });

export type PlanCreated = { type: 'PlanCreated'; data: z.infer<typeof planCreatedV1> };
export type PlanChanged = { type: 'PlanChanged'; data: z.infer<typeof planChangedV1> };
export type PlanArchived = { type: 'PlanArchived'; data: z.infer<typeof planArchivedV1> };
export type PlanEvent = PlanCreated | PlanChanged | PlanArchived;

/** One scheduled payment of a student plan (integer cents, due date YYYY-MM-DD). */
export const scheduledPaymentSchema = z.object({ paymentId: z.string(), dueDate: z.string(), value: z.number().int() });
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>;

/** The terms of a student plan: what the form sets, priced and scheduled. */
const studentPlanTermsSchema = z.object({
  startDate: z.string(),
  endDate: z.string().nullable(),
  subtotal: z.number().int(),
  discount: z.number(),
  discountType: z.enum(discountTypes).nullable(),
  total: z.number().int(),
  installments: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
  /** Pending payments as (re)scheduled by this event; received ones are never rescheduled. */
  payments: z.array(scheduledPaymentSchema),
});

export const planAssignedToStudentV1 = studentPlanTermsSchema.extend({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  planId: z.string(),
  /** A snapshot of the catalogue plan at assignment: later catalogue changes do not rewrite a sold plan. */
  name: notPersonal(z.string(), "the plan's name as sold, a product of the gym"),
  planColor: z.string(),
  planType: z.enum(planTypes),
  /** How the catalogue plan bills: kept so a later change reschedules the same way. */
  billing: z.object({
    recurrence: z.enum(recurrenceUnits).nullable(),
    recurrenceValue: z.number().int(),
    billingTriggerType: z.enum(billingTriggerTypes),
    billingTriggerDay: z.number().int().nullable(),
    /** Periods the plan runs (0 = endless). Absent on plans sold before renewals: one period, as sold then. */
    cycles: z.number().int().optional(),
  }),
  status: z.enum(studentPlanStatuses),
  assignedAt: z.string(),
});
export const studentPlanChangedV1 = studentPlanTermsSchema.extend({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  changedAt: z.string(),
});
export const studentPlanStatusChangedV1 = z.object({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  from: z.enum(studentPlanStatuses),
  to: z.enum(studentPlanStatuses),
  changedAt: z.string(),
});
/**
 * The renewal job opened the plan's next period (index 1 is the first renewal). The new end date and the
 * period's payments travel in the StudentPlanChanged appended with it; `last` says no period follows.
 */
export const studentPlanPeriodOpenedV1 = z.object({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  planId: z.string(),
  periodIndex: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  last: z.boolean(),
  openedAt: z.string(),
});
/** Staff cancelled the renewal: the plan ends at its current period's end (`endDate`). */
export const studentPlanRenewalCancelledV1 = z.object({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  planId: z.string(),
  endDate: z.string(),
  cancelledAt: z.string(),
});
export const paymentMarkedReceivedV1 = z.object({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  paymentId: z.string(),
  value: z.number().int(),
  dueDate: z.string(),
  paymentMethod: z.enum(paymentMethods),
  receivedAt: z.string(),
  /** São Paulo calendar day of receipt: the billing report's day. */
  receivedOn: z.string(),
});

export type PlanAssignedToStudent = { type: 'PlanAssignedToStudent'; data: z.infer<typeof planAssignedToStudentV1> };
export type StudentPlanChanged = { type: 'StudentPlanChanged'; data: z.infer<typeof studentPlanChangedV1> };
export type StudentPlanStatusChanged = {
  type: 'StudentPlanStatusChanged';
  data: z.infer<typeof studentPlanStatusChangedV1>;
};
export type PaymentMarkedReceived = { type: 'PaymentMarkedReceived'; data: z.infer<typeof paymentMarkedReceivedV1> };
export type StudentPlanPeriodOpened = {
  type: 'StudentPlanPeriodOpened';
  data: z.infer<typeof studentPlanPeriodOpenedV1>;
};
export type StudentPlanRenewalCancelled = {
  type: 'StudentPlanRenewalCancelled';
  data: z.infer<typeof studentPlanRenewalCancelledV1>;
};

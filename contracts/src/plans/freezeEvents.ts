import { z } from 'zod';
import { scheduledPaymentSchema } from './planEvents.ts';

/** Freeze (trancamento) defaults when the account has set none (ours: the spec is silent). */
export const DEFAULT_FREEZE_LIMITS = { minDays: 7, maxDays: 90 } as const;

/**
 * A student plan frozen for a period: no payment falls due and no check-in is accepted between
 * startDate and endDate (both included). The plan's end date and its pending payments due on or after
 * startDate move by `days`; the event carries the moved values.
 */
export const studentPlanFrozenV1 = z.object({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  planId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  reason: z.string(),
  planEndDate: z.string().nullable(),
  payments: z.array(scheduledPaymentSchema),
  frozenAt: z.string(),
});

/** A freeze that ended: on its last day (early false), or early by staff, giving back the unused days. */
export const studentPlanFreezeEndedV1 = z.object({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  planId: z.string(),
  /** Last frozen day. */
  endedOn: z.string(),
  early: z.boolean(),
  /** Days given back (0 when it ran its course). */
  unusedDays: z.number().int(),
  planEndDate: z.string().nullable(),
  payments: z.array(scheduledPaymentSchema),
});

export const planFreezeLimitsSetV1 = z.object({
  accountId: z.string(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  setAt: z.string(),
});

export type StudentPlanFrozen = { type: 'StudentPlanFrozen'; data: z.infer<typeof studentPlanFrozenV1> };
export type StudentPlanFreezeEnded = { type: 'StudentPlanFreezeEnded'; data: z.infer<typeof studentPlanFreezeEndedV1> };
export type PlanFreezeLimitsSet = { type: 'PlanFreezeLimitsSet'; data: z.infer<typeof planFreezeLimitsSetV1> };

import { z } from 'zod';

/**
 * Student-plan facts other services react to (the campaign engine's start_plan and end_plan
 * triggers, its plan segmentation). The plans feature owns the rest of the plan events.
 */
export const studentPlanStartedV1 = z.object({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  planId: z.string(),
  /** ISO date (YYYY-MM-DD) the plan started on. */
  startDate: z.string(),
});

export const studentPlanEndReasons = ['expired', 'canceled', 'closed', 'finished', 'deleted'] as const;

export const studentPlanEndedV1 = z.object({
  accountId: z.string(),
  studentPlanId: z.string(),
  studentId: z.string(),
  planId: z.string(),
  /** ISO date (YYYY-MM-DD) the plan ended on. */
  endDate: z.string(),
  /** expired: the end date arrived with no user action; the others follow a status change. */
  reason: z.enum(studentPlanEndReasons),
});

export type StudentPlanStarted = { type: 'StudentPlanStarted'; data: z.infer<typeof studentPlanStartedV1> };
export type StudentPlanEnded = { type: 'StudentPlanEnded'; data: z.infer<typeof studentPlanEndedV1> };

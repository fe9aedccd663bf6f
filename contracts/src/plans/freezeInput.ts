import { z } from 'zod';
import { isIsoDay } from './dates.ts';
import { planMessages } from './planMessages.ts';

/** freezeStudentPlan input: which plan, from when (today by default), how many days, why. */
export const freezeInputSchema = z.object({
  id: z.string().uuid({ message: planMessages.studentPlanNotFound }),
  startDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.slice(0, 10) : null))
    .refine((v) => v === null || isIsoDay(v), planMessages.invalidDate),
  days: z.number({ message: planMessages.invalidDate }).int().min(1, planMessages.freezeTooShort.replace('{min}', '1')),
  reason: z
    .string({ message: planMessages.freezeReasonRequired })
    .trim()
    .min(1, planMessages.freezeReasonRequired)
    .max(500),
});

export const freezeLimitsInputSchema = z
  .object({
    minDays: z.number().int().min(1, planMessages.invalidFreezeLimits),
    maxDays: z.number().int().max(366, planMessages.invalidFreezeLimits),
  })
  .refine((v) => v.maxDays >= v.minDays, { path: ['maxDays'], message: planMessages.invalidFreezeLimits });

import { z } from 'zod';
import { messages } from '../messages.ts';
import { coachCheckinMessages } from './messages.ts';

export const coachCheckinInputSchema = z.object({
  coachId: z.string({ message: messages.required }).trim().min(1, messages.required),
  programId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
  classDate: z
    .string({ message: messages.required })
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
      coachCheckinMessages.invalidDate,
    ),
  startTime: z
    .string({ message: messages.required })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, coachCheckinMessages.invalidTime),
  notes: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
});

import { z } from 'zod';
import { messages } from '../messages.ts';
import { isValidEmail } from '../validation/email.ts';
import { staffRoleValues } from './enums.ts';
import { teamMessages } from './messages.ts';

export const staffInviteSchema = z.object({
  name: z.string().trim().min(1, messages.required).max(100),
  lastName: z.string().trim().min(1, messages.required).max(100),
  email: z
    .string()
    .trim()
    .refine(isValidEmail, messages.invalidEmail)
    .transform((v) => v.toLowerCase()),
  rule: z.enum(staffRoleValues, { message: teamMessages.invalidRole }),
});

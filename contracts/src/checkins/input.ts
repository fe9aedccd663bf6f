import { z } from 'zod';
import { isValidEmail } from '../validation/index.ts';
import { genders } from '../students/enums.ts';
import { checkinMessages } from './messages.ts';
import { isIsoDay } from '../plans/dates.ts';

const optional = (max = 120) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * createOrUpdateCheckin input (spec 002: id, userId, name, lastName, email, gender, token, forceCheckin,
 * programClassId). Ours: classDate (YYYY-MM-DD, default today) and waitlist (join the line when full).
 */
export const checkinInputSchema = z
  .object({
    id: z.string().uuid().nullish(),
    userId: z.string().uuid().nullish(),
    name: optional(),
    lastName: optional(),
    email: optional(254)
      .refine((v) => v === null || isValidEmail(v), checkinMessages.invalidEmail)
      .transform((v) => v?.toLowerCase() ?? null),
    gender: z
      .enum(genders)
      .nullish()
      .transform((v) => v ?? null),
    token: optional(200),
    forceCheckin: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    programClassId: z.string({ message: checkinMessages.required }).uuid(checkinMessages.required),
    // A real calendar day: '2024-02-30' is invalid, not a class already over (issue 27).
    classDate: optional(10).refine((v) => v === null || isIsoDay(v), checkinMessages.invalidDate),
    waitlist: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .superRefine((v, ctx) => {
    if (v.userId || v.id) return;
    // Spec 002: the user must be identified: selected, or new-user fields including gender.
    if (!v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: checkinMessages.userRequired });
    if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: checkinMessages.required });
    if (!v.gender || v.gender === '-')
      ctx.addIssue({ code: 'custom', path: ['gender'], message: checkinMessages.genderRequired });
  });
export type ValidCheckinInput = z.output<typeof checkinInputSchema>;

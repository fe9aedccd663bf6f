import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import { messages } from '../messages.ts';
import { isValidEmail } from '../validation/index.ts';

const email = z
  .string()
  .trim()
  .min(1, messages.required)
  .refine((v) => isValidEmail(v), messages.invalidEmail)
  .transform((v) => v.toLowerCase());

export const loginInputSchema = z.object({
  email,
  password: z.string().min(1, messages.required).max(200),
  source: z.string().nullish(),
});

/** Spec 000 sign-up card: full name, e-mail and a password of at least 8 characters. */
export const signUpInputSchema = z
  .object({
    name: z.string().trim().min(1, messages.required).max(100),
    lastName: z.string().trim().min(1, messages.signInNameTwoWords).max(100),
    email,
    password: z.string().min(8, messages.signInPasswordMin).max(200),
    passwordConfirmation: z.string().nullish(),
  })
  .refine((v) => v.passwordConfirmation == null || v.passwordConfirmation === v.password, {
    message: messages.passwordConfirmationMismatch,
    path: ['passwordConfirmation'],
  });

export const operatorRegisteredV1 = z.object({
  operatorId: z.string(),
  name: notPersonal(z.string(), "the platform operator's staff login: not a student's"),
  email: notPersonal(z.string(), "the platform operator's staff login: not a student's"),
  registeredAt: z.string(),
});
export type OperatorRegistered = { type: 'OperatorRegistered'; data: z.infer<typeof operatorRegisteredV1> };

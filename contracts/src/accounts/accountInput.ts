import { z } from 'zod';
import { messages } from '../messages.ts';
import { isValidEmail } from '../validation/index.ts';
import { accountBillingInputSchema } from './billing.ts';
import { accountStatuses, accountTypes, featureKeys, visibilities } from './enums.ts';
import { tooLongText } from '../security/zodLocale.ts';

/** Codes that would collide with top-level routes of the product. */
export const reservedAccountCodes = [
  'alderaan',
  'global',
  'users',
  'healthz',
  'assets',
  'admin',
  'api',
  'static',
  'cadastro',
] as const;

export const accountCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, messages.invalidAccountCode)
  .refine((code) => !(reservedAccountCodes as readonly string[]).includes(code), messages.accountCodeTaken);

const email = z
  .string()
  .trim()
  .refine((v) => isValidEmail(v), messages.invalidEmail)
  .transform((v) => v.toLowerCase());

export const accountOwnerInputSchema = z.object({
  name: z.string().trim().min(1, messages.required).max(100),
  lastName: z.string().trim().min(1, messages.required).max(100),
  email,
  password: z.string().min(8, messages.passwordMin).max(200),
});

/**
 * createOrUpdateAccount (operator scope). Spec 000 section 5 rules; `owner` is ours: the operator
 * names the owner's login when creating an account, since the spec's payload has no user fields.
 */
export const accountInputSchema = z.object({
  id: z.string().uuid().nullish(),
  name: z
    .string({ message: messages.accountNameRequired })
    .trim()
    .min(1, messages.accountNameRequired)
    .max(120, tooLongText(120)),
  code: accountCodeSchema.nullish(),
  bio: z.string().trim().max(2000).nullish(),
  status: z.enum(accountStatuses, { message: messages.invalidStatus }).nullish(),
  visibility: z.enum(visibilities).nullish(),
  accountType: z.enum(accountTypes).nullish(),
  category: z.string().trim().min(1, messages.required).nullish(),
  subcategory: z.string().trim().min(1, messages.required).nullish(),
  features: z.array(z.enum(featureKeys)).nullish(),
  senderEmail: email.nullish(),
  senderName: z.string().trim().min(1, messages.required).nullish(),
  phone: z.string().trim().min(1, messages.required).nullish(),
  city: z.string().trim().min(1, messages.required).nullish(),
  state: z.string().trim().min(1, messages.required).nullish(),
  owner: accountOwnerInputSchema.nullish(),
  accountBilling: accountBillingInputSchema.nullish(),
});
export type AccountInput = z.input<typeof accountInputSchema>;
export type ValidAccountInput = z.output<typeof accountInputSchema>;

import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import { accountStatuses, accountTypes, featureKeys, registerStatuses, visibilities } from './enums.ts';
import { accountBillingSchema } from './billing.ts';
import { accountRegistrationSchema } from './registration.ts';

export const accountSettingsSchema = z.object({
  name: notPersonal(z.string(), "the gym's name, public on its pages"),
  bio: z.string().nullable(),
  status: z.enum(accountStatuses),
  visibility: z.enum(visibilities),
  accountType: z.enum(accountTypes),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  features: z.array(z.enum(featureKeys)),
  senderEmail: notPersonal(z.string().nullable(), "the gym's sender address for its e-mails"),
  senderName: notPersonal(z.string().nullable(), "the gym's sender name for its e-mails"),
  phone: notPersonal(z.string().nullable(), "the gym's contact phone"),
  city: z.string().nullable(),
  state: z.string().nullable(),
  // Added with the account settings screen; absent from older events (see `accountSettingsDefaults`).
  avatarUrl: notPersonal(z.string().nullable().optional(), "the gym's logo"),
  athletesLabel: z.string().nullable().optional(),
  pointsLabel: z.string().nullable().optional(),
  registerEnabled: z.boolean().optional(),
  registerStatus: z.enum(registerStatuses).optional(),
  requiresPlanOnSignup: z.boolean().optional(),
  /** Faturamento (issue 21): absent until the account's billing data is first recorded. */
  accountBilling: accountBillingSchema.nullable().optional(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const accountCreatedV1 = z.object({
  accountId: z.string(),
  code: z.string(),
  settings: accountSettingsSchema,
  createdAt: z.string(),
  /** Present when the owner signed the account up through the public wizard (createAccount). */
  registration: accountRegistrationSchema.optional(),
});
export const accountSettingsChangedV1 = z.object({
  accountId: z.string(),
  settings: accountSettingsSchema,
  changedAt: z.string(),
});
export const accountCodeClaimedV1 = z.object({ code: z.string(), accountId: z.string() });
/** The operator gave the account a new code (issue 23): the account's addresses move to it. */
export const accountCodeChangedV1 = z.object({
  accountId: z.string(),
  code: z.string(),
  previousCode: z.string(),
  changedAt: z.string(),
});
/** The account left this code for another one: the code is free to be claimed again. */
export const accountCodeReleasedV1 = z.object({ code: z.string(), accountId: z.string() });

export type AccountCreated = { type: 'AccountCreated'; data: z.infer<typeof accountCreatedV1> };
export type AccountSettingsChanged = { type: 'AccountSettingsChanged'; data: z.infer<typeof accountSettingsChangedV1> };
export type AccountCodeChanged = { type: 'AccountCodeChanged'; data: z.infer<typeof accountCodeChangedV1> };
export type AccountEvent = AccountCreated | AccountSettingsChanged | AccountCodeChanged;
export type AccountCodeClaimed = { type: 'AccountCodeClaimed'; data: z.infer<typeof accountCodeClaimedV1> };
export type AccountCodeReleased = { type: 'AccountCodeReleased'; data: z.infer<typeof accountCodeReleasedV1> };

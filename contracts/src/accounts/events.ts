import { z } from 'zod';
import { accountStatuses, accountTypes, featureKeys, visibilities } from './enums.ts';
import { accountRegistrationSchema } from './registration.ts';

export const accountSettingsSchema = z.object({
  name: z.string(),
  bio: z.string().nullable(),
  status: z.enum(accountStatuses),
  visibility: z.enum(visibilities),
  accountType: z.enum(accountTypes),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  features: z.array(z.enum(featureKeys)),
  senderEmail: z.string().nullable(),
  senderName: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
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

export type AccountCreated = { type: 'AccountCreated'; data: z.infer<typeof accountCreatedV1> };
export type AccountSettingsChanged = { type: 'AccountSettingsChanged'; data: z.infer<typeof accountSettingsChangedV1> };
export type AccountEvent = AccountCreated | AccountSettingsChanged;
export type AccountCodeClaimed = { type: 'AccountCodeClaimed'; data: z.infer<typeof accountCodeClaimedV1> };

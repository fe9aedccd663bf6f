import { z } from 'zod';
import { messages } from '../messages.ts';
import { accountInputSchema } from './accountInput.ts';
import { registerStatuses } from './enums.ts';
import type { AccountSettings } from './events.ts';

/** ours: the spec says only the operator may change these, not with which words the server refuses. */
export const accountSettingsMessages = {
  operatorOnly: 'Somente a administração da plataforma pode alterar este campo',
  registrationClosed: 'Novos cadastros estão desativados nesta conta',
  invalidNumber: 'Número inválido',
} as const;

/**
 * What an account that never saved a setting has: registration open with new members active and no
 * plan required (what signUp did before the setting existed), no custom labels.
 */
export const accountSettingsDefaults = {
  avatarUrl: null,
  athletesLabel: null,
  pointsLabel: null,
  registerEnabled: true,
  registerStatus: 'ativo',
  requiresPlanOnSignup: false,
} as const satisfies Partial<AccountSettings>;

export type RegistrationRules = {
  readonly registerEnabled: boolean;
  readonly registerStatus: (typeof registerStatuses)[number];
  readonly requiresPlanOnSignup: boolean;
};

export function registrationRulesOf(settings: Partial<AccountSettings>): RegistrationRules {
  return {
    registerEnabled: settings.registerEnabled ?? accountSettingsDefaults.registerEnabled,
    registerStatus: settings.registerStatus ?? accountSettingsDefaults.registerStatus,
    requiresPlanOnSignup: settings.requiresPlanOnSignup ?? accountSettingsDefaults.requiresPlanOnSignup,
  };
}

/** Spec 000 section 5: the form sends numbers as strings; an empty one was dropped before saving. */
const countField = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: accountSettingsMessages.invalidNumber });
        return z.NEVER;
      }
      return n;
    });

const label = z.string().trim().min(1, messages.required).max(40).nullish();

/**
 * updateAccount (spec 000 'Account settings', admin scope): the account's own fields. A field left
 * out keeps its value (the form drops empty values before saving); status, account type, visibility
 * and features may be sent only unchanged outside the operator scope (the decider checks).
 */
export const accountSettingsInputSchema = accountInputSchema.omit({ id: true, owner: true }).extend({
  avatarUrl: z.string().trim().url().max(2000).nullish(),
  athletesLabel: label,
  pointsLabel: label,
  registerEnabled: z.boolean().nullish(),
  registerStatus: z.enum(registerStatuses, { message: messages.invalidStatus }).nullish(),
  requiresPlanOnSignup: z.boolean().nullish(),
  daysAheadCheckin: countField(1, 8),
  hoursAheadCheckin: countField(1, 24),
  hoursBeforeRemoveCheckin: countField(1, 24),
  minimumCheckinsGympass: countField(0, 10_000),
  minimumCheckinsToPoints: countField(0, 10_000),
  overdueToleranceDays: countField(0, 90),
  noShowLimit: countField(1, 30),
  noShowBlockDays: countField(1, 90),
});
export type ValidAccountSettingsInput = z.output<typeof accountSettingsInputSchema>;

/**
 * createOrUpdateAccount (operator scope, spec 000 section 7: "same payload" as updateAccount): the
 * operator's own fields and those of the settings tabs it saves, the check-in rules included.
 */
export const operatorAccountInputSchema = accountInputSchema.extend({
  avatarUrl: accountSettingsInputSchema.shape.avatarUrl,
  athletesLabel: label,
  pointsLabel: label,
  registerEnabled: z.boolean().nullish(),
  registerStatus: z.enum(registerStatuses, { message: messages.invalidStatus }).nullish(),
  requiresPlanOnSignup: z.boolean().nullish(),
  // The Checkins tab's booking rules (issue 21 item 2): the same fields and rules as updateAccount's.
  daysAheadCheckin: accountSettingsInputSchema.shape.daysAheadCheckin,
  hoursAheadCheckin: accountSettingsInputSchema.shape.hoursAheadCheckin,
  hoursBeforeRemoveCheckin: accountSettingsInputSchema.shape.hoursBeforeRemoveCheckin,
  minimumCheckinsGympass: accountSettingsInputSchema.shape.minimumCheckinsGympass,
  minimumCheckinsToPoints: accountSettingsInputSchema.shape.minimumCheckinsToPoints,
  overdueToleranceDays: accountSettingsInputSchema.shape.overdueToleranceDays,
  noShowLimit: accountSettingsInputSchema.shape.noShowLimit,
  noShowBlockDays: accountSettingsInputSchema.shape.noShowBlockDays,
});
export type ValidOperatorAccountInput = z.output<typeof operatorAccountInputSchema>;

export const checkinSettingKeys = [
  'daysAheadCheckin',
  'hoursAheadCheckin',
  'hoursBeforeRemoveCheckin',
  'minimumCheckinsGympass',
  'minimumCheckinsToPoints',
  'overdueToleranceDays',
  'noShowLimit',
  'noShowBlockDays',
] as const;

import { z } from 'zod';

/**
 * Forgot password (spec 000: the sign-in card's forgot-password link) and a signed-in user's
 * password change. The log keeps only a SHA-256 of the e-mailed link's random secret (256 bits),
 * never a password; the new password's hash goes to the credential store.
 */
export const passwordResetRequestedV1 = z.object({
  accountId: z.string(),
  userId: z.string(),
  tokenHash: z.string(),
  expiresAt: z.string(),
  requestedAt: z.string(),
});
export const passwordResetCompletedV1 = z.object({
  accountId: z.string(),
  userId: z.string(),
  completedAt: z.string(),
});
export const passwordChangedV1 = z.object({ accountId: z.string(), userId: z.string(), changedAt: z.string() });

export type PasswordResetRequested = { type: 'PasswordResetRequested'; data: z.infer<typeof passwordResetRequestedV1> };
export type PasswordResetCompleted = { type: 'PasswordResetCompleted'; data: z.infer<typeof passwordResetCompletedV1> };
export type PasswordChanged = { type: 'PasswordChanged'; data: z.infer<typeof passwordChangedV1> };
export type PasswordRecoveryEvent = PasswordResetRequested | PasswordResetCompleted | PasswordChanged;

export const passwordRecoveryEventSchemas = {
  PasswordResetRequested: { version: 1, schema: passwordResetRequestedV1 },
  PasswordResetCompleted: { version: 1, schema: passwordResetCompletedV1 },
  PasswordChanged: { version: 1, schema: passwordChangedV1 },
} as const;

/** How long an e-mailed link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

import { z } from 'zod';
import { staffRoleValues } from './enums.ts';

/** An admin changed a team member's role (the member's registration keeps the role they started with). */
export const staffRoleChangedV1 = z.object({
  accountId: z.string(),
  userId: z.string(),
  rule: z.enum(staffRoleValues),
  changedAt: z.string(),
});
export type StaffRoleChanged = { type: 'StaffRoleChanged'; data: z.infer<typeof staffRoleChangedV1> };
/**
 * `adminSeats-<accountId>`: an admin stops being one (removed from the team or demoted), or becomes one again.
 * One stream per account, so two admins removing each other at the same moment are decided one after the other and
 * the second is refused: the account keeps an admin.
 */
export const adminSeatReleasedV1 = z.object({ accountId: z.string(), userId: z.string(), releasedAt: z.string() });
export const adminSeatTakenV1 = z.object({ accountId: z.string(), userId: z.string(), takenAt: z.string() });
export type AdminSeatReleased = { type: 'AdminSeatReleased'; data: z.infer<typeof adminSeatReleasedV1> };
export type AdminSeatTaken = { type: 'AdminSeatTaken'; data: z.infer<typeof adminSeatTakenV1> };

export const teamEventSchemas = {
  StaffRoleChanged: { version: 1, schema: staffRoleChangedV1 },
  AdminSeatReleased: { version: 1, schema: adminSeatReleasedV1 },
  AdminSeatTaken: { version: 1, schema: adminSeatTakenV1 },
} as const;

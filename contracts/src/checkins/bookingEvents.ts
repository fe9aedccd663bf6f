import { z } from 'zod';
import { checkinStatuses } from './events.ts';

/**
 * The check-ins feature's own events, beside the fixed CheckinRecorded. All of them live on the
 * class-day stream (one class on one date), the consistency boundary of the class limit.
 */
const onClassDay = { accountId: z.string(), programClassId: z.string(), classDate: z.string() };

export const checkinCancelledV1 = z.object({
  ...onClassDay,
  checkinId: z.string(),
  studentId: z.string(),
  cancelledAt: z.string(),
});
export const checkinValidatedV1 = z.object({
  ...onClassDay,
  checkinId: z.string(),
  studentId: z.string(),
  status: z.enum(checkinStatuses),
  validatedAt: z.string(),
});
export const checkinMarkedNoShowV1 = z.object({
  ...onClassDay,
  checkinId: z.string(),
  studentId: z.string(),
  markedAt: z.string(),
});
export const waitlistJoinedV1 = z.object({
  ...onClassDay,
  studentId: z.string(),
  branchId: z.string(),
  programId: z.string(),
  startTime: z.string(),
  joinedAt: z.string(),
});
export const waitlistLeftV1 = z.object({ ...onClassDay, studentId: z.string(), leftAt: z.string() });
/** The first in line took a freed place; a CheckinRecorded follows in the same append (campaign hook). */
export const studentPromotedFromWaitlistV1 = z.object({
  ...onClassDay,
  checkinId: z.string(),
  studentId: z.string(),
  promotedAt: z.string(),
});

/** The account's booking rules (spec 000 'Checkins' settings tab); null = no limit. */
export const checkinSettingsSchema = z.object({
  daysAheadCheckin: z.number().int().min(1).max(8).nullable(),
  hoursAheadCheckin: z.number().int().min(1).max(24).nullable(),
  hoursBeforeRemoveCheckin: z.number().int().min(1).max(24).nullable(),
  minimumCheckinsGympass: z.number().int().min(0).nullable(),
  minimumCheckinsToPoints: z.number().int().min(0).nullable(),
  // Issue 34 (optional: events before it have none): days an overdue payment is tolerated (null = 0), and the
  // no-show policy: N no-shows in 30 days block booking for D days (null = no policy).
  overdueToleranceDays: z.number().int().min(0).max(90).nullable().optional(),
  noShowLimit: z.number().int().min(1).max(30).nullable().optional(),
  noShowBlockDays: z.number().int().min(1).max(90).nullable().optional(),
});
export type CheckinSettings = z.infer<typeof checkinSettingsSchema>;
export const checkinSettingsChangedV1 = z.object({
  accountId: z.string(),
  settings: checkinSettingsSchema,
  changedAt: z.string(),
});

type Data<S extends z.ZodType> = z.infer<S>;
export type CheckinCancelled = { type: 'CheckinCancelled'; data: Data<typeof checkinCancelledV1> };
export type CheckinValidated = { type: 'CheckinValidated'; data: Data<typeof checkinValidatedV1> };
export type CheckinMarkedNoShow = { type: 'CheckinMarkedNoShow'; data: Data<typeof checkinMarkedNoShowV1> };
export type WaitlistJoined = { type: 'WaitlistJoined'; data: Data<typeof waitlistJoinedV1> };
export type WaitlistLeft = { type: 'WaitlistLeft'; data: Data<typeof waitlistLeftV1> };
export type StudentPromotedFromWaitlist = {
  type: 'StudentPromotedFromWaitlist';
  data: Data<typeof studentPromotedFromWaitlistV1>;
};
export type CheckinSettingsChanged = { type: 'CheckinSettingsChanged'; data: Data<typeof checkinSettingsChangedV1> };

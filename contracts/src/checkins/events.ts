import { z } from 'zod';

export const checkinStatuses = [
  'validated',
  'pending',
  'error',
  'deleted',
  'checkin gympass',
  'checkin totalpass',
] as const;

/**
 * A student checked into a class (spec 002 'Check-ins'). Feeds the student list's check-ins this
 * month, the dashboard series and the campaign engine's checkin trigger. The check-ins feature owns
 * the rest of the check-in events.
 */
export const checkinRecordedV1 = z.object({
  accountId: z.string(),
  checkinId: z.string(),
  studentId: z.string(),
  branchId: z.string(),
  programId: z.string(),
  programClassId: z.string(),
  /** ISO date (YYYY-MM-DD) of the class, America/Sao_Paulo. */
  classDate: z.string(),
  /** HH:MM */
  startTime: z.string(),
  status: z.enum(checkinStatuses),
  forced: z.boolean(),
  /** The staff member who forced it past the rules (issue 34; absent on older events and unforced ones). */
  forcedBy: z.string().nullable().optional(),
  recordedAt: z.string(),
});

export type CheckinRecorded = { type: 'CheckinRecorded'; data: z.infer<typeof checkinRecordedV1> };

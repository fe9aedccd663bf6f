import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';

/** A class a coach gave (spec 000 navigation: /admin/checkins/coach/new and /admin/checkins/coaches). */
export const coachClassRecordedV1 = z.object({
  accountId: z.string(),
  coachCheckinId: z.string(),
  coachId: z.string(),
  coachName: notPersonal(z.string(), "the coach (staff) who taught the class, shown on the coaches' screens"),
  programId: z.string().nullable(),
  programName: notPersonal(z.string().nullable(), "the program's name (a class schedule)"),
  classDate: z.string(),
  startTime: z.string(),
  notes: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type CoachClassRecorded = { type: 'CoachClassRecorded'; data: z.infer<typeof coachClassRecordedV1> };
export const coachCheckinEventSchemas = { CoachClassRecorded: { version: 1, schema: coachClassRecordedV1 } } as const;

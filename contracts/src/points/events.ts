import { z } from 'zod';
import { byStudent, personal, sealedFor } from '../privacy/personal.ts';

export const pointsOperations = ['add', 'sub'] as const;
/** Who caused a movement: staff by hand, or one of the automatic rules of /admin/crm-settings (issue 22). */
export const pointsSources = ['manual', 'checkin', 'review', 'purchase', 'record'] as const;
export type PointsSource = (typeof pointsSources)[number];

/** A points movement of a student (spec 002 'Points'); the campaign engine's moviment_points trigger. */
export const pointsMovementRecordedV1 = sealedFor(
  byStudent,
  z.object({
    accountId: z.string(),
    movementId: z.string(),
    studentId: z.string(),
    operation: z.enum(pointsOperations),
    /** A positive integer; the operation gives the sign. */
    value: z.number().int().positive(),
    obs: personal(z.string().nullable()),
    /** The balance after this movement (never below zero). */
    balanceAfter: z.number().int().nonnegative(),
    recordedAt: z.string(),
    /** Absent on movements recorded before issue 22 and on manual ones: read as 'manual'. */
    source: z.enum(pointsSources).optional(),
  }),
);

export type PointsMovementRecorded = { type: 'PointsMovementRecorded'; data: z.infer<typeof pointsMovementRecordedV1> };

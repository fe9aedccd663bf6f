import { z } from 'zod';

export const pointsOperations = ['add', 'sub'] as const;

/** A points movement of a student (spec 002 'Points'); the campaign engine's moviment_points trigger. */
export const pointsMovementRecordedV1 = z.object({
  accountId: z.string(),
  movementId: z.string(),
  studentId: z.string(),
  operation: z.enum(pointsOperations),
  /** A positive integer; the operation gives the sign. */
  value: z.number().int().positive(),
  obs: z.string().nullable(),
  /** The balance after this movement (never below zero). */
  balanceAfter: z.number().int().nonnegative(),
  recordedAt: z.string(),
});

export type PointsMovementRecorded = { type: 'PointsMovementRecorded'; data: z.infer<typeof pointsMovementRecordedV1> };

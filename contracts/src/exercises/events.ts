import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import { exerciseTypeKeys } from './exerciseMessages.ts';

/** What an exercise holds (spec 001 section 3 'Exercise'); media as the addresses of uploaded files. */
export const exerciseDetailsV1 = z.object({
  name: notPersonal(z.string(), "the exercise's name in the library"),
  description: z.string(),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  animatedImageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  externalVideoUrl: z.string().nullable(),
  muscleGroups: z.array(z.string()),
  equipment: z.array(z.string()),
  recordEnabled: z.boolean(),
  exerciseType: z.enum(exerciseTypeKeys as [string, ...string[]]).nullable(),
});
export type ExerciseDetails = z.infer<typeof exerciseDetailsV1>;

/**
 * Stream `exercise-<exerciseId>`. accountId 'starter' marks the starter library every account sees
 * (written at server start, read-only for accounts).
 */
export const exerciseCreatedV1 = z.object({
  accountId: z.string(),
  exerciseId: z.string(),
  details: exerciseDetailsV1,
  createdAt: z.string(),
});
export const exerciseChangedV1 = z.object({
  accountId: z.string(),
  exerciseId: z.string(),
  details: exerciseDetailsV1,
  changedAt: z.string(),
});

export type ExerciseCreated = { type: 'ExerciseCreated'; data: z.infer<typeof exerciseCreatedV1> };
export type ExerciseChanged = { type: 'ExerciseChanged'; data: z.infer<typeof exerciseChangedV1> };

export const exerciseEventSchemas = {
  ExerciseCreated: { version: 1, schema: exerciseCreatedV1 },
  ExerciseChanged: { version: 1, schema: exerciseChangedV1 },
} as const;

/** The account id of the starter library's exercises. */
export const STARTER_LIBRARY = 'starter';

import { z } from 'zod';
import { exerciseMessages, exerciseTypeKeys } from './exerciseMessages.ts';

const text = (max: number) => z.string().trim().max(max).nullish();
const url = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v), exerciseMessages.invalidUrl)
  .nullish();
const list = z.array(z.string().trim().min(1).max(80)).max(30).nullish();

/**
 * setExercise's variables (spec 001 section 7: the form payload). An absent variable keeps what the
 * exercise had; null or '' clears it. Name and description are checked by the decider, so that the
 * spec's save messages come back whatever the client sent.
 */
export const setExerciseInputSchema = z.object({
  id: z.string().trim().min(1).nullish(),
  name: text(200),
  description: text(10_000),
  category: text(80),
  imageUrl: url,
  animatedImageUrl: url,
  videoUrl: url,
  externalVideoUrl: url,
  muscleGroups: list,
  equipment: list,
  recordEnabled: z.boolean().nullish(),
  exerciseType: z
    .string()
    .trim()
    .refine((v) => v === '' || (exerciseTypeKeys as string[]).includes(v), exerciseMessages.invalidType)
    .nullish(),
});
export type SetExerciseInput = z.output<typeof setExerciseInputSchema>;

/** getExercises(page, search): pages from 1; the library shows 24 cards a page (the spec leaves the size open). */
export const EXERCISES_PAGE_SIZE = 24;

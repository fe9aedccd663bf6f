import { z } from 'zod';
import { cycleTypes, routineTargets, workoutRoutineMessages as m } from './workoutRoutineMessages.ts';

const text = (max: number) => z.string().max(max).nullish();
const id = z.string().trim().min(1).max(100).nullish();
const url = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v), m.invalidUrl)
  .nullish();
const date = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v.slice(0, 10)), m.invalidDate)
  .nullish();
const flags = { id, tempId: z.string().max(100).nullish(), _destroy: z.boolean().nullish() };

/** An exercise of a block as the editor sends it; the older alias names are read too (spec 001 section 3). */
export const exerciseWorkoutInputSchema = z.object({
  ...flags,
  exerciseId: id,
  series: text(100),
  reps: text(100),
  weight: text(100),
  time: text(100),
  restTime: text(100),
  notes: text(2000),
  rounds: text(100),
  repetitions: text(100),
  load: text(100),
  timeText: text(100),
});
export type ExerciseWorkoutInput = z.output<typeof exerciseWorkoutInputSchema>;

export const workoutBlockInputSchema = z.object({
  ...flags,
  name: text(200),
  checkinEnabled: z.boolean().nullish(),
  description: text(10_000),
  ordering: z.number().int().nullish(),
  timeText: text(20),
  time_text: text(20),
  exerciseWorkouts: z.array(exerciseWorkoutInputSchema).max(100).nullish(),
});
export type WorkoutBlockInput = z.output<typeof workoutBlockInputSchema>;

export const workoutGroupInputSchema = z.object({
  ...flags,
  name: text(200),
  description: text(10_000),
  coverUrl: url,
  videoUrl: url,
  externalVideoUrl: url,
  audioUrl: url,
  attachmentUrl: url,
  workouts: z.array(workoutBlockInputSchema).max(50).nullish(),
});
export type WorkoutGroupInput = z.output<typeof workoutGroupInputSchema>;

/**
 * workoutGroupRoutine's input: the configuration step and, when sent, the groups in order. On a
 * change an absent field keeps its value; a group left out of `workoutGroups` is kept, one sent with
 * `_destroy` is removed.
 */
export const workoutRoutineInputSchema = z.object({
  id,
  name: text(200),
  startDate: date,
  endDate: date,
  cycleType: z.enum(cycleTypes, { message: m.invalidCycleType }).nullish(),
  target: z.enum(routineTargets, { message: m.invalidTarget }).nullish(),
  commentEnable: z.boolean().nullish(),
  showOnlyOnScheduledDays: z.boolean().nullish(),
  usersTargetIds: z.array(z.string().trim().min(1).max(100)).max(500).nullish(),
  programIds: z.array(z.string().trim().min(1).max(100)).max(100).nullish(),
  weekDayIds: z.array(z.number().int().min(0).max(6)).max(7).nullish(),
  workoutGroups: z.array(workoutGroupInputSchema).max(50).nullish(),
});
export type WorkoutRoutineInput = z.output<typeof workoutRoutineInputSchema>;

import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import { cycleTypes, routineTargets } from './workoutRoutineMessages.ts';

/** What a routine's configuration step holds (spec 001 section 3 'Workout routine'). */
export const routineConfigV1 = z.object({
  name: notPersonal(z.string(), "the routine's title"),
  startDate: z.string(),
  endDate: z.string().nullable(),
  cycleType: z.enum(cycleTypes),
  target: z.enum(routineTargets),
  /** Read by the comments feature (issue 22): whether members may comment the routine's workouts. */
  commentEnable: z.boolean(),
  showOnlyOnScheduledDays: z.boolean(),
  usersTargetIds: z.array(z.string()),
  programIds: z.array(z.string()),
  weekDayIds: z.array(z.number().int()),
});
export type RoutineConfig = z.infer<typeof routineConfigV1>;

/** An exercise of a block (spec 001 'Workout exercise'); time in seconds when typed as mm:ss. */
export const exerciseWorkoutV1 = z.object({
  id: z.string(),
  exerciseId: z.string(),
  series: z.string(),
  reps: z.string(),
  weight: z.string(),
  time: z.string(),
  restTime: z.string(),
  notes: z.string(),
});
export type ExerciseWorkout = z.infer<typeof exerciseWorkoutV1>;

/** A workout block ('etapa de treino'). */
export const workoutBlockV1 = z.object({
  id: z.string(),
  name: notPersonal(z.string(), "the workout's title"),
  checkinEnabled: z.boolean(),
  description: z.string(),
  ordering: z.number().int(),
  timeText: z.string(),
  exerciseWorkouts: z.array(exerciseWorkoutV1),
});
export type WorkoutBlock = z.infer<typeof workoutBlockV1>;

/** A training group ('treino') with its media and blocks. */
export const workoutGroupV1 = z.object({
  id: z.string(),
  name: notPersonal(z.string(), "the workout group's title"),
  description: z.string(),
  coverUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  externalVideoUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  attachmentUrl: z.string().nullable(),
  ordering: z.number().int(),
  workouts: z.array(workoutBlockV1),
});
export type WorkoutGroup = z.infer<typeof workoutGroupV1>;

const base = { accountId: z.string(), routineId: z.string() };

/** Stream `workoutRoutine-<routineId>`: the routine and its groups are one aggregate (the draft rule spans both). */
export const workoutRoutineCreatedV1 = z.object({ ...base, config: routineConfigV1, createdAt: z.string() });
export const workoutRoutineChangedV1 = z.object({ ...base, config: routineConfigV1, changedAt: z.string() });
export const workoutGroupAddedV1 = z.object({ ...base, group: workoutGroupV1, at: z.string() });
export const workoutGroupChangedV1 = z.object({ ...base, group: workoutGroupV1, at: z.string() });
export const workoutGroupRemovedV1 = z.object({ ...base, groupId: z.string(), at: z.string() });
/** The draft rule: a routine with at least one group is published, with none it is a draft. */
export const workoutRoutinePublishedV1 = z.object({ ...base, at: z.string() });
export const workoutRoutineReturnedToDraftV1 = z.object({ ...base, at: z.string() });

export type WorkoutRoutineCreated = { type: 'WorkoutRoutineCreated'; data: z.infer<typeof workoutRoutineCreatedV1> };
export type WorkoutRoutineChanged = { type: 'WorkoutRoutineChanged'; data: z.infer<typeof workoutRoutineChangedV1> };
export type WorkoutGroupAdded = { type: 'WorkoutGroupAdded'; data: z.infer<typeof workoutGroupAddedV1> };
export type WorkoutGroupChanged = { type: 'WorkoutGroupChanged'; data: z.infer<typeof workoutGroupChangedV1> };
export type WorkoutGroupRemoved = { type: 'WorkoutGroupRemoved'; data: z.infer<typeof workoutGroupRemovedV1> };
export type WorkoutRoutinePublished = {
  type: 'WorkoutRoutinePublished';
  data: z.infer<typeof workoutRoutinePublishedV1>;
};
export type WorkoutRoutineReturnedToDraft = {
  type: 'WorkoutRoutineReturnedToDraft';
  data: z.infer<typeof workoutRoutineReturnedToDraftV1>;
};

export const workoutRoutineEventSchemas = {
  WorkoutRoutineCreated: { version: 1, schema: workoutRoutineCreatedV1 },
  WorkoutRoutineChanged: { version: 1, schema: workoutRoutineChangedV1 },
  WorkoutGroupAdded: { version: 1, schema: workoutGroupAddedV1 },
  WorkoutGroupChanged: { version: 1, schema: workoutGroupChangedV1 },
  WorkoutGroupRemoved: { version: 1, schema: workoutGroupRemovedV1 },
  WorkoutRoutinePublished: { version: 1, schema: workoutRoutinePublishedV1 },
  WorkoutRoutineReturnedToDraft: { version: 1, schema: workoutRoutineReturnedToDraftV1 },
} as const;

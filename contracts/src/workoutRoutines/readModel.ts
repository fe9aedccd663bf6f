import type { RoutineConfig, WorkoutGroup } from './events.ts';

/** Collection `workoutRoutines`: one document per routine, its groups inside in order. */
export interface WorkoutRoutineDoc extends RoutineConfig {
  readonly id: string;
  readonly accountId: string;
  readonly isDraft: boolean;
  readonly workoutGroups: WorkoutGroup[];
  /** Name folded (lower case, no accents) for the list's order. */
  readonly sortName: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Collection `workoutGroups`: one document per group, for its preview page (/workout-groups/{id}). */
export interface WorkoutGroupDoc extends WorkoutGroup {
  readonly accountId: string;
  readonly routineId: string;
}

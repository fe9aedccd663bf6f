import type { ExerciseDetails } from './events.ts';

/** Collection `exercises`: one document per exercise, the starter library's under accountId 'starter'. */
export interface ExerciseDoc extends ExerciseDetails {
  readonly id: string;
  readonly accountId: string;
  /** Name folded (lower case, no accents) for the sort. */
  readonly sortName: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

import type { WorkoutGroupDoc, WorkoutRoutineDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { WORKOUT_GROUPS, WORKOUT_ROUTINES } from './workoutRoutinesProjection.ts';

/** workoutRoutines: the account's routines by name. */
export function listWorkoutRoutines(docs: DocumentStore, accountId: string): Promise<WorkoutRoutineDoc[]> {
  return docs.collection<WorkoutRoutineDoc>(WORKOUT_ROUTINES).find(
    { accountId },
    {
      sort: [
        ['sortName', 1],
        ['id', 1],
      ],
      limit: 500,
    },
  );
}

/** One routine of the account, or null (another account's reads as missing). */
export async function getWorkoutRoutine(
  docs: DocumentStore,
  accountId: string,
  id: string,
): Promise<WorkoutRoutineDoc | null> {
  const doc = await docs.collection<WorkoutRoutineDoc>(WORKOUT_ROUTINES).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

/** One group of the account's routines, or null. */
export async function getWorkoutGroup(
  docs: DocumentStore,
  accountId: string,
  id: string,
): Promise<WorkoutGroupDoc | null> {
  const doc = await docs.collection<WorkoutGroupDoc>(WORKOUT_GROUPS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

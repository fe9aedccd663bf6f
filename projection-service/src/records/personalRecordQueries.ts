import type { PersonalRecordsDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { EXERCISES, type ExerciseSearchDoc } from '../exercises/exercisesProjection.ts';
import { PERSONAL_RECORDS } from './personalRecordsProjection.ts';

export interface PersonalRecordsView extends PersonalRecordsDoc {
  readonly exerciseName: string;
}

/** A student's records of this account, per exercise (by exercise name), with the exercise's name. */
export async function getPersonalRecords(
  docs: DocumentStore,
  accountId: string,
  studentId: string,
): Promise<PersonalRecordsView[]> {
  const records = await docs.collection<PersonalRecordsDoc>(PERSONAL_RECORDS).find({ accountId, studentId });
  const exercises = await docs.collection<ExerciseSearchDoc>(EXERCISES).getMany(records.map((r) => r.exerciseId));
  const names = new Map(exercises.map((e) => [e.id, e.name]));
  return records
    .map((r) => ({ ...r, exerciseName: names.get(r.exerciseId) ?? '' }))
    .sort((a, b) => a.exerciseName.localeCompare(b.exerciseName, 'pt-BR'));
}

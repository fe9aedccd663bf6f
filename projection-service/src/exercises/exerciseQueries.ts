import { EXERCISES_PAGE_SIZE, STARTER_LIBRARY } from '@gym/contracts';
import { findPage, type DocumentStore } from '@gym/platform';
import { EXERCISES, type ExerciseSearchDoc } from './exercisesProjection.ts';

export interface ExercisesPage {
  readonly list: ExerciseSearchDoc[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

/** getExercises(page, search): the account's own exercises and the starter library, by name, 24 a page. */
export async function getExercises(
  docs: DocumentStore,
  accountId: string,
  args: { page?: number | null; search?: string | null },
  pageSize = EXERCISES_PAGE_SIZE,
): Promise<ExercisesPage> {
  const page = Math.max(1, Math.floor(args.page ?? 1));
  const search = (args.search ?? '').trim();
  const filter = { accountId: { $in: [accountId, STARTER_LIBRARY] }, ...(search ? { $text: { search } } : {}) };
  const { docs: list, total } = await findPage(docs.collection<ExerciseSearchDoc>(EXERCISES), filter, {
    sort: [
      ['sortName', 1],
      ['id', 1],
    ],
    skip: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { list, page, totalPages: Math.ceil(total / pageSize), totalCount: total };
}

/** One exercise the account can see (its own or the starter library's), or null. */
export async function getExercise(
  docs: DocumentStore,
  accountId: string,
  exerciseId: string,
): Promise<ExerciseSearchDoc | null> {
  const doc = await docs.collection<ExerciseSearchDoc>(EXERCISES).get(exerciseId);
  return doc && (doc.accountId === accountId || doc.accountId === STARTER_LIBRARY) ? doc : null;
}

import { getProgram, getProgramClass, getReviewable } from '@gym/projection-service';
import type { DocumentStore } from '@gym/platform';
import { workoutGroupReviewable } from './workoutReviewable.ts';

/**
 * The review page's item (issue 22 item 7): a program class is reviewable without a ReviewableListed of its own.
 * Its title is its program's name, and its start time completes the spec's question ('a aula às' 07:00).
 */
export async function reviewableOf(
  docs: DocumentStore,
  accountId: string,
  reviewableType: string,
  reviewableId: string,
) {
  const listed = await getReviewable(docs, accountId, reviewableType, reviewableId);
  if (reviewableType === 'workout_group' && !listed) return workoutGroupReviewable(docs, accountId, reviewableId);
  if (reviewableType !== 'program_class') return listed ? { ...listed, startTime: null } : null;
  const programClass = await getProgramClass(docs, accountId, reviewableId);
  if (!programClass) return listed ? { ...listed, startTime: null } : null;
  const program = await getProgram(docs, accountId, programClass.programId);
  return {
    reviewableType,
    reviewableId,
    title: listed?.title ?? program?.name ?? 'Aula',
    cover: listed?.cover ?? null,
    startTime: programClass.startTime,
  };
}

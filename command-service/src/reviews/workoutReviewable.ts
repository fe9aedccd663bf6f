import { workoutRoutineMessages } from '@gym/contracts';
import { NotFoundError, type DocumentStore } from '@gym/platform';
import { getReviewable, getWorkoutGroup, getWorkoutRoutine } from '@gym/projection-service';
import { memberAccessOf, routineTargets, todayInBrazil } from '../memberContent/memberAccess.ts';
import type { Services } from '../services.ts';

/**
 * Reviews of workouts (issue 25 item 2): the reviewed item is the routine's group the member trains
 * ('Treino A'), reviewableType 'workout_group' as spec 002 names it; its title is the group's name, its cover the
 * group's. Like a program class, it needs no ReviewableListed of its own.
 */
export async function workoutGroupReviewable(docs: DocumentStore, accountId: string, groupId: string) {
  const group = await getWorkoutGroup(docs, accountId, groupId);
  if (!group) return null;
  return {
    reviewableType: 'workout_group' as const,
    reviewableId: groupId,
    title: group.name,
    cover: group.coverUrl,
    startTime: null,
  };
}

/**
 * Only a workout the member is given may be reviewed: its routine is one getUserWorkoutRoutines shows them
 * (published, not ended, aimed at them or at a program of their plans). Any other group, another member's or
 * another account's, reads as missing ('Treino não encontrado'). An item announced with ReviewableListed (the
 * reviews feature's own catalogue, which no workout feature writes today) keeps the announcing feature's rules.
 */
export async function assertWorkoutGroupTargets(svc: Services, accountId: string, studentId: string, groupId: string) {
  if (await getReviewable(svc.documents, accountId, 'workout_group', groupId)) return;
  const group = await getWorkoutGroup(svc.documents, accountId, groupId);
  const routine = group ? await getWorkoutRoutine(svc.documents, accountId, group.routineId) : null;
  const inRoutine = routine?.workoutGroups.some((g) => g.id === groupId) ?? false;
  if (!routine || !inRoutine) throw new NotFoundError(workoutRoutineMessages.groupNotFound);
  const access = await memberAccessOf(svc, accountId, studentId);
  if (!routineTargets(routine, access, todayInBrazil(svc.clock.now())))
    throw new NotFoundError(workoutRoutineMessages.groupNotFound);
}

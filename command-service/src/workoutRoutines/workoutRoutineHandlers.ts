import {
  STARTER_LIBRARY,
  workoutGroupInputSchema,
  workoutRoutineInputSchema,
  workoutRoutineMessages as m,
  type WorkoutGroupInput,
} from '@gym/contracts';
import { handleCommand, NotFoundError, uuid, ValidationError, type FieldIssue } from '@gym/platform';
import { getProgram } from '@gym/projection-service';
import { z } from 'zod';
import { loadState } from '../aggregates.ts';
import { exerciseDecider } from '../exercises/exerciseDecider.ts';
import { exerciseStream } from '../exercises/exerciseHandlers.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { studentOf } from '../students/studentOf.ts';
import { parseInput } from '../validation.ts';
import {
  workoutRoutineDecider,
  type BlockChange,
  type EntryChange,
  type GroupChange,
  type WorkoutRoutineState,
} from './workoutRoutineDecider.ts';

export const workoutRoutineStream = (routineId: string) => `workoutRoutine-${routineId}`;

/** The product's calendar day (-03:00). */
const todayInBrazil = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

const keyed = <T extends { id?: string | null }>(item: T) => ({ ...item, id: item.id ?? uuid(), isNew: !item.id });

/** Gives every new group, block and exercise entry its id (ids come in with the command). */
function withIds(group: WorkoutGroupInput): GroupChange {
  return {
    ...keyed(group),
    workouts: (group.workouts ?? []).map(
      (block): BlockChange => ({
        ...keyed(block),
        exerciseWorkouts: (block.exerciseWorkouts ?? []).map((entry): EntryChange => keyed(entry)),
      }),
    ),
  };
}

/** Every exercise of the groups must be one the account sees (its own or the starter library's). */
async function assertExercisesVisible(
  svc: Services,
  accountId: string,
  groups: GroupChange[],
  root: readonly (string | number)[],
  single: boolean,
) {
  const seen = new Map<string, boolean>();
  const issues: FieldIssue[] = [];
  for (const [i, group] of groups.entries()) {
    if (group._destroy) continue;
    for (const [j, block] of (group.workouts ?? []).entries()) {
      if (block._destroy) continue;
      for (const [k, entry] of (block.exerciseWorkouts ?? []).entries()) {
        const exerciseId = entry.exerciseId?.trim();
        if (entry._destroy || !exerciseId) continue;
        if (!seen.has(exerciseId)) {
          const state = await loadState(svc.eventStore, exerciseDecider, exerciseStream(exerciseId));
          seen.set(
            exerciseId,
            state.status === 'exists' && (state.accountId === accountId || state.accountId === STARTER_LIBRARY),
          );
        }
        if (!seen.get(exerciseId))
          issues.push({
            path: [...root, ...(single ? [] : [i]), 'workouts', j, 'exerciseWorkouts', k, 'exerciseId'],
            message: m.exerciseNotFound,
          });
      }
    }
  }
  if (issues.length) throw new ValidationError(issues);
}

/** Targets are the account's programs or members; another account's id reads as missing. */
async function assertTargetsOfAccount(
  svc: Services,
  accountId: string,
  input: { programIds?: string[] | null; usersTargetIds?: string[] | null; target?: string | null },
) {
  const issues: FieldIssue[] = [];
  if (input.target !== 'users')
    for (const [index, programId] of (input.programIds ?? []).entries())
      if (!(await getProgram(svc.documents, accountId, programId)))
        issues.push({ path: ['input', 'programIds', index], message: m.programNotFound });
  if (input.target !== 'programs')
    for (const [index, userId] of (input.usersTargetIds ?? []).entries())
      if (!(await studentOf(svc, accountId, userId)))
        issues.push({ path: ['input', 'usersTargetIds', index], message: m.userNotFound });
  if (issues.length) throw new ValidationError(issues);
}

export interface SavedRoutine {
  readonly routineId: string;
  readonly state: WorkoutRoutineState;
  readonly position: number;
  readonly created: boolean;
}

/** workoutGroupRoutine: creates (no id) or changes a routine, with its groups when sent. */
export async function saveWorkoutRoutine(svc: Services, actor: Actor, input: unknown): Promise<SavedRoutine> {
  const { id, workoutGroups, ...config } = parseInput(workoutRoutineInputSchema, input);
  const groups = workoutGroups ? workoutGroups.map(withIds) : null;
  await assertTargetsOfAccount(svc, actor.accountId, config);
  if (groups) await assertExercisesVisible(svc, actor.accountId, groups, ['input', 'workoutGroups'], false);
  const routineId = id ?? uuid();
  const now = svc.clock.now();
  const result = await handleCommand(svc.eventStore, {
    streamId: workoutRoutineStream(routineId),
    decider: workoutRoutineDecider,
    command: {
      type: 'SaveWorkoutRoutine',
      data: {
        accountId: actor.accountId,
        routineId,
        create: !id,
        config,
        groups,
        today: todayInBrazil(now),
        now: now.toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  return { routineId, state: result.newState, position: result.position, created: !id };
}

const groupArgsSchema = z.object({
  workoutRoutineId: z.string().trim().min(1).max(100),
  workoutGroup: workoutGroupInputSchema,
});

/** workoutGroupByRoutine: creates or changes (or with `_destroy` removes) one group of a routine. */
export async function saveWorkoutGroup(
  svc: Services,
  actor: Actor,
  args: unknown,
): Promise<SavedRoutine & { groupId: string }> {
  const { workoutRoutineId, workoutGroup } = parseInput(groupArgsSchema, args, []);
  const group = withIds(workoutGroup);
  await assertExercisesVisible(svc, actor.accountId, [group], ['workoutGroup'], true);
  const result = await handleCommand(svc.eventStore, {
    streamId: workoutRoutineStream(workoutRoutineId),
    decider: workoutRoutineDecider,
    command: {
      type: 'SaveWorkoutGroup',
      data: { accountId: actor.accountId, routineId: workoutRoutineId, group, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  if (result.newState.status !== 'exists') throw new NotFoundError(m.routineNotFound);
  return {
    routineId: workoutRoutineId,
    groupId: group.id,
    state: result.newState,
    position: result.position,
    created: false,
  };
}

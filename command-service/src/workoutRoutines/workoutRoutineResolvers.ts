import type { ExerciseWorkout, RoutineConfig, WorkoutBlock, WorkoutGroup } from '@gym/contracts';
import { getExercise, getWorkoutGroup, getWorkoutRoutine, listWorkoutRoutines } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import type { WorkoutRoutineState } from './workoutRoutineDecider.ts';
import { saveWorkoutGroup, saveWorkoutRoutine } from './workoutRoutineHandlers.ts';

const media = (url: string | null) => (url ? { uri: url, uriOriginal: url } : null);
type ExerciseOption = { label: string; value: string; animatedImage: unknown; image: unknown } | null;
type Lookup = (exerciseId: string) => Promise<ExerciseOption>;

/** The exercises of the account (own or starter) as select options, each read once per request. */
function exerciseLookup(svc: Services, accountId: string): Lookup {
  const cache = new Map<string, Promise<ExerciseOption>>();
  return (exerciseId) => {
    if (!cache.has(exerciseId))
      cache.set(
        exerciseId,
        getExercise(svc.documents, accountId, exerciseId).then((doc) =>
          doc
            ? { label: doc.name, value: doc.id, animatedImage: media(doc.animatedImageUrl), image: media(doc.imageUrl) }
            : null,
        ),
      );
    return cache.get(exerciseId)!;
  };
}

/** An entry with both the new and the older alias names (spec 001 section 3). */
const entryView = async (e: ExerciseWorkout, lookup: Lookup) => ({
  ...e,
  exercise: await lookup(e.exerciseId),
  rounds: e.series,
  repetitions: e.reps,
  load: e.weight,
  timeText: e.time,
});
const blockView = async (w: WorkoutBlock, lookup: Lookup) => ({
  ...w,
  time_text: w.timeText,
  exerciseWorkouts: await Promise.all(w.exerciseWorkouts.map((e) => entryView(e, lookup))),
});
export const groupView = async (g: WorkoutGroup, routineId: string, lookup: Lookup) => ({
  ...g,
  workoutRoutineId: routineId,
  workouts: await Promise.all(g.workouts.map((w) => blockView(w, lookup))),
});
async function routineView(
  r: RoutineConfig & {
    id: string;
    isDraft: boolean;
    workoutGroups: WorkoutGroup[];
    createdAt: string;
    updatedAt: string;
  },
  lookup: Lookup,
) {
  return { ...r, workoutGroups: await Promise.all(r.workoutGroups.map((g) => groupView(g, r.id, lookup))) };
}

function fromState(svc: Services, accountId: string, routineId: string, state: WorkoutRoutineState) {
  if (state.status !== 'exists') return null;
  return getWorkoutRoutine(svc.documents, accountId, routineId);
}

function workoutRoutineResolvers(svc: Services) {
  return {
    async workoutRoutines(_args: unknown, ctx: RequestContext) {
      const { accountId } = actorOf(ctx);
      const lookup = exerciseLookup(svc, accountId);
      return Promise.all((await listWorkoutRoutines(svc.documents, accountId)).map((r) => routineView(r, lookup)));
    },
    async workoutRoutine(args: { id: string }, ctx: RequestContext) {
      const { accountId } = actorOf(ctx);
      const doc = await getWorkoutRoutine(svc.documents, accountId, args.id);
      return doc ? routineView(doc, exerciseLookup(svc, accountId)) : null;
    },
    async workoutGroup(args: { id: string }, ctx: RequestContext) {
      const { accountId } = actorOf(ctx);
      const doc = await getWorkoutGroup(svc.documents, accountId, args.id);
      return doc ? groupView(doc, doc.routineId, exerciseLookup(svc, accountId)) : null;
    },
    async workoutGroupRoutine(args: { input: unknown }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const saved = await saveWorkoutRoutine(svc, actor, args.input);
      await svc.readModelsReached(saved.position);
      const doc = await fromState(svc, actor.accountId, saved.routineId, saved.state);
      return {
        status: 'success',
        workoutRoutine: doc && (await routineView(doc, exerciseLookup(svc, actor.accountId))),
      };
    },
    async workoutGroupByRoutine(args: unknown, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const saved = await saveWorkoutGroup(svc, actor, args);
      await svc.readModelsReached(saved.position);
      const doc = await fromState(svc, actor.accountId, saved.routineId, saved.state);
      const lookup = exerciseLookup(svc, actor.accountId);
      const routine = doc && (await routineView(doc, lookup));
      return {
        status: 'success',
        workoutGroup: routine?.workoutGroups.find((g) => g.id === saved.groupId) ?? null,
        workoutRoutine: routine,
      };
    },
  };
}

/** The routine fields with their access levels, spread into schemas.ts: staff (trainers) author routines. */
export function workoutRoutineAdminOperations(svc: Services) {
  const r = workoutRoutineResolvers(svc);
  return {
    workoutRoutines: { access: 'staff', resolve: r.workoutRoutines },
    workoutRoutine: { access: 'staff', resolve: r.workoutRoutine },
    workoutGroup: { access: 'staff', resolve: r.workoutGroup },
    workoutGroupRoutine: { access: 'staff', resolve: r.workoutGroupRoutine },
    workoutGroupByRoutine: { access: 'staff', resolve: r.workoutGroupByRoutine },
  } as const;
}

import { recordUnits, type ExerciseType, type WorkoutGroup, type WorkoutRoutineDoc } from '@gym/contracts';
import { ForbiddenError } from '@gym/platform';
import { getExercise, listWorkoutRoutines } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { memberAccessOf, routineTargets } from './memberAccess.ts';

/** The signed-in member's own id (after the guard's 'member' check); staff tokens have no member side. */
export function selfOf(ctx: RequestContext): string {
  if (!ctx.member) throw new ForbiddenError();
  return ctx.member.id;
}

/** The product's calendar day (São Paulo, -03:00, as the records and reports count it). */
export const todayInBrazil = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

type MemberExercise = {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  animatedImageUrl: string | null;
  videoUrl: string | null;
  externalVideoUrl: string | null;
  recordEnabled: boolean;
  exerciseType: string | null;
  recordUnit: string | null;
} | null;

function exerciseReader(svc: Services, accountId: string) {
  const cache = new Map<string, Promise<MemberExercise>>();
  return (id: string) => {
    if (!cache.has(id))
      cache.set(
        id,
        getExercise(svc.documents, accountId, id).then((doc) =>
          doc
            ? {
                id: doc.id,
                name: doc.name,
                description: doc.description,
                imageUrl: doc.imageUrl,
                animatedImageUrl: doc.animatedImageUrl,
                videoUrl: doc.videoUrl,
                externalVideoUrl: doc.externalVideoUrl,
                recordEnabled: doc.recordEnabled && !!doc.exerciseType,
                exerciseType: doc.exerciseType,
                recordUnit: doc.exerciseType ? (recordUnits[doc.exerciseType as ExerciseType] ?? null) : null,
              }
            : null,
        ),
      );
    return cache.get(id)!;
  };
}

const groupView = (g: WorkoutGroup, exercise: ReturnType<typeof exerciseReader>) => ({
  ...g,
  workouts: [...g.workouts]
    .sort((a, b) => a.ordering - b.ordering)
    .map((w) => ({
      ...w,
      exerciseWorkouts: w.exerciseWorkouts.map((e) => ({ ...e, exercise: () => exercise(e.exerciseId) })),
    })),
});

const routineView = (r: WorkoutRoutineDoc, exercise: ReturnType<typeof exerciseReader>) => ({
  id: r.id,
  name: r.name,
  startDate: r.startDate,
  endDate: r.endDate,
  cycleType: r.cycleType,
  target: r.target,
  weekDayIds: r.weekDayIds,
  showOnlyOnScheduledDays: r.showOnlyOnScheduledDays,
  workoutGroups: r.workoutGroups.map((g) => groupView(g, exercise)),
});

/** The member app's workouts (issue 25 item 2), spread into schemas.ts with member access. */
export function memberContentOperations(svc: Services) {
  return {
    getUserWorkoutRoutines: {
      access: 'member',
      async resolve(args: { userId?: string | null }, ctx: RequestContext) {
        const studentId = selfOf(ctx);
        if (args.userId && args.userId !== studentId) throw new ForbiddenError();
        const { accountId } = actorOf(ctx);
        const [access, routines] = await Promise.all([
          memberAccessOf(svc, accountId, studentId),
          listWorkoutRoutines(svc.documents, accountId),
        ]);
        const today = todayInBrazil(svc.clock.now());
        const exercise = exerciseReader(svc, accountId);
        return routines.filter((r) => routineTargets(r, access, today)).map((r) => routineView(r, exercise));
      },
    },
  } as const;
}

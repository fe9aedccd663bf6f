import { ForbiddenError } from '@gym/platform';
import { listWorkoutRoutines } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { memberAccessOf, routineTargets, selfOf, todayInBrazil } from './memberAccess.ts';
import { exerciseReader, toMemberRoutineGql } from './memberContentGql.ts';

export function memberContentResolvers(svc: Services) {
  return {
    /** The routines the member's plans open today (a read only: the member changes nothing here). */
    async getUserWorkoutRoutines(args: { userId?: string | null }, ctx: RequestContext) {
      const studentId = selfOf(ctx);
      if (args.userId && args.userId !== studentId) throw new ForbiddenError();
      const { accountId } = actorOf(ctx);
      const [access, routines] = await Promise.all([
        memberAccessOf(svc, accountId, studentId),
        listWorkoutRoutines(svc.documents, accountId),
      ]);
      const today = todayInBrazil(svc.clock.now());
      const exercise = exerciseReader(svc, accountId);
      return routines.filter((r) => routineTargets(r, access, today)).map((r) => toMemberRoutineGql(r, exercise));
    },
  };
}

/** The member app's workouts (issue 25 item 2), spread into schemas.ts with member access. */
export function memberContentOperations(svc: Services) {
  const r = memberContentResolvers(svc);
  return { getUserWorkoutRoutines: { access: 'member', resolve: r.getUserWorkoutRoutines } } as const;
}

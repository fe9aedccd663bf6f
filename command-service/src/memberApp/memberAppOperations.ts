import { getUserPoints } from '@gym/projection-service';
import { ForbiddenError } from '@gym/platform';
import { programResolvers } from '../programs/programResolvers.ts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';

/** The signed-in member's own id (after the guard's 'member' check). */
function self(ctx: RequestContext): string {
  if (!ctx.member) throw new ForbiddenError();
  return ctx.member.id;
}

/**
 * The member app's reads the member endpoint lacked (issue 25), under the spec's names: a member reads
 * only their own points (another id is refused), and a program's coming classes with their counts.
 */
export function memberAppOperations(svc: Services) {
  const programs = programResolvers(svc);
  return {
    getUserPoints: {
      access: 'member',
      resolve: (args: { userId?: string | null; page?: number | null }, ctx: RequestContext) => {
        if (args.userId && args.userId !== self(ctx)) throw new ForbiddenError();
        return getUserPoints(svc.documents, actorOf(ctx).accountId, self(ctx), args.page ?? 1);
      },
    },
    programSchedule: { access: 'member', resolve: programs.programSchedule },
  } as const;
}

import { listCoachCheckins } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { recordedCoachCheckinGql, toCoachCheckinGql } from './coachCheckinGql.ts';
import { recordCoachClass } from './coachCheckinHandlers.ts';

export function coachCheckinResolvers(svc: Services) {
  return {
    async coachCheckins(args: { page?: number | null; coachId?: string | null }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      // A coach sees the classes they gave; admins and managers see everyone's.
      const coachId = ctx.member?.rule === 'coach' ? ctx.member.id : (args.coachId ?? null);
      const page = await listCoachCheckins(svc.documents, actor.accountId, { page: args.page, coachId });
      return { ...page, list: page.list.map(toCoachCheckinGql) };
    },

    async createCoachCheckin(args: { input: unknown }, ctx: RequestContext) {
      const { recorded, position } = await recordCoachClass(svc, actorOf(ctx), ctx.member, args.input);
      await svc.readModelsReached(position);
      return recordedCoachCheckinGql(recorded);
    },
  };
}

/** The coach check-in screens' operations (admin endpoint, staff). */
export function coachCheckinAdminOperations(svc: Services) {
  const r = coachCheckinResolvers(svc);
  return {
    coachCheckins: { access: 'staff', resolve: r.coachCheckins },
    createCoachCheckin: { access: 'staff', resolve: r.createCoachCheckin },
  } as const;
}

import { checkinMessages } from '@gym/contracts';
import { ForbiddenError, NotFoundError } from '@gym/platform';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { cancelCheckin, checkinOf } from './checkinHandlers.ts';
import { checkinResolvers } from './checkinResolvers.ts';

/** The signed-in member's own id (after the guard's 'member' check). */
function self(ctx: RequestContext): string {
  if (!ctx.member) throw new ForbiddenError();
  return ctx.member.id;
}

/** The staff's check-in calls, narrowed to the member's own check-ins and never forced. */
export function memberCheckinResolvers(svc: Services) {
  const checkins = checkinResolvers(svc);
  return {
    getUserCheckinHistory(args: { userId?: string | null; page?: number | null }, ctx: RequestContext) {
      if (args.userId && args.userId !== self(ctx)) throw new ForbiddenError();
      return checkins.getUserCheckinHistory({ userId: self(ctx), page: args.page }, ctx);
    },

    createOrUpdateCheckin(
      args: { programClassId: string; classDate?: string | null; token?: string | null; waitlist?: boolean | null },
      ctx: RequestContext,
    ) {
      return checkins.createOrUpdateCheckin({ ...args, userId: self(ctx), forceCheckin: false }, ctx);
    },

    async deleteCheckin(args: { id: string }, ctx: RequestContext) {
      const doc = await checkinOf(svc, actorOf(ctx).accountId, args.id);
      if (doc.studentId !== self(ctx)) throw new NotFoundError(checkinMessages.notFound);
      const outcome = await cancelCheckin(svc, actorOf(ctx), args.id, false);
      await svc.readModelsReached(outcome.position);
      return { message: outcome.message, status: outcome.status, checkin: null };
    },
  };
}

/**
 * The member's side on /{account}/graphql: a student books and cancels only their own check-ins,
 * never forced, so the limit, the booking window and the cancellation window always apply.
 */
export function checkinMemberOperations(svc: Services) {
  const r = memberCheckinResolvers(svc);
  return {
    getUserCheckinHistory: { access: 'member', resolve: r.getUserCheckinHistory },
    createOrUpdateCheckin: { access: 'member', resolve: r.createOrUpdateCheckin },
    deleteCheckin: { access: 'member', resolve: r.deleteCheckin },
  } as const;
}

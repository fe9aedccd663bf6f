import type { CheckinDoc } from '@gym/contracts';
import { CHECKINS, listCheckins, studentCheckinHistory } from '@gym/projection-service';
import { docAsDecided } from '../web/decidedAnswer.ts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toCheckinGql } from './checkinGql.ts';
import {
  cancelCheckin,
  checkinOf,
  loadCheckinSettings,
  markNoShow,
  saveCheckin,
  type CheckinOutcome,
} from './checkinHandlers.ts';
import { changeCheckinSettings } from './checkinSettingsHandlers.ts';

export function checkinResolvers(svc: Services) {
  /** Answers {message, status, checkin} (spec: message and status), the check-in as the class day decided it. */
  async function answer(ctx: RequestContext, outcome: CheckinOutcome) {
    const accountId = actorOf(ctx).accountId;
    // Folded from the class day's stream when the read models are late (issue 27, finding 10).
    let doc: CheckinDoc | null;
    if (outcome.streamId)
      doc = await docAsDecided<CheckinDoc>(svc, {
        collection: CHECKINS,
        streamId: outcome.streamId,
        id: outcome.checkinId,
        accountId,
        position: outcome.position,
      });
    else {
      await svc.readModelsReached(outcome.position);
      doc = await checkinOf(svc, accountId, outcome.checkinId).catch(() => null);
    }
    return { message: outcome.message, status: outcome.status, checkin: doc ? await toCheckinGql(svc, doc) : null };
  }
  return {
    async checkins(args: { page?: number | null; date?: string | null }, ctx: RequestContext) {
      const page = await listCheckins(svc.documents, actorOf(ctx).accountId, args);
      return {
        ...page,
        noShows: page.list.filter((c) => c.noShow).length,
        list: await Promise.all(page.list.map((d) => toCheckinGql(svc, d))),
      };
    },

    async getUserCheckinHistory(args: { userId: string; page?: number | null }, ctx: RequestContext) {
      const page = await studentCheckinHistory(svc.documents, actorOf(ctx).accountId, args.userId, args.page);
      return { ...page, list: await Promise.all(page.list.map((d) => toCheckinGql(svc, d))) };
    },

    checkinSettings: (_args: unknown, ctx: RequestContext) => loadCheckinSettings(svc, actorOf(ctx).accountId),

    createOrUpdateCheckin: async (args: unknown, ctx: RequestContext) =>
      answer(ctx, await saveCheckin(svc, actorOf(ctx), args)),

    deleteCheckin: async (args: { id: string; force?: boolean | null }, ctx: RequestContext) =>
      answer(ctx, await cancelCheckin(svc, actorOf(ctx), args.id, args.force ?? false)),

    markCheckinNoShow: async (args: { id: string }, ctx: RequestContext) =>
      answer(ctx, await markNoShow(svc, actorOf(ctx), args.id)),

    updateCheckinSettings: (args: { input: Record<string, unknown> }, ctx: RequestContext) =>
      changeCheckinSettings(svc, actorOf(ctx), args.input),
  };
}

/** Root fields of the admin scope, spread into schemas.ts with one line. */
export function checkinAdminOperations(svc: Services) {
  const r = checkinResolvers(svc);
  return {
    checkins: { access: 'staff', resolve: r.checkins },
    getUserCheckinHistory: { access: 'staff', resolve: r.getUserCheckinHistory },
    checkinSettings: { access: 'staff', resolve: r.checkinSettings },
    // Coaches check students in at the door; cancelling and no-shows too.
    createOrUpdateCheckin: { access: 'staff', resolve: r.createOrUpdateCheckin },
    deleteCheckin: { access: 'staff', resolve: r.deleteCheckin },
    markCheckinNoShow: { access: 'staff', resolve: r.markCheckinNoShow },
    updateCheckinSettings: { access: 'manager', resolve: r.updateCheckinSettings },
  } as const;
}

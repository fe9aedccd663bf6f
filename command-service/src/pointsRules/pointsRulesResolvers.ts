import { pointsMovements, pointsRanking } from '@gym/projection-service';
import { loadCheckinSettings } from '../checkins/checkinHandlers.ts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { loadPointsRules, savePointsRules } from './pointsRulesHandlers.ts';

type MovementArgs = {
  page?: number | null;
  userId?: string | null;
  source?: string | null;
  operation?: string | null;
  from?: string | null;
  to?: string | null;
};

function pointsOverviewResolvers(svc: Services) {
  // The rules are read on the write side: the form shows what the reactor will apply, without waiting on read models.
  const crmSettings = async (accountId: string) => {
    const [rules, checkin] = await Promise.all([loadPointsRules(svc, accountId), loadCheckinSettings(svc, accountId)]);
    return { ...rules, minimumCheckinsToPoints: checkin.minimumCheckinsToPoints };
  };
  return {
    pointsRanking: (args: { page?: number | null; search?: string | null }, ctx: RequestContext) =>
      pointsRanking(svc.documents, actorOf(ctx).accountId, args),
    pointsMovements: (args: MovementArgs, ctx: RequestContext) =>
      pointsMovements(svc.documents, actorOf(ctx).accountId, args),
    crmSettings: (_args: unknown, ctx: RequestContext) => crmSettings(actorOf(ctx).accountId),
    async updateCrmSettings(args: { input: unknown }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      await savePointsRules(svc, actor, args.input);
      return crmSettings(actor.accountId);
    },
  };
}

/** /admin/points and /admin/crm-settings (issue 22), spread into schemas.ts: managers and admins only. */
export function pointsOverviewAdminOperations(svc: Services) {
  const r = pointsOverviewResolvers(svc);
  return {
    pointsRanking: { access: 'manager', resolve: r.pointsRanking },
    pointsMovements: { access: 'manager', resolve: r.pointsMovements },
    crmSettings: { access: 'manager', resolve: r.crmSettings },
    updateCrmSettings: { access: 'manager', resolve: r.updateCrmSettings },
  } as const;
}

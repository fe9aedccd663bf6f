import { dashboardWindows, toSaoPauloDate } from '@gym/contracts';
import {
  clampDays,
  dashboardCheckins,
  dashboardComments,
  dashboardPlans,
  dashboardUsers,
} from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';

interface DashboardArgs {
  readonly days?: number | null;
  readonly filialsCode?: readonly string[] | null;
}

/** The dashboard's reads (no commands: the dashboard changes nothing), each over its window of days. */
export function dashboardResolvers(svc: Services) {
  const today = () => toSaoPauloDate(svc.clock.now());
  return {
    dashboardCheckins: (args: DashboardArgs, ctx: RequestContext) =>
      dashboardCheckins(svc.documents, actorOf(ctx).accountId, {
        today: today(),
        days: clampDays(args.days, dashboardWindows.checkins),
        branchIds: (args.filialsCode ?? []).slice(0, 100),
      }),
    dashboardPlans: (args: DashboardArgs, ctx: RequestContext) =>
      dashboardPlans(svc.documents, actorOf(ctx).accountId, {
        today: today(),
        days: clampDays(args.days, dashboardWindows.plans),
      }),
    dashboardUsers: (args: DashboardArgs, ctx: RequestContext) =>
      dashboardUsers(svc.documents, actorOf(ctx).accountId, {
        today: today(),
        days: clampDays(args.days, dashboardWindows.users),
      }),
    dashboardComments: (args: DashboardArgs, ctx: RequestContext) =>
      dashboardComments(svc.documents, actorOf(ctx).accountId, {
        today: today(),
        days: clampDays(args.days, dashboardWindows.comments),
      }),
  };
}

/** The four dashboard queries (admin endpoint, staff). */
export function dashboardAdminOperations(svc: Services) {
  const r = dashboardResolvers(svc);
  return {
    dashboardCheckins: { access: 'staff', resolve: r.dashboardCheckins },
    dashboardPlans: { access: 'staff', resolve: r.dashboardPlans },
    dashboardUsers: { access: 'staff', resolve: r.dashboardUsers },
    dashboardComments: { access: 'staff', resolve: r.dashboardComments },
  } as const;
}

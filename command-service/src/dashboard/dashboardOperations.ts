import { dashboardWindows, toSaoPauloDate, type AccountDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import {
  clampDays,
  dashboardAccountTotals,
  dashboardCheckins,
  dashboardComments,
  dashboardPlans,
  dashboardUsers,
  getAccountRating,
} from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';

interface DashboardArgs {
  readonly days?: number | null;
  readonly filialsCode?: readonly string[] | null;
}

/**
 * The Account fields of spec 002 section 3 the dashboard reads, each resolved only when asked for. totalPlans and
 * externalStoreEnabled come from the `dashboardAccounts` read model; the product builds no app yet, so `app` is null.
 */
export function dashboardAccountFields(docs: DocumentStore, doc: AccountDoc) {
  let totals: ReturnType<typeof dashboardAccountTotals> | null = null;
  const once = () => {
    totals ??= dashboardAccountTotals(docs, doc.id);
    return totals;
  };
  return {
    totalPlans: async () => (await once()).totalPlans,
    externalStoreEnabled: async () => (await once()).externalStoreEnabled,
    app: null,
    image: doc.avatarUrl ?? null,
    shortDescription: doc.bio ?? null,
    weightedRating: async () => (await getAccountRating(docs, doc.id)).weightedRating,
  };
}

/** The four dashboard queries (admin endpoint, staff). */
export function dashboardAdminOperations(svc: Services) {
  const today = () => toSaoPauloDate(svc.clock.now());
  return {
    dashboardCheckins: {
      access: 'staff' as const,
      resolve: (args: DashboardArgs, ctx: RequestContext) =>
        dashboardCheckins(svc.documents, actorOf(ctx).accountId, {
          today: today(),
          days: clampDays(args.days, dashboardWindows.checkins),
          branchIds: (args.filialsCode ?? []).slice(0, 100),
        }),
    },
    dashboardPlans: {
      access: 'staff' as const,
      resolve: (args: DashboardArgs, ctx: RequestContext) =>
        dashboardPlans(svc.documents, actorOf(ctx).accountId, {
          today: today(),
          days: clampDays(args.days, dashboardWindows.plans),
        }),
    },
    dashboardUsers: {
      access: 'staff' as const,
      resolve: (args: DashboardArgs, ctx: RequestContext) =>
        dashboardUsers(svc.documents, actorOf(ctx).accountId, {
          today: today(),
          days: clampDays(args.days, dashboardWindows.users),
        }),
    },
    dashboardComments: {
      access: 'staff' as const,
      resolve: (args: DashboardArgs, ctx: RequestContext) =>
        dashboardComments(svc.documents, actorOf(ctx).accountId, {
          today: today(),
          days: clampDays(args.days, dashboardWindows.comments),
        }),
    },
  };
}

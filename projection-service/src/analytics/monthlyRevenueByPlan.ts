import { dashboardDateOf } from '@gym/contracts';
import type { Projector } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';

export const MONTHLY_REVENUE_BY_PLAN = 'monthlyRevenueByPlan';

/** One document per account, month (YYYY-MM, -03:00) and catalogue plan: what was sold of it that month. */
export interface MonthlyRevenueByPlanDoc {
  readonly id: string;
  readonly accountId: string;
  readonly month: string;
  readonly planId: string;
  readonly planName: string;
  readonly plansSold: number;
  /** Sum of the sold plans' totals (after discount), integer cents. */
  readonly revenue: number;
  /** Global position of the last event applied: a counter applies each event once (safe to apply twice). */
  readonly position: number;
}

/**
 * The worked example of docs/analysts.md: monthly revenue by plan, from PlanAssignedToStudent (each sale carries a
 * snapshot of the plan's name and its total). Kept by the `analytics` projector, apart from the console's read
 * models: backfilled with `npm run rebuild -- analytics` while the product runs.
 */
export const monthlyRevenueByPlanProjection: ReadModel<MonthlyRevenueByPlanDoc> = {
  collection: { name: MONTHLY_REVENUE_BY_PLAN, indexes: [{ fields: ['accountId', 'month'] }] },
  handlers: {
    PlanAssignedToStudent: {
      ids: (e) => [`${e.data.accountId}:${dashboardDateOf(e.data.assignedAt).slice(0, 7)}:${e.data.planId}`],
      update: (doc, e) => {
        if (doc && e.position <= doc.position) return doc;
        const { data } = e;
        const month = dashboardDateOf(data.assignedAt).slice(0, 7);
        return {
          id: `${data.accountId}:${month}:${data.planId}`,
          accountId: data.accountId,
          month,
          planId: data.planId,
          planName: data.name,
          plansSold: (doc?.plansSold ?? 0) + 1,
          revenue: (doc?.revenue ?? 0) + data.total,
          position: e.position,
        };
      },
    },
  },
};

/** Analysts' projections: their own checkpoint, rebuilt without touching the console's read models. */
export const analyticsProjector: Projector = {
  name: 'analytics',
  version: 1,
  projections: [monthlyRevenueByPlanProjection],
};

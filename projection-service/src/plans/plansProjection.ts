import type { PlanDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const PLANS = 'plans';

const byPlanId = (event: { data: { planId: string } }) => [event.data.planId];

/** Collection `plans`: the catalogue list (by name) and the plan form. */
export const plansProjection: ReadModel<PlanDoc & { sortName: string }> = {
  collection: {
    name: PLANS,
    indexes: [{ fields: ['accountId', 'archived', 'sortName', 'id'] }],
    textFields: ['name', 'code'],
  },
  handlers: {
    PlanCreated: {
      ids: byPlanId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data } = event;
        return {
          id: data.planId,
          accountId: data.accountId,
          ...data.plan,
          sortName: data.plan.name.toLowerCase(),
          archived: false,
          createdAt: data.createdAt,
          updatedAt: data.createdAt,
        };
      },
    },
    PlanChanged: {
      ids: byPlanId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event;
        return { ...doc, ...data.plan, sortName: data.plan.name.toLowerCase(), updatedAt: data.changedAt };
      },
    },
    PlanArchived: {
      ids: byPlanId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event;
        return { ...doc, archived: true, updatedAt: data.archivedAt };
      },
    },
  },
};

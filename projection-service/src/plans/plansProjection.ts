import type { PlanArchived, PlanChanged, PlanCreated, PlanDoc } from '@gym/contracts';
import type { Projection, RecordedEvent } from '@gym/platform';

export const PLANS = 'plans';

const byPlanId = (event: RecordedEvent) => [(event.data as { planId: string }).planId];

/** Collection `plans`: the catalogue list (by name) and the plan form. */
export const plansProjection: Projection<PlanDoc & { sortName: string }> = {
  collection: { name: PLANS, indexes: [{ fields: ['accountId', 'archived', 'sortName', 'id'] }], textFields: ['name', 'code'] },
  handlers: {
    PlanCreated: {
      ids: byPlanId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data } = event as unknown as RecordedEvent<'PlanCreated', PlanCreated['data']>;
        return { id: data.planId, accountId: data.accountId, ...data.plan, sortName: data.plan.name.toLowerCase(), archived: false, createdAt: data.createdAt, updatedAt: data.createdAt };
      },
    },
    PlanChanged: {
      ids: byPlanId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event as unknown as RecordedEvent<'PlanChanged', PlanChanged['data']>;
        return { ...doc, ...data.plan, sortName: data.plan.name.toLowerCase(), updatedAt: data.changedAt };
      },
    },
    PlanArchived: {
      ids: byPlanId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event as unknown as RecordedEvent<'PlanArchived', PlanArchived['data']>;
        return { ...doc, archived: true, updatedAt: data.archivedAt };
      },
    },
  },
};

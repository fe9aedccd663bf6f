import type { PlanDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { PLANS } from './plansProjection.ts';

/**
 * A plan is sold on the checkout when it has a code and external plans (spec 002: "Plans without a
 * code, or without external plans, are hidden"), is active, not archived and visible to everyone.
 */
export const isOnSale = (plan: PlanDoc): boolean =>
  !plan.archived &&
  plan.status === 'active' &&
  plan.visibility === 'everywhere' &&
  plan.code.length > 0 &&
  plan.externalStores.length > 0;

/** The account's plan of that code, when it is on sale. */
export async function findPlanOnSale(docs: DocumentStore, accountId: string, code: string): Promise<PlanDoc | null> {
  const [plan] = await docs.collection<PlanDoc>(PLANS).find({ accountId, archived: false, code }, { limit: 1 });
  return plan && isOnSale(plan) ? plan : null;
}

/** Every plan on sale, by name (variant A's dropdown). */
export async function plansOnSale(docs: DocumentStore, accountId: string): Promise<PlanDoc[]> {
  const plans = await docs.collection<PlanDoc>(PLANS).find(
    { accountId, archived: false },
    {
      sort: [
        ['sortName', 1],
        ['id', 1],
      ],
      limit: 200,
    },
  );
  return plans.filter(isOnSale);
}

import type { AccountDoc, CheckoutPlan, PlanDoc } from '@gym/contracts';
import { planColorOf, STRIPE_STORE, toSaoPauloDate } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { PLANS } from '@gym/projection-service/plans/plansProjection';

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

/** The store decides how the plan is paid: 'stripe' on the provider's hosted page, any other on this page. */
export const storeOf = (plan: PlanDoc): string | null =>
  plan.externalStores.includes(STRIPE_STORE) ? STRIPE_STORE : (plan.externalStores[0] ?? null);

export function toCheckoutPlan(plan: PlanDoc): CheckoutPlan {
  return {
    code: plan.code,
    name: plan.name,
    description: plan.description,
    value: plan.value,
    installments: plan.value > 0 ? plan.installments : 1,
    store: storeOf(plan),
    externalPlans: plan.externalStores,
    cover: plan.coverUrl ? { uri: plan.coverUrl } : null,
  };
}

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

/** The account as the page shows it. Accounts have no label or image of their own yet: the name and null. */
export function checkoutAccountOf(account: AccountDoc, usersSize: number, variant: 'A' | 'B' | null) {
  return {
    code: account.code,
    name: account.name,
    label: account.name,
    shortDescription: account.bio,
    image: null,
    usersSize,
    theme: null,
    variant,
  };
}

/** The catalogue plan as the student-plan commands sell it. */
export const soldPlanOf = (plan: PlanDoc) => ({
  planId: plan.id,
  name: plan.name,
  color: planColorOf(plan.color),
  planType: plan.planType,
  value: plan.value,
  recurrence: plan.recurrence,
  recurrenceValue: plan.recurrenceValue,
  billingTriggerType: plan.billingTriggerType,
  billingTriggerDay: plan.billingTriggerDay,
});

export const today = (clock: { now(): Date }) => toSaoPauloDate(clock.now());

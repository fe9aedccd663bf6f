import type { AccountDoc, CheckoutPlan, PlanDoc } from '@gym/contracts';
import { planColorOf, STRIPE_STORE, toSaoPauloDate } from '@gym/contracts';

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
  cycles: plan.cycles,
});

export const today = (clock: { now(): Date }) => toSaoPauloDate(clock.now());

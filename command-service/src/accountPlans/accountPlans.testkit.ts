import { accountPlanInputSchema, type AccountPlanFields, type AccountPlanRelationshipFields } from '@gym/contracts';
import { planFieldsOf } from './accountPlanDeciders.ts';

/** A monthly plan of R$ 100 per 50 users, billed at the start of each period, with its input. */
export const planInput = (over: Record<string, unknown> = {}) =>
  accountPlanInputSchema.parse({
    name: 'Plano Pro',
    recurrence: 'monthly',
    recurrenceQuantity: 1,
    planType: 'users',
    planTypeValue: 50,
    maxInstallments: 3,
    value: 10_000,
    billingTriggerType: 'beginning_of_period',
    cycles: 0,
    accountPlanPricingRules: [],
    ...over,
  });

export const planFields = (over: Record<string, unknown> = {}): AccountPlanFields =>
  planFieldsOf('p1', planInput(over));

export const relationshipFields = (
  plan: AccountPlanFields = planFields(),
  over: Partial<AccountPlanRelationshipFields> = {},
): AccountPlanRelationshipFields => ({
  accountId: 'acc1',
  accountPlanId: 'p1',
  status: 'active',
  plan,
  startPlan: '2026-01-31',
  installments: 1,
  discountType: null,
  discountValue: 0,
  store: 'mundipagg',
  paymentMethod: 'credit_card',
  ...over,
});

import { deterministicId } from '@gym/platform';

/** An invoice's id derives from its subscription and period, so a repeated billing run finds the same one. */
export const invoiceIdOf = (relationshipId: string, periodIndex: number) =>
  deterministicId('accountInvoice', relationshipId, String(periodIndex));

/** Every stream of the operator's plans, named in one place (the seed and the billing job write them too). */
export const accountPlanStreams = {
  plan: (accountPlanId: string) => `accountPlan-${accountPlanId}`,
  relationship: (relationshipId: string) => `accountPlanRelationship-${relationshipId}`,
  category: (categoryId: string) => `accountCategory-${categoryId}`,
  /** The invoice of period k of a subscription lives on a stream named after both: one per period, ever. */
  invoice: (relationshipId: string, periodIndex: number) =>
    `accountInvoice-${invoiceIdOf(relationshipId, periodIndex)}`,
} as const;

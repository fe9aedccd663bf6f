/**
 * The platform operator's billing of accounts (spec 000: AccountPlan, AccountPlanRelationship,
 * Category; issue 23). Money is integer cents everywhere; dates are São Paulo calendar days (YYYY-MM-DD).
 */
export const accountPlanRecurrences = ['daily', 'weekly', 'monthly'] as const;
export const accountPlanTypes = ['revenue_payment_online', 'users', 'filials'] as const;
export const accountBillingTriggerTypes = ['beginning_of_period', 'end_of_period', 'day_of_month'] as const;
export const accountDiscountTypes = ['fixed', 'percentual'] as const;
export const accountPlanStatuses = ['active', 'inactive'] as const;
export const accountRelationshipStatuses = ['active', 'canceled'] as const;
export type AccountPlanRecurrence = (typeof accountPlanRecurrences)[number];
export type AccountPlanType = (typeof accountPlanTypes)[number];
export type AccountBillingTriggerType = (typeof accountBillingTriggerTypes)[number];
export type AccountDiscountType = (typeof accountDiscountTypes)[number];

export const MAX_PRICING_RULES = 3;
/** Ours: an invoice is due this many days after it is issued; unpaid after that, it is overdue. */
export const INVOICE_DUE_DAYS = 10;

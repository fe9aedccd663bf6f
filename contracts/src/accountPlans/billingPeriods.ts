import { addDays, addMonths } from '../plans/dates.ts';
import type { AccountDiscountType, AccountPlanType } from './enums.ts';
import type { AccountPlanFields, AccountUsage } from './events.ts';

/**
 * The price of one period (spec 000 'Account price'): value × ceil(usage / plan type value), at least one
 * unit; each pricing rule whose metric reaches its threshold adds its base price (ours: the spec names the
 * rules but not how they combine); then the discount, fixed cents or a percentage of the subtotal; never
 * below zero.
 */
export function accountPrice(
  plan: Pick<AccountPlanFields, 'value' | 'planType' | 'planTypeValue' | 'accountPlanPricingRules'>,
  discount: { discountType: AccountDiscountType | null; discountValue: number },
  usage: AccountUsage,
) {
  const metric = (type: AccountPlanType) =>
    type === 'users' ? usage.users : type === 'filials' ? usage.filials : usage.revenueCents;
  const units = Math.max(1, Math.ceil(metric(plan.planType) / Math.max(1, plan.planTypeValue)));
  const rulesApplied = [...plan.accountPlanPricingRules]
    .sort((a, b) => a.order - b.order)
    .filter((rule) => metric(rule.metricType) >= rule.metricThreshold)
    .map((rule) => ({ metricType: rule.metricType, basePrice: rule.basePrice }));
  const subtotal = plan.value * units + rulesApplied.reduce((sum, r) => sum + r.basePrice, 0);
  const off =
    discount.discountType === 'percentual'
      ? Math.round((subtotal * Math.min(100, discount.discountValue)) / 100)
      : discount.discountType === 'fixed'
        ? discount.discountValue
        : 0;
  const discountCents = Math.min(subtotal, off);
  return { units, rulesApplied, subtotal, discount: discountCents, total: subtotal - discountCents };
}

function parseDay(day: string): { y: number; m: number; d: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}
function fmt(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.toISOString().slice(0, 10);
}
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** The k-th period [start, end) of a subscription, as São Paulo days. */
export function billingPeriod(
  rel: { startPlan: string; plan: Pick<AccountPlanFields, 'recurrence' | 'recurrenceQuantity'> },
  k: number,
): { start: string; end: string } {
  const q = Math.max(1, rel.plan.recurrenceQuantity);
  const at = (i: number) =>
    rel.plan.recurrence === 'monthly'
      ? addMonths(rel.startPlan, i * q)
      : addDays(rel.startPlan, i * q * (rel.plan.recurrence === 'weekly' ? 7 : 1));
  return { start: at(k), end: at(k + 1) };
}

/**
 * The day the k-th period's invoice is issued, which is also the metering cutoff (usage as of 00:00 that
 * day, São Paulo): the period's first day, the day after it closes, or the first billing day on or after
 * its start (day clamped to the month's length).
 */
export function invoiceDay(
  rel: {
    startPlan: string;
    plan: Pick<AccountPlanFields, 'recurrence' | 'recurrenceQuantity' | 'billingTriggerType' | 'billingTriggerDay'>;
  },
  k: number,
): string {
  const period = billingPeriod(rel, k);
  if (rel.plan.billingTriggerType === 'beginning_of_period') return period.start;
  if (rel.plan.billingTriggerType === 'end_of_period') return period.end;
  const want = rel.plan.billingTriggerDay ?? 1;
  const { y, m, d } = parseDay(period.start);
  const thisMonth = fmt(y, m, Math.min(want, daysInMonth(y, m)));
  if (Math.min(want, daysInMonth(y, m)) >= d) return thisMonth;
  const next = addMonths(fmt(y, m, 1), 1);
  const n = parseDay(next);
  return fmt(n.y, n.m, Math.min(want, daysInMonth(n.y, n.m)));
}

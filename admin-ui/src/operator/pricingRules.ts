import { accountPlanMessages, accountPlanTypes, MAX_PRICING_RULES } from '@gym/contracts/accountPlans/index';

/** The spec's default metric first, then the others: a new rule takes the first no rule has (issue 35). */
const metricsInOrder = ['users', ...accountPlanTypes.filter((m) => m !== 'users')];

/** A pricing rule as the editor keeps it: prices in cents. */
export interface RuleRow {
  readonly id?: string | null;
  readonly metricType: string;
  readonly metricThreshold: number;
  readonly basePrice: number;
  readonly description: string;
  readonly order: number;
}

/**
 * Spec 000/001: a new rule is users, threshold 100, price 400, order the list length plus one; at most 3.
 * Ours (issue 35): when users already has a rule the new one takes the next metric without one, since a
 * second users rule could only be refused.
 */
export function addRule(rules: readonly RuleRow[]): readonly RuleRow[] {
  const metricType = metricsInOrder.find((m) => !rules.some((r) => r.metricType === m));
  if (rules.length >= MAX_PRICING_RULES || !metricType) return rules;
  return [...rules, { metricType, metricThreshold: 100, basePrice: 40_000, description: '', order: rules.length + 1 }];
}

export function removeRule(rules: readonly RuleRow[], index: number): readonly RuleRow[] {
  return rules.filter((_, i) => i !== index);
}

/** Changing a rule's metric to one another rule already has is rejected with the spec's toast text. */
export function changeRule(
  rules: readonly RuleRow[],
  index: number,
  change: Partial<RuleRow>,
): { rules: readonly RuleRow[]; rejected: string | null } {
  if (change.metricType && rules.some((r, i) => i !== index && r.metricType === change.metricType))
    return { rules, rejected: accountPlanMessages.duplicateRule(change.metricType) };
  return { rules: rules.map((r, i) => (i === index ? { ...r, ...change } : r)), rejected: null };
}

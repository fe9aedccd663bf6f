import { describe, expect, it } from 'vitest';
import { addRule, changeRule, removeRule } from './pricingRules';

describe('pricing-rule editor', () => {
  it('adds users/100/400 with order length + 1, at most 3', () => {
    const one = addRule([]);
    expect(one).toEqual([{ metricType: 'users', metricThreshold: 100, basePrice: 40_000, description: '', order: 1 }]);
    const three = addRule(addRule(one));
    expect(three.map((r) => r.order)).toEqual([1, 2, 3]);
    // issue 35: each new rule takes a metric no other rule has.
    expect(three.map((r) => r.metricType)).toEqual(['users', 'revenue_payment_online', 'filials']);
    expect(addRule(changeRule(addRule([]), 0, { metricType: 'filials' }).rules).map((r) => r.metricType)).toEqual([
      'filials',
      'users',
    ]);
    expect(addRule(three)).toBe(three);
    expect(removeRule(three, 0)).toHaveLength(2);
  });
  it('rejects a metric another rule has, with the toast text', () => {
    const two = changeRule(addRule(addRule([])), 1, { metricType: 'filials' }).rules;
    const same = changeRule(two, 1, { metricType: 'users' });
    expect(same.rules).toBe(two);
    // The metric by its label, never its key (issue 35).
    expect(same.rejected).toBe('Já existe uma regra para Usuários. Máximo 1 regra por métrica.');
    expect(changeRule(two, 1, { metricThreshold: 5 }).rules[1]).toMatchObject({
      metricType: 'filials',
      metricThreshold: 5,
    });
  });
});

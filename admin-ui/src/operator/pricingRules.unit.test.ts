import { describe, expect, it } from 'vitest';
import { addRule, changeRule, removeRule } from './pricingRules';

describe('pricing-rule editor', () => {
  it('adds users/100/400 with order length + 1, at most 3', () => {
    const one = addRule([]);
    expect(one).toEqual([{ metricType: 'users', metricThreshold: 100, basePrice: 40_000, description: '', order: 1 }]);
    const three = addRule(addRule(one));
    expect(three.map((r) => r.order)).toEqual([1, 2, 3]);
    expect(addRule(three)).toBe(three);
    expect(removeRule(three, 0)).toHaveLength(2);
  });
  it('rejects a metric another rule has, with the toast text', () => {
    const two = changeRule(addRule(addRule([])), 1, { metricType: 'filials' }).rules;
    const same = changeRule(two, 1, { metricType: 'users' });
    expect(same.rules).toBe(two);
    expect(same.rejected).toBe('Já existe uma regra para users. Máximo 1 regra por métrica.');
    expect(changeRule(two, 1, { metricThreshold: 5 }).rules[1]).toMatchObject({
      metricType: 'filials',
      metricThreshold: 5,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { priceOf } from './studentPlanInput.ts';

describe('student plan preview (spec 002: per-installment value is the subtotal divided by installments)', () => {
  it('divides the subtotal, not the discounted total, by the installments', () => {
    expect(priceOf(30000, 'percentual', 10, 3)).toEqual({ subtotal: 30000, total: 27000, perInstallment: 10000 });
    expect(priceOf(10000, 'fixed', 1000, 4)).toEqual({ subtotal: 10000, total: 9000, perInstallment: 2500 });
    expect(priceOf(9990, null, 0, 0).perInstallment).toBe(9990);
  });
});

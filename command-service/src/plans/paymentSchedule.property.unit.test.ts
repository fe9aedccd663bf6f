import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schedulePayments, splitCents } from './paymentSchedule.ts';

// docs/plans.md: "the total is split in whole cents, the remainder cents on the first ones".
const sum = (parts: readonly number[]) => parts.reduce((a, b) => a + b, 0);
const totals = fc.integer({ min: 0, max: 100_000_000 }); // up to R$ 1.000.000,00
const counts = fc.integer({ min: 1, max: 36 });

describe('installment split (property: over many totals and counts)', () => {
  it('gives n whole-cent parts that add up exactly to the total', () => {
    fc.assert(
      fc.property(totals, counts, (total, n) => {
        const parts = splitCents(total, n);
        expect(parts).toHaveLength(n);
        expect(parts.every(Number.isInteger)).toBe(true);
        expect(sum(parts)).toBe(total);
      }),
      { numRuns: 2000 },
    );
  });

  it('puts the leftover cents on the first installments: parts differ by at most one cent, never increasing', () => {
    fc.assert(
      fc.property(totals, counts, (total, n) => {
        const parts = splitCents(total, n);
        const leftover = total % n;
        const base = (total - leftover) / n;
        expect(parts).toEqual([...Array<number>(leftover).fill(base + 1), ...Array<number>(n - leftover).fill(base)]);
      }),
      { numRuns: 2000 },
    );
  });

  it('bills exactly what is still owed when some installments were received', () => {
    fc.assert(
      fc.property(
        totals,
        counts,
        fc.nat(36),
        fc.nat(100_000_000),
        (total, installments, receivedCount, receivedTotal) => {
          let fresh = 0;
          const payments = schedulePayments({
            total,
            installments,
            firstDue: '2026-01-31',
            receivedCount,
            receivedTotal,
            reuseIds: [],
            newId: () => `p${fresh++}`,
          });
          const left = installments - receivedCount;
          const owed = total - receivedTotal;
          if (left <= 0 || owed <= 0) expect(payments).toEqual([]);
          else {
            expect(payments).toHaveLength(left);
            expect(sum(payments.map((p) => p.value))).toBe(owed);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('an R$ 2,00 plan in 3 installments bills R$ 0,67 + R$ 0,67 + R$ 0,66 (the case a rounding split gets wrong)', () => {
    expect(splitCents(200, 3)).toEqual([67, 67, 66]);
  });
});

import { describe, expect, it } from 'vitest';
import { triggerOf } from './triggers.ts';

const ids = { accountId: 'a1', studentPlanId: 'sp1', studentId: 's1' };

describe('recurring-billing triggers (issue 24)', () => {
  it('a failed charge is payment_failed, a recovery payment_recovered, a cancellation plan_cancelled_nonpayment', () => {
    expect(
      triggerOf({
        id: 'e1',
        type: 'RecurringChargeFailed',
        data: {
          ...ids,
          paymentId: 'sp1_0',
          attempt: 0,
          amount: 100,
          code: 'insufficient_funds',
          message: 'Saldo insuficiente.',
          via: 'schedule',
          failedAt: '2026-01-10T12:00:00.000Z',
          failedOn: '2026-01-10',
          firstFailedOn: '2026-01-10',
          nextRetryOn: '2026-01-11',
          overduePayments: 1,
        },
      }),
    ).toEqual({ eventId: 'e1', trigger: 'payment_failed', accountId: 'a1', studentId: 's1' });
    expect(
      triggerOf({
        id: 'e2',
        type: 'OverduePaymentRecovered',
        data: {
          ...ids,
          paymentId: 'sp1_0',
          amount: 100,
          via: 'schedule',
          recoveredAt: '2026-01-11T12:00:00.000Z',
          recoveredOn: '2026-01-11',
        },
      }),
    ).toEqual({ eventId: 'e2', trigger: 'payment_recovered', accountId: 'a1', studentId: 's1' });
    expect(
      triggerOf({
        id: 'e3',
        type: 'PlanCancelledForNonPayment',
        data: { ...ids, planId: 'p1', overduePaymentIds: ['sp1_0'], cancelledAt: 'x', cancelledOn: '2026-03-10' },
      }),
    ).toEqual({ eventId: 'e3', trigger: 'plan_cancelled_nonpayment', accountId: 'a1', studentId: 's1', planId: 'p1' });
  });

  it('malformed data is no trigger', () => {
    expect(triggerOf({ id: 'e4', type: 'RecurringChargeFailed', data: { accountId: 'a1' } })).toBeNull();
  });
});

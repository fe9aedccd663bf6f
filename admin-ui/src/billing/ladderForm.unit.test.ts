import { billingMessages, DEFAULT_BILLING_LADDER } from '@gym/contracts';
import { describe, expect, it } from 'vitest';
import { ladderFromForm, ladderToForm } from './ladderForm';

describe('the ladder form', () => {
  it('shows the defaults as typed text and reads them back', () => {
    const form = ladderToForm(DEFAULT_BILLING_LADDER);
    expect(form).toEqual({ retryDays: '1, 4, 11', refuseCheckinsWhileOverdue: true, cancelAfterOverduePayments: '3' });
    expect(ladderFromForm(form)).toEqual({ ok: true, ladder: DEFAULT_BILLING_LADDER });
  });

  it('reads an empty limit as never and no retry days as none', () => {
    expect(
      ladderFromForm({ retryDays: '', refuseCheckinsWhileOverdue: false, cancelAfterOverduePayments: '' }),
    ).toEqual({
      ok: true,
      ladder: { retryDays: [], refuseCheckinsWhileOverdue: false, cancelAfterOverduePayments: null },
    });
  });

  it('refuses days out of order or not numbers, and a limit out of range, with the API’s messages', () => {
    expect(
      ladderFromForm({ retryDays: '4, 1', refuseCheckinsWhileOverdue: true, cancelAfterOverduePayments: '3' }),
    ).toEqual({ ok: false, field: 'retryDays', message: billingMessages.invalidRetryDays });
    expect(
      ladderFromForm({ retryDays: 'um', refuseCheckinsWhileOverdue: true, cancelAfterOverduePayments: '3' }).ok,
    ).toBe(false);
    expect(
      ladderFromForm({ retryDays: '1', refuseCheckinsWhileOverdue: true, cancelAfterOverduePayments: '99' }),
    ).toEqual({
      ok: false,
      field: 'cancelAfterOverduePayments',
      message: billingMessages.invalidCancelAfter,
    });
  });
});

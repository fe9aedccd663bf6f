import { billingMessages, fillMessage } from '@gym/contracts';
import { IllegalStateError } from '@gym/platform';
import { describe, it } from 'vitest';
import { checkIn, recorded, spec } from '../checkins/classDay.testkit.ts';

// The refusal lives in the class-day decider (docs/checkins.md); these are its recurring-billing cases.
describe('class-day decider: overdue card payments (the ladder setting "refuse check-ins while overdue")', () => {
  it('refuses a check-in while a payment is overdue and the account refuses them, saying why and how to fix it', () => {
    spec
      .given([])
      .when(checkIn('a', { overdue: { payments: 2, refuse: true } }))
      .thenThrows(IllegalStateError, fillMessage(billingMessages.checkinRefusedOverdue, { count: 2 }));
  });

  it('accepts it when the account does not refuse check-ins for overdue payments', () => {
    spec
      .given([])
      .when(checkIn('a', { overdue: { payments: 1, refuse: false } }))
      .then([recorded('a')]);
  });

  it('accepts it with nothing overdue, and when staff force it at the desk', () => {
    spec
      .given([])
      .when(checkIn('a', { overdue: null }))
      .then([recorded('a')]);
    spec
      .given([])
      .when(checkIn('a', { overdue: { payments: 1, refuse: true }, force: true }))
      .then([recorded('a', undefined, true)]);
  });
});

import { billingMessages, fillMessage, noPlanLimits, type EntitlementQuestion } from '@gym/contracts';
import { describe, it } from 'vitest';
import { checkIn, classDate, recorded, spec } from '../checkins/classDay.testkit.ts';
import { EntitlementRefusedError } from '../entitlement/entitlementError.ts';

/** A member with one active plan whose card payment due `overdueSince` failed (issue 34: the entitlement decides). */
const question = (
  over: Partial<EntitlementQuestion> = {},
  overdueSince: string | null = classDate,
): EntitlementQuestion => ({
  plans: [
    {
      studentPlanId: 'sp',
      name: 'Mensal',
      planType: 'normal',
      status: 'active',
      startDate: '2026-11-01',
      endDate: null,
      frozenUntil: null,
      overdueSince,
      overduePayments: overdueSince ? 2 : 0,
      programIds: [],
      limits: noPlanLimits,
      bookedDates: [],
    },
  ],
  classOccurrence: { programId: 'pr', programName: 'Musculação', classDate },
  today: classDate,
  overdueToleranceDays: 0,
  refuseWhileOverdue: true,
  noShowBlock: null,
  checkoutUrl: '/demo/checkout',
  passAccepted: false,
  ...over,
});

// The refusal is the entitlement rule's, asked by the class-day decider (docs/checkins.md).
describe('class-day decider: overdue card payments through the entitlement rule', () => {
  it('refuses a check-in while a payment is overdue and the account refuses them, saying why and how to fix it', () => {
    spec
      .given([])
      .when(checkIn('a', { entitlement: question() }))
      .thenThrows(EntitlementRefusedError, fillMessage(billingMessages.checkinRefusedOverdue, { count: 2 }));
  });

  it('accepts it inside the Checkins tab’s tolerance, and when the account does not refuse overdue members', () => {
    spec
      .given([])
      .when(checkIn('a', { entitlement: question({ overdueToleranceDays: 1 }) }))
      .then([recorded('a')]);
    spec
      .given([])
      .when(checkIn('a', { entitlement: question({ refuseWhileOverdue: false }) }))
      .then([recorded('a')]);
  });

  it('accepts it with nothing overdue, and when staff force it at the desk (who forced it on the event)', () => {
    spec
      .given([])
      .when(checkIn('a', { entitlement: question({}, null) }))
      .then([recorded('a')]);
    spec
      .given([])
      .when(checkIn('a', { entitlement: question(), force: true, forcedBy: 'staff-1' }))
      .then([recorded('a', undefined, true, undefined, 'staff-1')]);
  });

  it('a member without a plan is refused with the checkout as the way out; forcing still records', () => {
    spec
      .given([])
      .when(checkIn('a', { entitlement: question({ plans: [] }) }))
      .thenThrows(EntitlementRefusedError, 'Você não tem um plano ativo. Contrate um plano para agendar aulas.');
  });
});

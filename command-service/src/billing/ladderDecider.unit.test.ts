import {
  billingMessages,
  DEFAULT_BILLING_LADDER,
  type BillingLadder,
  type RecurringBillingEvent,
} from '@gym/contracts';
import { IllegalStateError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import {
  chargeKeyOf,
  chargesDue,
  ladderDecider,
  manualCharge,
  type ChargeAnswer,
  type LadderCommand,
  type PlanFacts,
} from './ladderDecider.ts';

const accountId = 'acc-1';
const studentPlanId = 'sp-1';
const studentId = 'st-1';
const ids = { accountId, studentPlanId, studentId };
const card = { customerRef: 'cus_1', brand: 'visa', last4: '1111' };
const p = (n: number, received = false) => ({
  paymentId: `sp-1_${n}`,
  dueDate: `2026-0${n + 1}-10`,
  value: 10000,
  received,
});
const plan = (received: number[] = [], status: PlanFacts['status'] = 'active'): PlanFacts => ({
  planId: 'plan-1',
  status,
  payments: [0, 1, 2, 3].map((n) => p(n, received.includes(n))),
});
const at = (today: string) => ({ today, now: `${today}T12:00:00.000Z` });
const saved: RecurringBillingEvent = {
  type: 'CardOnFileSaved',
  data: {
    ...ids,
    ...card,
    source: 'checkout',
    openPayments: plan().payments.map(({ paymentId, dueDate, value }) => ({ paymentId, dueDate, value })),
    savedAt: '2026-01-01T12:00:00.000Z',
  },
};
const declined: ChargeAnswer = { status: 'declined', code: 'insufficient_funds', message: 'Saldo insuficiente.' };
const approvedAnswer: ChargeAnswer = { status: 'approved', chargeId: 'ch_1' };
const record = (
  n: number,
  attempt: number,
  answer: ChargeAnswer,
  today: string,
  extra: Partial<{ ladder: BillingLadder; plan: PlanFacts; via: 'schedule' | 'manual' | 'self_service' }> = {},
): LadderCommand => ({
  type: 'RecordCharge',
  data: {
    accountId,
    studentPlanId,
    paymentId: `sp-1_${n}`,
    attempt,
    answer,
    via: extra.via ?? 'schedule',
    plan: extra.plan ?? plan(),
    ladder: extra.ladder ?? DEFAULT_BILLING_LADDER,
    ...at(today),
  },
});
const failed = (
  n: number,
  attempt: number,
  today: string,
  firstFailedOn: string,
  nextRetryOn: string | null,
  overduePayments = 1,
): RecurringBillingEvent => ({
  type: 'RecurringChargeFailed',
  data: {
    ...ids,
    paymentId: `sp-1_${n}`,
    attempt,
    amount: 10000,
    code: 'insufficient_funds',
    message: 'Saldo insuficiente.',
    via: 'schedule',
    failedAt: `${today}T12:00:00.000Z`,
    failedOn: today,
    firstFailedOn,
    nextRetryOn,
    overduePayments,
  },
});
const approved = (n: number, attempt: number, today: string, via: 'schedule' | 'manual' = 'schedule') =>
  ({
    type: 'RecurringChargeApproved',
    data: {
      ...ids,
      paymentId: `sp-1_${n}`,
      attempt,
      amount: 10000,
      chargeId: 'ch_1',
      via,
      chargedAt: `${today}T12:00:00.000Z`,
      chargedOn: today,
    },
  }) as const;
const recovered = (n: number, today: string, via: 'schedule' | 'manual' = 'schedule') =>
  ({
    type: 'OverduePaymentRecovered',
    data: {
      ...ids,
      paymentId: `sp-1_${n}`,
      amount: 10000,
      via,
      recoveredAt: `${today}T12:00:00.000Z`,
      recoveredOn: today,
    },
  }) as const;
const stateOf = (events: RecurringBillingEvent[]) => events.reduce(ladderDecider.evolve, ladderDecider.initialState());
const spec = deciderSpec(ladderDecider);

describe('recovery ladder decider: card on file', () => {
  it('given no card, when one is saved, then CardOnFileSaved with the open payments; the same card again decides nothing', () => {
    const cmd: LadderCommand = {
      type: 'SaveCardOnFile',
      data: { ...ids, card, source: 'checkout', plan: plan([0]), now: '2026-01-01T12:00:00.000Z' },
    };
    spec
      .given([])
      .when(cmd)
      .then([
        {
          ...saved,
          data: { ...saved.data, openPayments: saved.data.openPayments.slice(1) },
        },
      ]);
    spec.given([saved]).when(cmd).thenNothingHappens();
    // A new card replaces the old one (the member's self-service page, staff).
    spec
      .given([saved])
      .when({ ...cmd, data: { ...cmd.data, card: { ...card, customerRef: 'cus_2', last4: '4444' } } })
      .then([
        {
          type: 'CardOnFileSaved',
          data: {
            ...saved.data,
            customerRef: 'cus_2',
            last4: '4444',
            openPayments: saved.data.openPayments.slice(1),
          },
        },
      ]);
  });

  it('a plan of another account is not found; a cancelled plan takes no card', () => {
    spec
      .given([saved])
      .when({
        type: 'SaveCardOnFile',
        data: { ...ids, accountId: 'acc-2', card, source: 'staff', plan: plan(), now: 'x' },
      })
      .thenThrows(Error, billingMessages.paymentNotFound);
  });
});

describe('recovery ladder decider: the daily run', () => {
  it('charges the payments due today or before, never one received, not yet due, or of a plan not active', () => {
    const state = stateOf([saved]);
    expect(chargesDue(state, plan(), '2026-02-10')).toEqual([
      { paymentId: 'sp-1_0', attempt: 0, amount: 10000 },
      { paymentId: 'sp-1_1', attempt: 0, amount: 10000 },
    ]);
    expect(chargesDue(state, plan([0]), '2026-02-09')).toEqual([]);
    expect(chargesDue(state, plan([], 'canceled'), '2026-02-10')).toEqual([]);
    expect(chargesDue(ladderDecider.initialState(), plan(), '2026-02-10')).toEqual([]);
  });

  it('an approved charge is recorded once: the same attempt again (restart, retried run) decides nothing', () => {
    spec
      .given([saved])
      .when(record(0, 0, approvedAnswer, '2026-01-10'))
      .then([approved(0, 0, '2026-01-10')]);
    spec
      .given([saved, approved(0, 0, '2026-01-10')])
      .when(record(0, 0, approvedAnswer, '2026-01-10'))
      .thenNothingHappens();
    expect(chargesDue(stateOf([saved, approved(0, 0, '2026-01-10')]), plan(), '2026-01-11')).toEqual([]);
  });

  it('the idempotency key is per payment and attempt', () => {
    expect(chargeKeyOf({ paymentId: 'sp-1_0', attempt: 0 })).toBe('recurring:sp-1_0:0');
    expect(chargeKeyOf({ paymentId: 'sp-1_0', attempt: 1 })).not.toBe(chargeKeyOf({ paymentId: 'sp-1_0', attempt: 0 }));
  });
});

describe('recovery ladder decider: every step of the default ladder (1, 4, 11 days)', () => {
  const f0 = failed(0, 0, '2026-01-10', '2026-01-10', '2026-01-11');
  const f1 = failed(0, 1, '2026-01-11', '2026-01-10', '2026-01-14');
  const f2 = failed(0, 2, '2026-01-14', '2026-01-10', '2026-01-21');
  const f3 = failed(0, 3, '2026-01-21', '2026-01-10', null);

  it('a first failure schedules the retry on day 1; each retry failed schedules the next; the last leaves it overdue', () => {
    spec
      .given([saved])
      .when(record(0, 0, declined, '2026-01-10'))
      .then([f0]);
    spec
      .given([saved, f0])
      .when(record(0, 1, declined, '2026-01-11'))
      .then([f1]);
    spec
      .given([saved, f0, f1])
      .when(record(0, 2, declined, '2026-01-14'))
      .then([f2]);
    spec
      .given([saved, f0, f1, f2])
      .when(record(0, 3, declined, '2026-01-21'))
      .then([f3]);
  });

  it('the run retries only on the retry day, and never after the ladder is used up', () => {
    expect(chargesDue(stateOf([saved, f0]), plan(), '2026-01-10')).toEqual([]);
    expect(chargesDue(stateOf([saved, f0]), plan(), '2026-01-11')).toEqual([
      { paymentId: 'sp-1_0', attempt: 1, amount: 10000 },
    ]);
    expect(chargesDue(stateOf([saved, f0, f1]), plan(), '2026-01-13')).toEqual([]);
    expect(chargesDue(stateOf([saved, f0, f1, f2, f3]), plan(), '2026-01-31')).toEqual([]);
  });

  it('a run that missed a retry day retries on its next run and schedules the next step after today', () => {
    spec
      .given([saved, f0])
      .when(record(0, 1, declined, '2026-01-15'))
      .then([failed(0, 1, '2026-01-15', '2026-01-10', '2026-01-21')]);
  });

  it('recovery between retries: an approved retry is recorded with OverduePaymentRecovered and stops the ladder', () => {
    spec
      .given([saved, f0, f1])
      .when(record(0, 2, approvedAnswer, '2026-01-14'))
      .then([approved(0, 2, '2026-01-14'), recovered(0, '2026-01-14')]);
    expect(chargesDue(stateOf([saved, f0, f1, approved(0, 2, '2026-01-14')]), plan(), '2026-01-21')).toEqual([]);
  });

  it('a payment received by staff meanwhile is not charged again nor counted overdue', () => {
    expect(chargesDue(stateOf([saved, f0]), plan([0]), '2026-01-11')).toEqual([]);
    expect(() => manualCharge(stateOf([saved, f0]), plan([0]), 'sp-1_0')).toThrow(billingMessages.notOverdue);
  });
});

describe('recovery ladder decider: the settings', () => {
  it('retry days: the account’s own days (2 and 5) schedule the retries', () => {
    const ladder = { ...DEFAULT_BILLING_LADDER, retryDays: [2, 5] };
    spec
      .given([saved])
      .when(record(0, 0, declined, '2026-01-10', { ladder }))
      .then([failed(0, 0, '2026-01-10', '2026-01-10', '2026-01-12')]);
    spec
      .given([saved, failed(0, 0, '2026-01-10', '2026-01-10', '2026-01-12')])
      .when(record(0, 1, declined, '2026-01-12', { ladder }))
      .then([failed(0, 1, '2026-01-12', '2026-01-10', '2026-01-15')]);
  });

  it('no retry days: the first failure leaves the payment overdue with no retry', () => {
    spec
      .given([saved])
      .when(record(0, 0, declined, '2026-01-10', { ladder: { ...DEFAULT_BILLING_LADDER, retryDays: [] } }))
      .then([failed(0, 0, '2026-01-10', '2026-01-10', null)]);
  });

  it('cancel after N overdue payments: the default 3rd overdue payment cancels the plan, once', () => {
    const first = failed(0, 0, '2026-01-10', '2026-01-10', null, 1);
    const second = failed(1, 0, '2026-02-10', '2026-02-10', null, 2);
    const noRetries = { ...DEFAULT_BILLING_LADDER, retryDays: [] };
    spec
      .given([saved, first])
      .when(record(1, 0, declined, '2026-02-10', { ladder: noRetries }))
      .then([second]);
    const cancelled: RecurringBillingEvent = {
      type: 'PlanCancelledForNonPayment',
      data: {
        ...ids,
        planId: 'plan-1',
        overduePaymentIds: ['sp-1_0', 'sp-1_1', 'sp-1_2'],
        cancelledAt: '2026-03-10T12:00:00.000Z',
        cancelledOn: '2026-03-10',
      },
    };
    spec
      .given([saved, first, second])
      .when(record(2, 0, declined, '2026-03-10', { ladder: noRetries }))
      .then([failed(2, 0, '2026-03-10', '2026-03-10', null, 3), cancelled]);
    const after = stateOf([saved, first, second, failed(2, 0, '2026-03-10', '2026-03-10', null, 3), cancelled]);
    expect(after.status).toBe('cancelled');
    expect(chargesDue(after, plan(), '2026-04-10')).toEqual([]);
  });

  it('cancel after 1: the first failure cancels; cancel never (null): no cancellation at any count', () => {
    const events = ladderDecider.decide(
      record(0, 0, declined, '2026-01-10', { ladder: { ...DEFAULT_BILLING_LADDER, cancelAfterOverduePayments: 1 } }),
      stateOf([saved]),
    );
    expect(events.map((e) => e.type)).toEqual(['RecurringChargeFailed', 'PlanCancelledForNonPayment']);
    const never = { ...DEFAULT_BILLING_LADDER, retryDays: [], cancelAfterOverduePayments: null };
    spec
      .given([saved, failed(0, 0, '2026-01-10', '2026-01-10', null), failed(1, 0, '2026-02-10', '2026-02-10', null, 2)])
      .when(record(2, 0, declined, '2026-03-10', { ladder: never }))
      .then([failed(2, 0, '2026-03-10', '2026-03-10', null, 3)]);
  });

  it('a recovered or written-off payment no longer counts toward the cancellation', () => {
    const noRetries = { ...DEFAULT_BILLING_LADDER, retryDays: [] };
    spec
      .given([
        saved,
        failed(0, 0, '2026-01-10', '2026-01-10', null),
        approved(0, 1, '2026-01-12', 'manual'),
        failed(1, 0, '2026-02-10', '2026-02-10', null, 1),
      ])
      .when(record(2, 0, declined, '2026-03-10', { ladder: noRetries }))
      .then([failed(2, 0, '2026-03-10', '2026-03-10', null, 2)]);
  });

  it('refusing check-ins is a setting the check-in decider reads (see classDayDecider tests); the ladder keeps it', () => {
    expect(DEFAULT_BILLING_LADDER).toEqual({
      retryDays: [1, 4, 11],
      refuseCheckinsWhileOverdue: true,
      cancelAfterOverduePayments: 3,
    });
  });
});

describe('recovery ladder decider: manual retry and write-off', () => {
  const f0 = failed(0, 0, '2026-01-10', '2026-01-10', '2026-01-11');

  it('a manual retry charges an overdue payment with its next attempt; approved, it recovers the payment', () => {
    expect(manualCharge(stateOf([saved, f0]), plan(), 'sp-1_0')).toEqual({
      paymentId: 'sp-1_0',
      attempt: 1,
      amount: 10000,
    });
    spec
      .given([saved, f0])
      .when(record(0, 1, approvedAnswer, '2026-01-10', { via: 'manual' }))
      .then([approved(0, 1, '2026-01-10', 'manual'), recovered(0, '2026-01-10', 'manual')]);
  });

  it('a manual retry declined moves the attempt on and keeps the ladder’s schedule', () => {
    const retried = failed(0, 1, '2026-01-10', '2026-01-10', '2026-01-11');
    if (retried.type !== 'RecurringChargeFailed') throw new Error('unexpected');
    spec
      .given([saved, f0])
      .when(record(0, 1, declined, '2026-01-10', { via: 'manual' }))
      .then([{ ...retried, data: { ...retried.data, via: 'manual' } }]);
  });

  it('a payment never failed, or paid, cannot be retried by hand nor written off', () => {
    expect(() => manualCharge(stateOf([saved]), plan(), 'sp-1_0')).toThrow(IllegalStateError);
    expect(() => manualCharge(stateOf([saved, f0, approved(0, 1, '2026-01-11')]), plan(), 'sp-1_0')).toThrow(
      billingMessages.notOverdue,
    );
    spec
      .given([saved])
      .when({
        type: 'WriteOffPayment',
        data: { accountId, studentPlanId, paymentId: 'sp-1_0', plan: plan(), ...at('2026-01-10') },
      })
      .thenThrows(IllegalStateError, billingMessages.notOverdue);
  });

  it('a write-off settles an overdue payment: OverduePaymentWrittenOff, no more retries, not overdue', () => {
    const cmd: LadderCommand = {
      type: 'WriteOffPayment',
      data: { accountId, studentPlanId, paymentId: 'sp-1_0', plan: plan(), ...at('2026-01-12') },
    };
    const writtenOff: RecurringBillingEvent = {
      type: 'OverduePaymentWrittenOff',
      data: {
        ...ids,
        paymentId: 'sp-1_0',
        amount: 10000,
        writtenOffAt: '2026-01-12T12:00:00.000Z',
        writtenOffOn: '2026-01-12',
      },
    };
    spec.given([saved, f0]).when(cmd).then([writtenOff]);
    spec.given([saved, f0, writtenOff]).when(cmd).thenThrows(IllegalStateError, billingMessages.notOverdue);
    expect(chargesDue(stateOf([saved, f0, writtenOff]), plan(), '2026-01-14')).toEqual([]);
    // A late answer for a written-off payment changes nothing.
    spec
      .given([saved, f0, writtenOff])
      .when(record(0, 1, approvedAnswer, '2026-01-14'))
      .thenNothingHappens();
  });
});

import { planMessages, type PlanAssignedToStudent } from '@gym/contracts';
import { IllegalStateError, NotFoundError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import {
  studentPlanDecider,
  studentPlanIdOfPayment,
  type SoldPlan,
  type StudentPlanEvent,
  type StudentPlanTerms,
} from './studentPlanDecider.ts';

// What the first decider tests leave out: the state each later event leaves (changes, status changes, ends,
// freezes) as the next command sees it, the boundaries of the calendar, and forged payment ids.
const spec = deciderSpec(studentPlanDecider);
const SP = '11111111-1111-4111-8111-111111111111';
const plan: SoldPlan = {
  planId: 'p1',
  name: 'Trimestral',
  color: '#00aa00',
  planType: 'normal',
  value: 30000,
  recurrence: 'month',
  recurrenceValue: 3,
  billingTriggerType: 'inicio_do_periodo',
  billingTriggerDay: null,
};
const terms: StudentPlanTerms = {
  status: 'active',
  startDate: '2026-03-10',
  endDate: '2026-06-09',
  discount: 10,
  discountType: 'percentual',
  installments: 3,
  paymentMethod: 'credito',
};
const at = { now: '2026-03-10T15:00:00.000Z', today: '2026-03-10' };
const ids = { accountId: 'acc-a', studentPlanId: SP, studentId: 's1' };
const pay = (seq: number, dueDate: string, value: number) => ({ paymentId: `${SP}_${seq}`, dueDate, value });
const assigned: PlanAssignedToStudent = {
  type: 'PlanAssignedToStudent',
  data: {
    ...ids,
    planId: 'p1',
    name: 'Trimestral',
    planColor: '#00aa00',
    planType: 'normal',
    billing: {
      recurrence: 'month',
      recurrenceValue: 3,
      billingTriggerType: 'inicio_do_periodo',
      billingTriggerDay: null,
    },
    status: 'active',
    startDate: '2026-03-10',
    endDate: '2026-06-09',
    subtotal: 30000,
    discount: 10,
    discountType: 'percentual',
    total: 27000,
    installments: 3,
    paymentMethod: 'credito',
    assignedAt: at.now,
    payments: [pay(0, '2026-03-10', 9000), pay(1, '2026-04-10', 9000), pay(2, '2026-05-10', 9000)],
  },
};
const started: StudentPlanEvent = {
  type: 'StudentPlanStarted',
  data: { ...ids, planId: 'p1', startDate: '2026-03-10' },
};
const receivedFirst: StudentPlanEvent = {
  type: 'PaymentMarkedReceived',
  data: {
    ...ids,
    paymentId: `${SP}_0`,
    value: 9000,
    dueDate: '2026-03-10',
    paymentMethod: 'credito',
    receivedAt: at.now,
    receivedOn: '2026-03-10',
  },
};
const change = (t: Partial<StudentPlanTerms>, when = at) =>
  ({
    type: 'ChangeStudentPlan',
    data: { ...when, accountId: 'acc-a', studentPlanId: SP, terms: { ...terms, ...t } },
  }) as const;
const assign = (t: Partial<StudentPlanTerms> = {}, p: Partial<SoldPlan> = {}, accountId = 'acc-a') =>
  ({
    type: 'AssignPlan',
    data: { ...at, ...ids, accountId, plan: { ...plan, ...p }, terms: { ...terms, ...t } },
  }) as const;
const calendar = (today: string) =>
  ({
    type: 'ApplyCalendar',
    data: { now: `${today}T12:00:00.000Z`, today, accountId: 'acc-a', studentPlanId: SP },
  }) as const;
const decide = (events: readonly StudentPlanEvent[], command: Parameters<typeof studentPlanDecider.decide>[0]) =>
  studentPlanDecider.decide(command, events.reduce(studentPlanDecider.evolve, studentPlanDecider.initialState()));

describe('student plan decider: assignment retried', () => {
  it('given an assigned plan, when the same assignment arrives again, then nothing happens; from another account, then not found', () => {
    spec.given([assigned]).when(assign()).thenNothingHappens();
    spec
      .given([assigned])
      .when(assign({}, {}, 'acc-b'))
      .thenThrows(NotFoundError, planMessages.studentPlanNotFound);
  });
});

describe('student plan decider: prices and start at the boundaries', () => {
  it('given a fixed discount equal to the plan value, when assigned, then it is free (total 0, no payment), not refused', () => {
    const [event] = decide([], assign({ discountType: 'fixed', discount: 30000 }));
    expect(event).toMatchObject({ type: 'PlanAssignedToStudent', data: { total: 0, payments: [] } });
  });

  it('given a plan whose last day is today, when assigned, then it starts; one that ended yesterday does not', () => {
    expect(decide([], assign({ startDate: '2026-02-10', endDate: '2026-03-10' })).map((e) => e.type)).toEqual([
      'PlanAssignedToStudent',
      'StudentPlanStarted',
    ]);
    expect(decide([], assign({ startDate: '2026-02-10', endDate: '2026-03-09' })).map((e) => e.type)).toEqual([
      'PlanAssignedToStudent',
    ]);
  });

  it('given a plan without recurrence nor end date, when assigned, then it starts with no end', () => {
    const events = decide([], assign({ endDate: null }, { recurrence: null }));
    expect(events.map((e) => e.type)).toEqual(['PlanAssignedToStudent', 'StudentPlanStarted']);
    expect(events[0]).toMatchObject({ data: { endDate: null } });
  });
});

describe('student plan decider: changes as the state keeps them', () => {
  it('given only the payment method changes, when saved, then StudentPlanChanged with the same payments', () => {
    const events = decide([assigned, started], change({ paymentMethod: 'pix' }));
    expect(events).toEqual([
      {
        type: 'StudentPlanChanged',
        data: {
          ...ids,
          startDate: '2026-03-10',
          endDate: '2026-06-09',
          subtotal: 30000,
          discount: 10,
          discountType: 'percentual',
          total: 27000,
          installments: 3,
          paymentMethod: 'pix',
          changedAt: at.now,
          payments: assigned.data.payments,
        },
      },
    ]);
  });

  it('given a received payment, when the same terms are saved, then nothing happens', () => {
    spec.given([assigned, started, receivedFirst]).when(change({})).thenNothingHappens();
  });

  it('given a change to 4 installments, when changed to 5, then the new payment ids continue the sequence (no id reused)', () => {
    const [toFour] = decide([assigned, started], change({ installments: 4 }));
    expect(toFour).toMatchObject({
      type: 'StudentPlanChanged',
      data: {
        payments: [
          { paymentId: `${SP}_0` },
          { paymentId: `${SP}_1` },
          { paymentId: `${SP}_2` },
          { paymentId: `${SP}_3` },
        ],
      },
    });
    spec
      .given([assigned, started, toFour!])
      .when(change({ installments: 4 }))
      .thenNothingHappens();
    const [toFive] = decide([assigned, started, toFour!], change({ installments: 5 }));
    expect(
      (toFive as Extract<StudentPlanEvent, { type: 'StudentPlanChanged' }>).data.payments.map((p) => p.paymentId),
    ).toEqual([0, 1, 2, 3, 4].map((n) => `${SP}_${n}`));
  });

  it('given a change and a payment received after it, when the same terms are saved, then nothing happens (the received one is kept)', () => {
    const [toFour] = decide([assigned, started], change({ installments: 4 }));
    const received: StudentPlanEvent = {
      ...receivedFirst,
      data: { ...receivedFirst.data, value: 6750 },
    } as StudentPlanEvent;
    spec
      .given([assigned, started, toFour!, received])
      .when(change({ installments: 4 }))
      .thenNothingHappens();
  });

  for (const status of ['closed', 'finished', 'deleted'] as const) {
    it(`given a running plan, when its status becomes ${status}, then it ends with that reason`, () => {
      spec
        .given([assigned, started])
        .when(change({ status }))
        .then([
          { type: 'StudentPlanStatusChanged', data: { ...ids, from: 'active', to: status, changedAt: at.now } },
          { type: 'StudentPlanEnded', data: { ...ids, planId: 'p1', endDate: '2026-03-10', reason: status } },
        ]);
    });
  }

  it('given a running plan, when its status becomes pending, then the status changes and it does not end', () => {
    spec
      .given([assigned, started])
      .when(change({ status: 'pending' }))
      .then([{ type: 'StudentPlanStatusChanged', data: { ...ids, from: 'active', to: 'pending', changedAt: at.now } }]);
  });

  it('given a canceled plan (status changed, ended), when saved canceled again, then nothing; when active again, then it starts again', () => {
    const canceled = decide([assigned, started], change({ status: 'canceled' }));
    spec
      .given([assigned, started, ...canceled])
      .when(change({ status: 'canceled' }))
      .thenNothingHappens();
    spec
      .given([assigned, started, ...canceled])
      .when(change({ status: 'active' }))
      .then([
        { type: 'StudentPlanStatusChanged', data: { ...ids, from: 'canceled', to: 'active', changedAt: at.now } },
        started,
      ]);
  });

  it('given a canceled plan whose end date passed, when the calendar runs, then nothing happens (only active plans expire)', () => {
    const canceled = decide([assigned, started], change({ status: 'canceled' }));
    spec
      .given([assigned, started, ...canceled])
      .when(calendar('2026-06-10'))
      .thenNothingHappens();
  });
});

describe('student plan decider: freezes through the decider', () => {
  const limits = { minDays: 7, maxDays: 90 };
  const freeze = {
    type: 'FreezeStudentPlan',
    data: {
      accountId: 'acc-a',
      studentPlanId: SP,
      startDate: '2026-04-01',
      days: 30,
      reason: 'Férias',
      limits,
      now: at.now,
      today: at.today,
    },
  } as const;
  const endFreeze = (today: string) =>
    ({
      type: 'EndStudentPlanFreeze',
      data: { accountId: 'acc-a', studentPlanId: SP, now: `${today}T12:00:00.000Z`, today },
    }) as const;

  it('given a running plan with a received payment, when frozen 30 days, then the end date and only the pending payments move', () => {
    spec
      .given([assigned, started, receivedFirst])
      .when(freeze)
      .then([
        {
          type: 'StudentPlanFrozen',
          data: {
            ...ids,
            planId: 'p1',
            startDate: '2026-04-01',
            endDate: '2026-04-30',
            days: 30,
            reason: 'Férias',
            frozenAt: at.now,
            planEndDate: '2026-07-09',
            payments: [pay(1, '2026-05-10', 9000), pay(2, '2026-06-09', 9000)],
          },
        },
      ]);
  });

  it('given a frozen plan, when frozen again, then "in progress"; when ended early, then the unused days come back', () => {
    const frozen = decide([assigned, started, receivedFirst], freeze);
    spec
      .given([assigned, started, receivedFirst, ...frozen])
      .when(freeze)
      .thenThrows(IllegalStateError, planMessages.freezeInProgress);
    spec
      .given([assigned, started, receivedFirst, ...frozen])
      .when(endFreeze('2026-04-21'))
      .then([
        {
          type: 'StudentPlanFreezeEnded',
          data: {
            ...ids,
            planId: 'p1',
            endedOn: '2026-04-20',
            early: true,
            unusedDays: 10,
            planEndDate: '2026-06-29',
            payments: [pay(1, '2026-04-30', 9000), pay(2, '2026-05-30', 9000)],
          },
        },
      ]);
  });

  it('given a freeze ended early, when ended again, then "not frozen"; the received payment stays received', () => {
    const frozen = decide([assigned, started, receivedFirst], freeze);
    const ended = decide([assigned, started, receivedFirst, ...frozen], endFreeze('2026-04-21'));
    spec
      .given([assigned, started, receivedFirst, ...frozen, ...ended])
      .when(endFreeze('2026-04-22'))
      .thenThrows(IllegalStateError, planMessages.notFrozen);
    spec
      .given([assigned, started, receivedFirst, ...frozen, ...ended])
      .when({
        type: 'MarkPaymentReceived',
        data: { ...at, accountId: 'acc-a', studentPlanId: SP, paymentId: `${SP}_0` },
      })
      .thenThrows(IllegalStateError, planMessages.paymentAlreadyReceived);
  });

  it('given a freeze whose last day passed, when the calendar runs, then the freeze closes with nothing given back (before any expiry)', () => {
    const frozen = decide([assigned, started], freeze);
    spec
      .given([assigned, started, ...frozen])
      .when(calendar('2026-05-01'))
      .then([
        {
          type: 'StudentPlanFreezeEnded',
          data: {
            ...ids,
            planId: 'p1',
            endedOn: '2026-04-30',
            early: false,
            unusedDays: 0,
            planEndDate: '2026-07-09',
            payments: [pay(0, '2026-03-10', 9000), pay(1, '2026-05-10', 9000), pay(2, '2026-06-09', 9000)],
          },
        },
      ]);
  });
});

describe('student plan decider: what later events keep', () => {
  it('given a received payment then a change, when the received one is marked again, then "already received" (it was kept)', () => {
    const [toFour] = decide([assigned, started, receivedFirst], change({ installments: 4 }));
    spec
      .given([assigned, started, receivedFirst, toFour!])
      .when({
        type: 'MarkPaymentReceived',
        data: { ...at, accountId: 'acc-a', studentPlanId: SP, paymentId: `${SP}_0` },
      })
      .thenThrows(IllegalStateError, planMessages.paymentAlreadyReceived);
  });

  it('given a freeze ended early, when frozen again, then a new freeze (the plan is still active)', () => {
    const limits = { minDays: 7, maxDays: 90 };
    const freeze = (startDate: string, today: string) =>
      ({
        type: 'FreezeStudentPlan',
        data: {
          accountId: 'acc-a',
          studentPlanId: SP,
          startDate,
          days: 10,
          reason: 'Viagem',
          limits,
          now: `${today}T12:00:00.000Z`,
          today,
        },
      }) as const;
    const frozen = decide([assigned, started], freeze('2026-04-01', '2026-03-20'));
    const ended = decide([assigned, started, ...frozen], {
      type: 'EndStudentPlanFreeze',
      data: { accountId: 'acc-a', studentPlanId: SP, now: '2026-04-05T12:00:00.000Z', today: '2026-04-05' },
    });
    const again = decide([assigned, started, ...frozen, ...ended], freeze('2026-05-01', '2026-04-20'));
    expect(again).toMatchObject([
      { type: 'StudentPlanFrozen', data: { startDate: '2026-05-01', endDate: '2026-05-10', days: 10 } },
    ]);
  });

  it('given an active plan never started whose end passed (calendar down), when the calendar runs, then it finishes without an end event', () => {
    const future = { ...assigned, data: { ...assigned.data, startDate: '2026-04-01', endDate: '2026-04-30' } };
    spec
      .given([future])
      .when(calendar('2026-05-01'))
      .then([
        {
          type: 'StudentPlanStatusChanged',
          data: { ...ids, from: 'active', to: 'finished', changedAt: '2026-05-01T12:00:00.000Z' },
        },
      ]);
  });

  it('given a plan of R$ 0,50, when 60 % off, then priced (a percentual discount is no amount in cents)', () => {
    const [event] = decide([], assign({ discountType: 'percentual', discount: 60, installments: 1 }, { value: 50 }));
    expect(event).toMatchObject({ type: 'PlanAssignedToStudent', data: { subtotal: 50, total: 20 } });
  });
});

describe('payment ids', () => {
  it('reads no plan id from ids that only look like one', () => {
    expect(studentPlanIdOfPayment(`${SP}_12`)).toBe(SP);
    expect(studentPlanIdOfPayment('1'.repeat(37))).toBeNull(); // no separator
    expect(studentPlanIdOfPayment(`x${SP}_1`)).toBeNull();
    expect(studentPlanIdOfPayment(`${SP}x_1`)).toBeNull();
    expect(studentPlanIdOfPayment(`${SP}_x1`)).toBeNull();
    expect(studentPlanIdOfPayment(`${SP}_1x`)).toBeNull();
  });
});

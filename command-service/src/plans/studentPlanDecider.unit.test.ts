import { planMessages, studentPlanInputSchema, type PlanAssignedToStudent } from '@gym/contracts';
import { IllegalStateError, NotFoundError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import {
  studentPlanDecider,
  studentPlanIdOfPayment,
  type SoldPlan,
  type StudentPlanTerms,
} from './studentPlanDecider.ts';

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
  endDate: null,
  discount: 10,
  discountType: 'percentual',
  installments: 3,
  paymentMethod: 'credito',
};
const at = { now: '2026-03-10T15:00:00.000Z', today: '2026-03-10' };
const ids = { accountId: 'acc-a', studentPlanId: SP, studentId: 's1' };
const assign = (t: Partial<StudentPlanTerms> = {}, p: Partial<SoldPlan> = {}) =>
  ({ type: 'AssignPlan', data: { ...at, ...ids, plan: { ...plan, ...p }, terms: { ...terms, ...t } } }) as const;

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
      cycles: 1,
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
    payments: [
      { paymentId: `${SP}_0`, dueDate: '2026-03-10', value: 9000 },
      { paymentId: `${SP}_1`, dueDate: '2026-04-10', value: 9000 },
      { paymentId: `${SP}_2`, dueDate: '2026-05-10', value: 9000 },
    ],
  },
};
const started = { type: 'StudentPlanStarted' as const, data: { ...ids, planId: 'p1', startDate: '2026-03-10' } };
const receivedFirst = {
  type: 'PaymentMarkedReceived' as const,
  data: {
    ...ids,
    paymentId: `${SP}_0`,
    value: 9000,
    dueDate: '2026-03-10',
    paymentMethod: 'credito' as const,
    receivedAt: at.now,
    receivedOn: '2026-03-10',
  },
};

describe('student plan decider', () => {
  it('assigns a plan: prices the discount, schedules monthly installments, and starts it today', () => {
    spec.given([]).when(assign()).then([assigned, started]);
  });

  it('applies a fixed discount in cents', () => {
    const [event] = studentPlanDecider.decide(assign({ discountType: 'fixed', discount: 5000, installments: 1 }), {
      status: 'none',
    });
    expect(event).toMatchObject({ data: { total: 25000, payments: [{ value: 25000 }] } });
  });

  it('refuses a fixed discount above the plan value', () => {
    spec
      .given([])
      .when(assign({ discountType: 'fixed', discount: 30001 }))
      .thenThrows(IllegalStateError, planMessages.discountAboveTotal);
  });

  it('keeps one installment for a plan without value, and schedules no payment', () => {
    const [event] = studentPlanDecider.decide(
      assign({ installments: 4, discountType: null, discount: 0 }, { value: 0 }),
      { status: 'none' },
    );
    expect(event).toMatchObject({ data: { installments: 1, total: 0, payments: [] } });
  });

  it('does not start a plan whose start date is still to come, nor a pending one', () => {
    spec
      .given([])
      .when(assign({ startDate: '2026-04-01' }))
      .then([
        {
          ...assigned,
          data: {
            ...assigned.data,
            startDate: '2026-04-01',
            endDate: '2026-06-30',
            payments: [
              { paymentId: `${SP}_0`, dueDate: '2026-04-01', value: 9000 },
              { paymentId: `${SP}_1`, dueDate: '2026-05-01', value: 9000 },
              { paymentId: `${SP}_2`, dueDate: '2026-06-01', value: 9000 },
            ],
          },
        },
      ]);
    const events = studentPlanDecider.decide(assign({ status: 'pending' }), { status: 'none' });
    expect(events.map((e) => e.type)).toEqual(['PlanAssignedToStudent']);
  });

  it('marks a pending payment received once; a second time is refused', () => {
    const mark = {
      type: 'MarkPaymentReceived',
      data: { ...at, accountId: 'acc-a', studentPlanId: SP, paymentId: `${SP}_0` },
    } as const;
    spec.given([assigned, started]).when(mark).then([receivedFirst]);
    spec
      .given([assigned, started, receivedFirst])
      .when(mark)
      .thenThrows(IllegalStateError, planMessages.paymentAlreadyReceived);
    spec
      .given([assigned])
      .when({ ...mark, data: { ...mark.data, paymentId: `${SP}_9` } })
      .thenThrows(NotFoundError, planMessages.paymentNotFound);
    spec
      .given([assigned])
      .when({ ...mark, data: { ...mark.data, accountId: 'acc-b' } })
      .thenThrows(NotFoundError, planMessages.paymentNotFound);
    // A provider's webhook says what it charged (issue 36): marked only for exactly the payment's value.
    spec
      .given([assigned, started])
      .when({ ...mark, data: { ...mark.data, paidAmount: 1 } })
      .thenThrows(IllegalStateError, planMessages.paidAmountMismatch);
    spec
      .given([assigned, started])
      .when({ ...mark, data: { ...mark.data, paidAmount: receivedFirst.data.value } })
      .then([receivedFirst]);
  });

  it('a status change to canceled ends a running plan with that reason', () => {
    spec
      .given([assigned, started])
      .when({
        type: 'ChangeStudentPlan',
        data: {
          ...at,
          accountId: 'acc-a',
          studentPlanId: SP,
          terms: { ...terms, endDate: '2026-06-09', status: 'canceled' },
        },
      })
      .then([
        { type: 'StudentPlanStatusChanged', data: { ...ids, from: 'active', to: 'canceled', changedAt: at.now } },
        { type: 'StudentPlanEnded', data: { ...ids, planId: 'p1', endDate: '2026-03-10', reason: 'canceled' } },
      ]);
  });

  it('a change of terms reschedules only the pending payments, keeping their ids', () => {
    const events = studentPlanDecider.decide(
      {
        type: 'ChangeStudentPlan',
        data: {
          ...at,
          accountId: 'acc-a',
          studentPlanId: SP,
          terms: { ...terms, endDate: '2026-06-09', discountType: 'fixed', discount: 6000 },
        },
      },
      [assigned, started, receivedFirst].reduce(studentPlanDecider.evolve, studentPlanDecider.initialState()),
    );
    expect(events).toEqual([
      {
        type: 'StudentPlanChanged',
        data: {
          ...ids,
          startDate: '2026-03-10',
          endDate: '2026-06-09',
          subtotal: 30000,
          discount: 6000,
          discountType: 'fixed',
          total: 24000,
          installments: 3,
          paymentMethod: 'credito',
          changedAt: at.now,
          payments: [
            { paymentId: `${SP}_1`, dueDate: '2026-04-10', value: 7500 },
            { paymentId: `${SP}_2`, dueDate: '2026-05-10', value: 7500 },
          ],
        },
      },
    ]);
  });

  it("refuses another account's student plan as missing", () => {
    spec
      .given([assigned])
      .when({ type: 'ChangeStudentPlan', data: { ...at, accountId: 'acc-b', studentPlanId: SP, terms } })
      .thenThrows(NotFoundError, planMessages.studentPlanNotFound);
  });

  it('the calendar starts a plan on its start date and expires it the day after its end date', () => {
    const future = { ...assigned, data: { ...assigned.data, startDate: '2026-04-01', endDate: '2026-04-30' } };
    const calendar = (today: string) =>
      ({
        type: 'ApplyCalendar',
        data: { now: `${today}T12:00:00.000Z`, today, accountId: 'acc-a', studentPlanId: SP },
      }) as const;
    spec.given([future]).when(calendar('2026-03-31')).thenNothingHappens();
    spec
      .given([future])
      .when(calendar('2026-04-01'))
      .then([{ type: 'StudentPlanStarted', data: { ...ids, planId: 'p1', startDate: '2026-04-01' } }]);
    const running = [
      future,
      { type: 'StudentPlanStarted' as const, data: { ...ids, planId: 'p1', startDate: '2026-04-01' } },
    ];
    spec.given(running).when(calendar('2026-04-30')).thenNothingHappens();
    spec
      .given(running)
      .when(calendar('2026-05-01'))
      .then([
        {
          type: 'StudentPlanStatusChanged',
          data: { ...ids, from: 'active', to: 'finished', changedAt: '2026-05-01T12:00:00.000Z' },
        },
        { type: 'StudentPlanEnded', data: { ...ids, planId: 'p1', endDate: '2026-04-30', reason: 'expired' } },
      ]);
  });

  it('reads the plan id back from a payment id, and nothing from a forged one', () => {
    expect(studentPlanIdOfPayment(`${SP}_2`)).toBe(SP);
    expect(studentPlanIdOfPayment('x_1')).toBeNull();
    expect(studentPlanIdOfPayment(SP)).toBeNull();
  });
});

describe('student plan form (spec 002 section 5)', () => {
  const base = { userId: 's1', planId: 'p1' };
  const issues = (input: object) =>
    studentPlanInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('defaults: installments 1, status active, no discount', () => {
    expect(studentPlanInputSchema.parse(base)).toMatchObject({
      installments: 1,
      status: 'active',
      discount: 0,
      discountType: null,
      paymentMethod: null,
      startDate: null,
    });
  });

  it("requires the payment method above one installment while active, pending or payment_pending ('Método de pagamento é obrigatório')", () => {
    for (const status of ['active', 'pending', 'payment_pending']) {
      expect(issues({ ...base, status, installments: 2 })).toEqual([
        ['paymentMethod', planMessages.paymentMethodRequired],
      ]);
    }
    expect(issues({ ...base, status: 'canceled', installments: 2 })).toBeUndefined();
    expect(issues({ ...base, installments: 2, paymentMethod: 'pix' })).toBeUndefined();
  });

  it('refuses unknown methods, statuses and discount types, a discount without a type, and an end before the start', () => {
    expect(issues({ ...base, paymentMethod: 'boleto' })).toEqual([
      ['paymentMethod', planMessages.invalidPaymentMethod],
    ]);
    expect(issues({ ...base, status: 'finished' })).toEqual([['status', planMessages.invalidStudentPlanStatus]]);
    expect(issues({ ...base, discountType: 'metade' })).toEqual([['discountType', planMessages.invalidDiscountType]]);
    expect(issues({ ...base, discount: 10 })).toEqual([['discountType', planMessages.discountWithoutType]]);
    expect(issues({ ...base, discount: 101, discountType: 'percentual' })).toEqual([
      ['discount', planMessages.invalidDiscount],
    ]);
    expect(issues({ ...base, startDate: '2026-03-10', endDate: '2026-03-09' })).toEqual([
      ['endDate', planMessages.endBeforeStart],
    ]);
    expect(issues({ ...base, planId: '' })).toEqual([['planId', 'Campo obrigatório']]);
  });
});

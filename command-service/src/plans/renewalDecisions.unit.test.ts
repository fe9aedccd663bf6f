import {
  planMessages,
  type PlanAssignedToStudent,
  type StudentPlanChanged,
  type StudentPlanPeriodOpened,
} from '@gym/contracts';
import { IllegalStateError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { studentPlanDecider } from './studentPlanDecider.ts';

const spec = deciderSpec(studentPlanDecider);
const SP = '22222222-2222-4222-8222-222222222222';
const ids = { accountId: 'acc-a', studentPlanId: SP, studentId: 's1' };
const now = '2026-01-31T12:00:00.000Z';

/** A monthly plan of R$ 100,00 in 2 installments, sold on 01/01/2026 for `cycles` periods. */
const assigned = (
  cycles: number | undefined,
  billing: Partial<PlanAssignedToStudent['data']['billing']> = {},
): PlanAssignedToStudent => ({
  type: 'PlanAssignedToStudent',
  data: {
    ...ids,
    planId: 'p1',
    name: 'Mensal',
    planColor: '#00aa00',
    planType: 'normal',
    billing: {
      recurrence: 'month',
      recurrenceValue: 1,
      billingTriggerType: 'inicio_do_periodo',
      billingTriggerDay: null,
      ...(cycles === undefined ? {} : { cycles }),
      ...billing,
    },
    status: 'active',
    startDate: '2026-01-01',
    endDate: '2026-01-31',
    subtotal: 10000,
    discount: 0,
    discountType: null,
    total: 10000,
    installments: 2,
    paymentMethod: 'credito',
    assignedAt: '2026-01-01T12:00:00.000Z',
    payments: [
      { paymentId: `${SP}_0`, dueDate: '2026-01-01', value: 5000 },
      { paymentId: `${SP}_1`, dueDate: '2026-02-01', value: 5000 },
    ],
  },
});
const open = (periodIndex: number, today: string) =>
  ({ type: 'OpenNextPeriod', data: { ...ids, periodIndex, now, today } }) as const;

const opened = (last: boolean): StudentPlanPeriodOpened => ({
  type: 'StudentPlanPeriodOpened',
  data: { ...ids, planId: 'p1', periodIndex: 1, startDate: '2026-02-01', endDate: '2026-02-28', last, openedAt: now },
});
const changed = (payments: StudentPlanChanged['data']['payments']): StudentPlanChanged => ({
  type: 'StudentPlanChanged',
  data: {
    ...ids,
    startDate: '2026-01-01',
    endDate: '2026-02-28',
    subtotal: 10000,
    discount: 0,
    discountType: null,
    total: 10000,
    installments: 2,
    paymentMethod: 'credito',
    payments,
    changedAt: now,
  },
});
// The first period's installments are not received in these givens: they stay pending beside the new ones.
const secondPeriodPayments = [
  { paymentId: `${SP}_0`, dueDate: '2026-01-01', value: 5000 },
  { paymentId: `${SP}_1`, dueDate: '2026-02-01', value: 5000 },
  { paymentId: `${SP}_2`, dueDate: '2026-02-01', value: 5000 },
  { paymentId: `${SP}_3`, dueDate: '2026-03-01', value: 5000 },
];

describe('renewals: opening the next period', () => {
  it("on the period's last day opens the next month with its installments (pending ones kept)", () => {
    spec
      .given([assigned(0)])
      .when(open(1, '2026-01-31'))
      .then([opened(false), changed(secondPeriodPayments)]);
  });

  it('marks the last period when the cycles are used up by it (cycles 2)', () => {
    spec
      .given([assigned(2)])
      .when(open(1, '2026-01-31'))
      .then([opened(true), changed(secondPeriodPayments)]);
  });

  it('opens nothing before the last day', () => {
    spec
      .given([assigned(0)])
      .when(open(1, '2026-01-30'))
      .thenNothingHappens();
  });

  it('opens a period once: a second run (same index) decides nothing', () => {
    spec
      .given([assigned(0), opened(false), changed(secondPeriodPayments)])
      .when(open(1, '2026-01-31'))
      .thenNothingHappens();
  });

  it('opens nothing for an index that is not the next one (a lagging work list)', () => {
    spec
      .given([assigned(0)])
      .when(open(2, '2026-01-31'))
      .thenNothingHappens();
  });

  it('opens nothing once the cycles are used up, for a plan sold before renewals (no cycles: one period) or cancelled', () => {
    spec
      .given([assigned(2), opened(true), changed(secondPeriodPayments)])
      .when(open(2, '2026-02-28'))
      .thenNothingHappens();
    spec
      .given([assigned(undefined)])
      .when(open(1, '2026-01-31'))
      .thenNothingHappens();
    const cancelled = {
      type: 'StudentPlanStatusChanged' as const,
      data: { ...ids, from: 'active' as const, to: 'canceled' as const, changedAt: now },
    };
    spec
      .given([assigned(0), cancelled])
      .when(open(1, '2026-01-31'))
      .thenNothingHappens();
  });

  it('dues the new period by the billing trigger: fim_do_periodo the day after it ends, dia_do_mes on day N', () => {
    const due = (billing: Partial<PlanAssignedToStudent['data']['billing']>) =>
      studentPlanDecider
        .decide(open(1, '2026-01-31'), [assigned(0, billing)].reduce(studentPlanDecider.evolve, { status: 'none' }))
        .flatMap((e) => (e.type === 'StudentPlanChanged' ? e.data.payments.slice(2).map((p) => p.dueDate) : []));
    const expectations: Array<[Partial<PlanAssignedToStudent['data']['billing']>, string[]]> = [
      [{ billingTriggerType: 'fim_do_periodo', billingTriggerDay: 0 }, ['2026-03-01', '2026-04-01']],
      [{ billingTriggerType: 'dia_do_mes', billingTriggerDay: 10 }, ['2026-02-10', '2026-03-10']],
    ];
    for (const [billing, dates] of expectations) expect(due(billing)).toEqual(dates);
  });

  it('the calendar does not expire a plan whose next period is due (the renewal job ran late)', () => {
    spec
      .given([assigned(0)])
      .when({ type: 'ApplyCalendar', data: { ...ids, now, today: '2026-02-01' } })
      .thenNothingHappens();
  });

  it('the calendar expires the last period the day after it ends: Finalizado, and StudentPlanEnded (end_plan)', () => {
    const started = { type: 'StudentPlanStarted' as const, data: { ...ids, planId: 'p1', startDate: '2026-01-01' } };
    spec
      .given([assigned(2), started, opened(true), changed(secondPeriodPayments)])
      .when({ type: 'ApplyCalendar', data: { ...ids, now, today: '2026-03-01' } })
      .then([
        {
          type: 'StudentPlanStatusChanged',
          data: { ...ids, from: 'active', to: 'finished', changedAt: now },
        },
        // The campaign engine's end_plan trigger listens to this event (campaign-engine/src/rules/triggers.ts).
        {
          type: 'StudentPlanEnded',
          data: { ...ids, planId: 'p1', endDate: '2026-02-28', reason: 'expired' },
        },
      ]);
  });
});

describe('renewals: staff cancel the renewal', () => {
  const cancel = { type: 'CancelRenewal', data: { ...ids, now, today: '2026-01-20' } } as const;
  const cancelled = {
    type: 'StudentPlanRenewalCancelled' as const,
    data: { ...ids, planId: 'p1', endDate: '2026-01-31', cancelledAt: now },
  };

  it('records the cancellation; the plan then ends at its period end and no period opens', () => {
    spec
      .given([assigned(0)])
      .when(cancel)
      .then([cancelled]);
    spec
      .given([assigned(0), cancelled])
      .when(open(1, '2026-01-31'))
      .thenNothingHappens();
    spec
      .given([assigned(0), cancelled])
      .when({ type: 'ApplyCalendar', data: { ...ids, now, today: '2026-02-01' } })
      .then([{ type: 'StudentPlanStatusChanged', data: { ...ids, from: 'active', to: 'finished', changedAt: now } }]);
  });

  it('a second cancellation decides nothing; a plan in its last cycle has no renewal to cancel', () => {
    spec
      .given([assigned(0), cancelled])
      .when(cancel)
      .thenNothingHappens();
    spec
      .given([assigned(1)])
      .when(cancel)
      .thenThrows(IllegalStateError, planMessages.noRenewalToCancel);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultEndDate, firstDueDate, schedulePayments, splitCents } from './paymentSchedule.ts';

const monthly = {
  recurrence: 'month' as const,
  recurrenceValue: 1,
  billingTriggerType: 'inicio_do_periodo' as const,
  billingTriggerDay: null,
};

describe('payment schedule', () => {
  it('splits cents so the parts add up exactly, remainder first', () => {
    expect(splitCents(10000, 3)).toEqual([3334, 3333, 3333]);
  });

  it('ends the first period the day before the next one starts', () => {
    expect(defaultEndDate('2026-01-31', monthly)).toBe('2026-02-27');
    expect(defaultEndDate('2026-01-10', { ...monthly, recurrence: 'week', recurrenceValue: 2 })).toBe('2026-01-23');
    expect(defaultEndDate('2026-01-10', { ...monthly, recurrence: null })).toBeNull();
  });

  it('dates the first payment by the billing trigger', () => {
    expect(firstDueDate('2026-03-10', '2026-04-09', monthly)).toBe('2026-03-10');
    expect(firstDueDate('2026-03-10', '2026-04-09', { ...monthly, billingTriggerDay: 5 })).toBe('2026-03-15');
    expect(firstDueDate('2026-03-10', '2026-04-09', { ...monthly, billingTriggerType: 'fim_do_periodo' })).toBe(
      '2026-04-10',
    );
    expect(
      firstDueDate('2026-03-10', null, { ...monthly, billingTriggerType: 'dia_do_mes', billingTriggerDay: 5 }),
    ).toBe('2026-04-05');
    expect(
      firstDueDate('2026-03-10', null, { ...monthly, billingTriggerType: 'dia_do_mes', billingTriggerDay: 20 }),
    ).toBe('2026-03-20');
    expect(
      firstDueDate('2026-02-10', null, { ...monthly, billingTriggerType: 'dia_do_mes', billingTriggerDay: 31 }),
    ).toBe('2026-02-28');
  });

  it('schedules monthly installments, spreading what is still owed over the installments left', () => {
    let n = 0;
    const newId = () => `p${n++}`;
    expect(
      schedulePayments({
        total: 27000,
        installments: 3,
        firstDue: '2026-01-31',
        receivedCount: 0,
        receivedTotal: 0,
        reuseIds: [],
        newId,
      }),
    ).toEqual([
      { paymentId: 'p0', dueDate: '2026-01-31', value: 9000 },
      { paymentId: 'p1', dueDate: '2026-02-28', value: 9000 },
      { paymentId: 'p2', dueDate: '2026-03-31', value: 9000 },
    ]);
    expect(
      schedulePayments({
        total: 24000,
        installments: 3,
        firstDue: '2026-01-31',
        receivedCount: 1,
        receivedTotal: 9000,
        reuseIds: ['p1', 'p2'],
        newId,
      }),
    ).toEqual([
      { paymentId: 'p1', dueDate: '2026-02-28', value: 7500 },
      { paymentId: 'p2', dueDate: '2026-03-31', value: 7500 },
    ]);
    expect(
      schedulePayments({
        total: 0,
        installments: 1,
        firstDue: '2026-01-31',
        receivedCount: 0,
        receivedTotal: 0,
        reuseIds: [],
        newId,
      }),
    ).toEqual([]);
  });
});

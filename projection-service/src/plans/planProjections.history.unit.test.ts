import { handlerFor, type Projection, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { billingTotalsProjection } from './billingProjection.ts';
import { plansProjection } from './plansProjection.ts';
import { studentPlansProjection } from './studentPlansProjection.ts';

// The catalogue, the planos panel and the billing total as later events (and replays) leave them.
let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'x',
    streamRevision: 0,
    position,
    recordedAt: '2026-03-10T12:00:00.000Z',
  };
}
function project<D extends { id: string }>(
  projection: Projection<D>,
  events: RecordedEvent[],
  start: D | null = null,
): D | null {
  return events.reduce<D | null>(
    (doc, event) => handlerFor(projection.handlers, event.type)!.update(doc, event),
    start,
  );
}

describe('plans projection (the catalogue)', () => {
  const plan = { name: 'Mensal Plus', code: 'abc', value: 9990 };
  const created = recorded('PlanCreated', {
    accountId: 'a1',
    planId: 'p1',
    plan,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const changed = recorded('PlanChanged', {
    accountId: 'a1',
    planId: 'p1',
    plan: { ...plan, name: 'Anual' },
    changedAt: '2026-01-02T00:00:00.000Z',
  });
  const archived = recorded('PlanArchived', { accountId: 'a1', planId: 'p1', archivedAt: '2026-01-03T00:00:00.000Z' });

  it('given a plan created, then listed under its id, sorted by its lower-case name, not archived', () => {
    for (const e of [created, changed, archived])
      expect(handlerFor(plansProjection.handlers, e.type)!.ids(e)).toEqual(['p1']);
    expect(project(plansProjection, [created])).toMatchObject({
      id: 'p1',
      accountId: 'a1',
      name: 'Mensal Plus',
      sortName: 'mensal plus',
      archived: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('given a change then an archive, then the new name sorts it and it leaves the list of active plans', () => {
    expect(project(plansProjection, [created, changed])).toMatchObject({
      name: 'Anual',
      sortName: 'anual',
      archived: false,
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(project(plansProjection, [created, changed, archived])).toMatchObject({
      name: 'Anual',
      archived: true,
      updatedAt: '2026-01-03T00:00:00.000Z',
    });
  });

  it('is safe to apply twice, and a change or archive with no document creates none', () => {
    const doc = project(plansProjection, [created, changed]);
    expect(project(plansProjection, [created], doc)).toEqual(doc);
    expect(project(plansProjection, [changed])).toBeNull();
    expect(project(plansProjection, [archived])).toBeNull();
  });
});

describe('studentPlans projection: later events', () => {
  const ids = { accountId: 'a1', studentPlanId: 'sp1', studentId: 's1' };
  const assigned = recorded('PlanAssignedToStudent', {
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
    },
    status: 'active',
    startDate: '2026-03-10',
    endDate: '2026-05-09',
    subtotal: 10000,
    discount: 0,
    discountType: null,
    total: 10000,
    installments: 2,
    paymentMethod: 'pix',
    assignedAt: '2026-03-10T12:00:00.000Z',
    payments: [
      { paymentId: 'sp1_0', dueDate: '2026-03-10', value: 5000 },
      { paymentId: 'sp1_1', dueDate: '2026-04-10', value: 5000 },
    ],
  });
  const received = recorded('PaymentMarkedReceived', {
    ...ids,
    paymentId: 'sp1_0',
    value: 5000,
    dueDate: '2026-03-10',
    paymentMethod: 'pix',
    receivedAt: '2026-03-10T12:00:00Z',
    receivedOn: '2026-03-10',
  });
  const changed = recorded('StudentPlanChanged', {
    ...ids,
    startDate: '2026-03-10',
    endDate: '2026-05-09',
    subtotal: 10000,
    discount: 0,
    discountType: null,
    total: 10000,
    installments: 3,
    paymentMethod: 'credito',
    changedAt: 't',
    payments: [
      { paymentId: 'sp1_1', dueDate: '2026-04-10', value: 2500 },
      { paymentId: 'sp1_2', dueDate: '2026-05-10', value: 2500 },
    ],
  });
  const frozen = recorded('StudentPlanFrozen', {
    ...ids,
    planId: 'p1',
    startDate: '2026-04-01',
    endDate: '2026-04-10',
    days: 10,
    reason: 'Férias',
    frozenAt: 't',
    planEndDate: '2026-05-19',
    payments: [{ paymentId: 'sp1_1', dueDate: '2026-04-20', value: 5000 }],
  });
  const freezeEnded = recorded('StudentPlanFreezeEnded', {
    ...ids,
    planId: 'p1',
    endedOn: '2026-04-05',
    early: true,
    unusedDays: 5,
    planEndDate: '2026-05-14',
    payments: [{ paymentId: 'sp1_1', dueDate: '2026-04-15', value: 5000 }],
  });
  const payments = (
    doc: { planPayments: readonly { id: string; date: string; value: number; received: boolean }[] } | null,
  ) => doc?.planPayments.map((p) => [p.id, p.date, p.value, p.received]);

  it('given a received payment, when the terms change, then it stays received and the pending ones are replaced', () => {
    const doc = project(studentPlansProjection, [assigned, received, changed]);
    expect(doc).toMatchObject({ installments: 3, paymentMethod: 'credito' });
    expect(payments(doc)).toEqual([
      ['sp1_0', '2026-03-10', 5000, true],
      ['sp1_1', '2026-04-10', 2500, false],
      ['sp1_2', '2026-05-10', 2500, false],
    ]);
  });

  it('given a received payment, when frozen and when the freeze ends, then it stays received and the pending ones move', () => {
    const doc = project(studentPlansProjection, [assigned, received, frozen]);
    expect(doc).toMatchObject({ endDate: '2026-05-19', frozenUntil: '2026-04-10' });
    expect(payments(doc)).toEqual([
      ['sp1_0', '2026-03-10', 5000, true],
      ['sp1_1', '2026-04-20', 5000, false],
    ]);
    const ended = project(studentPlansProjection, [freezeEnded], doc);
    expect(ended).toMatchObject({ endDate: '2026-05-14', freeze: null, frozenUntil: null });
    expect(payments(ended)).toEqual([
      ['sp1_0', '2026-03-10', 5000, true],
      ['sp1_1', '2026-04-15', 5000, false],
    ]);
  });

  it('given a start then an end, then the plan shows started then not; events with no document create none', () => {
    const start = recorded('StudentPlanStarted', { ...ids, planId: 'p1', startDate: '2026-03-10' });
    const end = recorded('StudentPlanEnded', { ...ids, planId: 'p1', endDate: '2026-05-09', reason: 'expired' });
    expect(project(studentPlansProjection, [assigned, start])).toMatchObject({ started: true });
    expect(project(studentPlansProjection, [assigned, start, end])).toMatchObject({ started: false });
    for (const e of [start, end, changed, frozen, freezeEnded, received])
      expect(project(studentPlansProjection, [e]), e.type).toBeNull();
  });
});

describe('billing total: replays', () => {
  it('given the last payment replayed, then the total does not count it twice', () => {
    const pay = (paymentId: string, value: number) =>
      recorded('PaymentMarkedReceived', {
        accountId: 'a1',
        studentPlanId: 'sp1',
        studentId: 's1',
        paymentId,
        value,
        dueDate: '2026-03-10',
        paymentMethod: 'pix',
        receivedAt: 't',
        receivedOn: '2026-03-10',
      });
    const events = [pay('x_0', 5000), pay('x_1', 2500)];
    expect(handlerFor(billingTotalsProjection.handlers, 'PaymentMarkedReceived')!.ids(events[0]!)).toEqual(['a1']);
    const total = project(billingTotalsProjection, events);
    expect(total).toMatchObject({ total: 7500, payments: 2 });
    expect(project(billingTotalsProjection, [events[1]!], total)).toEqual(total);
  });
});

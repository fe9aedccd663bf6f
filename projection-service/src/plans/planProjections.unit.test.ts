import type { StudentDoc } from '@gym/contracts';
import { handlerFor, type Projection, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { studentsProjection } from '../students/studentsProjection.ts';
import { billingDaysProjection, billingTotalsProjection } from './billingProjection.ts';
import { studentPlansProjection } from './studentPlansProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'studentPlan-x',
    streamRevision: 0,
    position,
    recordedAt: '2026-03-10T12:00:00.000Z',
  };
}

/** Feeds events through a projection's update functions the way the runner does (one document). */
function project<D extends { id: string }>(
  projection: Projection<D>,
  events: RecordedEvent[],
  start: D | null = null,
): D | null {
  return events.reduce<D | null>(
    (doc, event) =>
      handlerFor(projection.handlers, event.type)?.update(doc, event) ??
      (handlerFor(projection.handlers, event.type) ? null : doc),
    start,
  );
}

const assigned = (
  studentPlanId: string,
  planType = 'normal',
  status = 'active',
  assignedAt = '2026-03-10T12:00:00.000Z',
) =>
  recorded('PlanAssignedToStudent', {
    accountId: 'a1',
    studentPlanId,
    studentId: 's1',
    planId: 'p1',
    name: 'Mensal',
    planColor: '#00aa00',
    planType,
    billing: {
      recurrence: 'month',
      recurrenceValue: 1,
      billingTriggerType: 'inicio_do_periodo',
      billingTriggerDay: null,
    },
    status,
    startDate: '2026-03-10',
    endDate: '2026-04-09',
    subtotal: 10000,
    discount: 0,
    discountType: null,
    total: 10000,
    installments: 2,
    paymentMethod: 'pix',
    assignedAt,
    payments: [
      { paymentId: `${studentPlanId}_0`, dueDate: '2026-03-10', value: 5000 },
      { paymentId: `${studentPlanId}_1`, dueDate: '2026-04-10', value: 5000 },
    ],
  });
const statusChanged = (studentPlanId: string, to: string) =>
  recorded('StudentPlanStatusChanged', {
    accountId: 'a1',
    studentPlanId,
    studentId: 's1',
    from: 'active',
    to,
    changedAt: 't',
  });
const received = (paymentId: string, value: number, receivedOn: string, accountId = 'a1') =>
  recorded('PaymentMarkedReceived', {
    accountId,
    studentPlanId: 'sp1',
    studentId: 's1',
    paymentId,
    value,
    dueDate: receivedOn,
    paymentMethod: 'pix',
    receivedAt: `${receivedOn}T12:00:00Z`,
    receivedOn,
  });

describe('studentPlans projection', () => {
  it('lists a sold plan with its payments, moves it between ativados and desativados, and marks payments received', () => {
    const doc = project(studentPlansProjection, [assigned('sp1'), received('sp1_0', 5000, '2026-03-10')]);
    expect(doc).toMatchObject({ id: 'sp1', userId: 's1', status: 'active', enabled: 1, total: 10000 });
    expect(doc?.planPayments.map((p) => [p.id, p.value, p.received])).toEqual([
      ['sp1_0', 5000, true],
      ['sp1_1', 5000, false],
    ]);
    expect(project(studentPlansProjection, [statusChanged('sp1', 'canceled')], doc)).toMatchObject({
      status: 'canceled',
      enabled: 0,
    });
  });

  it('shows a freeze with the moved dates, and clears it when the freeze ends', () => {
    const ids = { accountId: 'a1', studentPlanId: 'sp3', studentId: 's1', planId: 'p1' };
    const frozen = project(studentPlansProjection, [
      assigned('sp3'),
      recorded('StudentPlanFrozen', {
        ...ids,
        startDate: '2026-03-15',
        endDate: '2026-04-03',
        days: 20,
        reason: 'Viagem',
        planEndDate: '2026-04-29',
        payments: [{ paymentId: 'sp3_1', dueDate: '2026-04-30', value: 5000 }],
        frozenAt: 't',
      }),
    ]);
    expect(frozen).toMatchObject({
      endDate: '2026-04-29',
      frozenUntil: '2026-04-03',
      freeze: { startDate: '2026-03-15', endDate: '2026-04-03', days: 20, reason: 'Viagem' },
    });
    expect(frozen?.planPayments.map((p) => [p.id, p.date])).toEqual([['sp3_1', '2026-04-30']]);
    const thawed = project(
      studentPlansProjection,
      [
        recorded('StudentPlanFreezeEnded', {
          ...ids,
          endedOn: '2026-03-24',
          early: true,
          unusedDays: 10,
          planEndDate: '2026-04-19',
          payments: [{ paymentId: 'sp3_1', dueDate: '2026-04-20', value: 5000 }],
        }),
      ],
      frozen,
    );
    expect(thawed).toMatchObject({
      endDate: '2026-04-19',
      frozenUntil: null,
      freeze: null,
      planPayments: [{ id: 'sp3_1', date: '2026-04-20', received: false }],
    });
  });

  it('is safe to apply twice', () => {
    const event = assigned('sp2');
    const once = project(studentPlansProjection, [event]);
    expect(project(studentPlansProjection, [event], once)).toEqual(once);
  });
});

describe('billing per-day totals', () => {
  it('adds received money to its São Paulo day and to the account total, once per event', () => {
    const events = [received('x_0', 5000, '2026-03-10'), received('x_1', 2550, '2026-03-10')];
    const day = project(billingDaysProjection, events);
    expect(handlerFor(billingDaysProjection.handlers, 'PaymentMarkedReceived')!.ids(events[0]!)).toEqual([
      'a1:2026-03-10',
    ]);
    expect(day).toMatchObject({ id: 'a1:2026-03-10', accountId: 'a1', day: '2026-03-10', total: 7550, payments: 2 });
    expect(project(billingDaysProjection, events, day)).toEqual(day);
    const total = project(billingTotalsProjection, [...events, received('x_2', 100, '2026-03-11')]);
    expect(total).toMatchObject({ id: 'a1', total: 7650, payments: 3 });
  });
});

describe('student list plan columns (spread into the students projection)', () => {
  const student = {
    id: 's1',
    accountId: 'a1',
    planType: 'Sem Plano',
    planColor: null,
    hasActivePlan: false,
    gympassEnabled: false,
    totalpassEnabled: false,
  } as unknown as StudentDoc;
  const columns = (doc: StudentDoc | null) =>
    doc && {
      planType: doc.planType,
      planColor: doc.planColor,
      hasActivePlan: doc.hasActivePlan,
      gympassEnabled: doc.gympassEnabled,
      totalpassEnabled: doc.totalpassEnabled,
    };

  it('labels by priority Gympass, Totalpass, Plano Normal, coloured with the plan colour', () => {
    expect(columns(project(studentsProjection, [assigned('n1')], student))).toEqual({
      planType: 'Plano Normal',
      planColor: '#00aa00',
      hasActivePlan: true,
      gympassEnabled: false,
      totalpassEnabled: false,
    });
    expect(
      columns(
        project(studentsProjection, [assigned('n1'), assigned('t1', 'totalpass'), assigned('g1', 'gympass')], student),
      ),
    ).toEqual({
      planType: 'Gympass',
      planColor: '#00aa00',
      hasActivePlan: true,
      gympassEnabled: true,
      totalpassEnabled: true,
    });
  });

  it('an active plan wins over an inactive one; with none active the label stays, grey (hasActivePlan false)', () => {
    const events = [assigned('g1', 'gympass', 'canceled'), assigned('n1')];
    expect(columns(project(studentsProjection, events, student))).toMatchObject({
      planType: 'Plano Normal',
      hasActivePlan: true,
      gympassEnabled: false,
    });
    expect(columns(project(studentsProjection, [...events, statusChanged('n1', 'finished')], student))).toMatchObject({
      planType: 'Gympass',
      hasActivePlan: false,
    });
  });

  it('leaves a deleted student deleted', () => {
    expect(project(studentsProjection, [assigned('n1')], null)).toBeNull();
  });
});

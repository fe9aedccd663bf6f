import type { BillingRecoveryEventDoc, RecurringBillingDoc } from '@gym/contracts';
import { handlerFor, type Projection, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { billingRecoveryEventsProjection, recurringBillingProjection } from './recurringBillingProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'recurringBilling-sp',
    streamRevision: 0,
    position,
    recordedAt: '2026-03-10T12:00:00.000Z',
  };
}

/** Feeds events through a projection's update functions as the runner does (one document per id). */
function project<D extends { id: string }>(projection: Projection<D>, events: RecordedEvent[]): Map<string, D> {
  const docs = new Map<string, D>();
  for (const event of events) {
    const handler = handlerFor(projection.handlers, event.type);
    if (!handler) continue;
    for (const id of handler.ids(event)) {
      const next = handler.update(docs.get(id) ?? null, event);
      if (next) docs.set(id, next);
      else docs.delete(id);
    }
  }
  return docs;
}

const ids = { accountId: 'acc', studentPlanId: 'sp', studentId: 'st' };
const payment = (n: number) => ({ paymentId: `sp_${n}`, dueDate: `2026-0${n + 1}-10`, value: 1000 });
const saved = recorded('CardOnFileSaved', {
  ...ids,
  customerRef: 'cus_1',
  brand: 'visa',
  last4: '1111',
  source: 'checkout',
  openPayments: [payment(0), payment(1), payment(2)],
  savedAt: '2026-01-01T12:00:00.000Z',
});
const approved0 = recorded('RecurringChargeApproved', {
  ...ids,
  paymentId: 'sp_0',
  attempt: 0,
  amount: 1000,
  chargeId: 'ch',
  via: 'schedule',
  chargedAt: 'x',
  chargedOn: '2026-01-10',
});
const failed1 = recorded('RecurringChargeFailed', {
  ...ids,
  paymentId: 'sp_1',
  attempt: 0,
  amount: 1000,
  code: 'insufficient_funds',
  message: 'Saldo insuficiente.',
  via: 'schedule',
  failedAt: 'x',
  failedOn: '2026-02-10',
  firstFailedOn: '2026-02-10',
  nextRetryOn: '2026-02-11',
  overduePayments: 1,
});
const retried1 = recorded('RecurringChargeFailed', {
  ...(failed1.data as object),
  attempt: 1,
  failedOn: '2026-02-11',
  nextRetryOn: '2026-02-14',
});
const recovered1 = recorded('OverduePaymentRecovered', {
  ...ids,
  paymentId: 'sp_1',
  amount: 1000,
  via: 'manual',
  recoveredAt: 'x',
  recoveredOn: '2026-02-12',
});

describe('recurringBilling read model', () => {
  it('keeps the work list day and the overdue figures, the same when every event is applied twice', () => {
    const events = [saved, approved0, failed1, retried1];
    const once = project(recurringBillingProjection, events).get('sp') as RecurringBillingDoc;
    expect(once).toMatchObject({ nextChargeOn: '2026-02-14', overdue: 1, overdueAmount: 1000, cancelled: false });
    expect(once.payments.map((p) => p.state)).toEqual(['paid', 'open', 'open']);
    const twice = project(
      recurringBillingProjection,
      events.flatMap((e) => [e, e]),
    ).get('sp');
    expect(twice).toEqual(once);
  });

  it('drops a plan from the work list when it is cancelled or no longer active, and a payment received by staff', () => {
    const cancelled = recorded('PlanCancelledForNonPayment', {
      ...ids,
      planId: 'p',
      overduePaymentIds: ['sp_1'],
      cancelledAt: 'x',
      cancelledOn: '2026-02-14',
    });
    expect(project(recurringBillingProjection, [saved, failed1, cancelled]).get('sp')?.nextChargeOn).toBeNull();
    const finished = recorded('StudentPlanStatusChanged', { ...ids, from: 'active', to: 'finished', changedAt: 'x' });
    expect(project(recurringBillingProjection, [saved, finished]).get('sp')?.nextChargeOn).toBeNull();
    const received = recorded('PaymentMarkedReceived', {
      ...ids,
      paymentId: 'sp_1',
      value: 1000,
      dueDate: '2026-02-10',
      paymentMethod: 'credito',
      receivedAt: 'x',
      receivedOn: '2026-02-12',
    });
    const doc = project(recurringBillingProjection, [saved, approved0, failed1, received]).get('sp');
    expect(doc).toMatchObject({ overdue: 0, nextChargeOn: '2026-03-10' });
  });

  it('a plan never put on a card has no document', () => {
    const finished = recorded('StudentPlanStatusChanged', { ...ids, from: 'active', to: 'finished', changedAt: 'x' });
    expect(project(recurringBillingProjection, [finished]).size).toBe(0);
  });
});

describe('billingRecoveryEvents read model', () => {
  it('counts a payment’s first failure once (not its retries) and its recovery, twice applied or not', () => {
    const events = [failed1, retried1, recovered1];
    const rows = [
      ...project(
        billingRecoveryEventsProjection,
        events.flatMap((e) => [e, e]),
      ).values(),
    ];
    expect(rows.map((r: BillingRecoveryEventDoc) => [r.kind, r.day, r.amount])).toEqual([
      ['failed', '2026-02-10', 1000],
      ['recovered', '2026-02-12', 1000],
    ]);
  });
});

import { handlerFor, projectInMemory, type DocsInMemory, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import {
  accountInvoicesProjection,
  accountPlanRelationshipsProjection,
  accountUsageProjection,
  meteredUsage,
  usageAsOf,
  usageMemberId,
  type AccountUsageDoc,
  type RelationshipReadDoc,
} from './accountPlanProjections.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 's',
    streamRevision: 0,
    position,
    // The store's own time: the meters must not use it (the data carry the injected clock's time).
    recordedAt: '2030-01-01T00:00:00.000Z',
  };
}
const projectWith =
  <D extends { id: string }>(projection: { handlers: object }) =>
  (events: RecordedEvent[], start: D | null = null) =>
    events.reduce<D | null>(
      (doc, event) => (handlerFor(projection.handlers as never, event.type) as any)?.update(doc, event) ?? doc,
      start,
    );
/** The usage collection as the runner leaves it: every document the events touched, through the kernel's own loop. */
const usageTargets = [{ projection: accountUsageProjection, collection: 'accountUsage' }];
function projectUsage(events: RecordedEvent[], memory: DocsInMemory = new Map()): DocsInMemory {
  projectInMemory(memory, usageTargets, events);
  return memory;
}
const usageOf = (memory: DocsInMemory) => (memory.get('accountUsage')?.get('acc1') ?? null) as AccountUsageDoc | null;
const project = (events: RecordedEvent[]) => usageOf(projectUsage(events));

const profile = (status: string) => ({
  name: 'A',
  lastName: 'B',
  email: 'a@b.co',
  phone: null,
  cpf: null,
  gender: 'Feminino',
  birthdate: null,
  gympassId: null,
  height: null,
  status,
  avatarUrl: null,
});
const registered = (id: string, at: string, status = 'ativo', rule = 'student') =>
  recorded('StudentRegistered', {
    accountId: 'acc1',
    studentId: id,
    profile: profile(status),
    rule,
    origin: 'panel',
    registeredAt: at,
  });
const updated = (id: string, at: string, status: string) =>
  recorded('StudentProfileUpdated', { accountId: 'acc1', studentId: id, profile: profile(status), updatedAt: at });

describe('usage meters (accountUsage)', () => {
  const events = [
    registered('s1', '2026-01-05T15:00:00.000Z'),
    registered('s2', '2026-01-05T16:00:00.000Z'),
    registered('coach', '2026-01-05T16:00:00.000Z', 'ativo', 'coach'),
    registered('s3', '2026-01-06T12:00:00.000Z', 'pendente'),
    recorded('BranchCreated', {
      accountId: 'acc1',
      branchId: 'b1',
      code: 'centro',
      fields: {},
      createdAt: '2026-01-06T12:00:00.000Z',
    }),
    recorded('CheckoutPurchaseCompleted', {
      accountId: 'acc1',
      amount: 15_000,
      completedAt: '2026-01-07T12:00:00.000Z',
    }),
    updated('s3', '2026-01-08T12:00:00.000Z', 'ativo'),
    updated('coach', '2026-01-08T12:00:00.000Z', 'ativo'),
    updated('s1', '2026-01-09T12:00:00.000Z', 'inativo'),
    recorded('StudentDeleted', { accountId: 'acc1', studentId: 's2', deletedAt: '2026-01-10T12:00:00.000Z' }),
    recorded('CheckoutPurchaseCompleted', {
      accountId: 'acc1',
      amount: 5_000,
      completedAt: '2026-01-10T13:00:00.000Z',
    }),
  ];
  const doc = project(events)!;

  it('counts active students (not staff), branches and online revenue day by day', () => {
    expect(usageAsOf(doc, '2026-01-05')).toEqual({ users: 0, filials: 0, revenueCents: 0 });
    expect(usageAsOf(doc, '2026-01-06')).toEqual({ users: 2, filials: 0, revenueCents: 0 });
    expect(usageAsOf(doc, '2026-01-08')).toEqual({ users: 2, filials: 1, revenueCents: 15_000 });
    expect(usageAsOf(doc, '2026-01-09')).toEqual({ users: 3, filials: 1, revenueCents: 15_000 });
    expect(usageAsOf(doc, '2026-01-11')).toEqual({ users: 1, filials: 1, revenueCents: 20_000 });
    expect(meteredUsage(doc, '2026-01-08', '2026-01-11')).toEqual({ users: 1, filials: 1, revenueCents: 5_000 });
  });

  it('uses the time in the event data, in São Paulo days (23:30 -03:00 is still that day)', () => {
    const late = project([registered('x', '2026-01-06T02:30:00.000Z')])!;
    expect(late.history.map((h) => h.day)).toEqual(['2026-01-05']);
  });

  it('keeps one entry per day, and applying an event twice changes nothing', () => {
    expect(doc.history.map((h) => h.day)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
    ]);
    const memory = projectUsage(events);
    const before = structuredClone([...(memory.get('accountUsage') ?? new Map())]);
    projectUsage(events.slice(-3), memory);
    expect([...(memory.get('accountUsage') ?? new Map())]).toEqual(before);
  });

  it('keeps counters and one row per member, not a set of every member in the account document', () => {
    const memory = projectUsage(events);
    expect(usageOf(memory)).toMatchObject({ users: 1, staff: 1, filials: 1, revenueCents: 20_000 });
    const rows = memory.get('accountUsage');
    expect(rows?.get(usageMemberId('acc1', 's1'))).toMatchObject({ kind: 'inactive' });
    expect(rows?.get(usageMemberId('acc1', 's3'))).toMatchObject({ kind: 'active' });
    expect(rows?.get(usageMemberId('acc1', 'coach'))).toMatchObject({ kind: 'staff' });
    expect(rows?.has(usageMemberId('acc1', 's2'))).toBe(false);
    expect(JSON.stringify(usageOf(memory))).not.toContain('s3');
  });

  it('counts a member once however often the same status is saved, and a deleted member not at all', () => {
    const memory = projectUsage([
      registered('a', '2026-02-01T12:00:00.000Z'),
      updated('a', '2026-02-01T13:00:00.000Z', 'ativo'),
      updated('a', '2026-02-01T14:00:00.000Z', 'ativo'),
      updated('a', '2026-02-02T12:00:00.000Z', 'inativo'),
      updated('a', '2026-02-02T13:00:00.000Z', 'inativo'),
      updated('a', '2026-02-03T12:00:00.000Z', 'ativo'),
    ]);
    expect(usageOf(memory)?.history.map((h) => h.users)).toEqual([1, 0, 1]);
    projectUsage(
      [recorded('StudentDeleted', { accountId: 'acc1', studentId: 'a', deletedAt: '2026-02-04T12:00:00.000Z' })],
      memory,
    );
    expect(usageOf(memory)?.users).toBe(0);
  });

  it('replaying the whole log gives the same meters (what makes invoices reproducible)', () => {
    expect(project(events)).toEqual(doc);
  });
});

describe('subscriptions and invoices read models', () => {
  const plan = {
    name: 'Pro',
    code: 'pro',
    status: 'active',
    recurrence: 'monthly',
    recurrenceQuantity: 1,
    planType: 'users',
    planTypeValue: 50,
    maxInstallments: 1,
    accountType: null,
    value: 10_000,
    billingTriggerType: 'end_of_period',
    billingTriggerDay: null,
    cycles: 2,
    accountPlanPricingRules: [],
  };
  const saved = recorded('AccountPlanRelationshipSaved', {
    relationshipId: 'r1',
    relationship: {
      accountId: 'acc1',
      accountPlanId: 'p1',
      status: 'active',
      plan,
      startPlan: '2026-01-15',
      installments: 1,
      discountType: null,
      discountValue: 0,
      store: 'mundipagg',
      paymentMethod: 'boleto',
    },
    savedAt: '2026-01-10T12:00:00.000Z',
  });
  const issued = (k: number) =>
    recorded('AccountInvoiceIssued', {
      invoiceId: `i${k}`,
      accountId: 'acc1',
      relationshipId: 'r1',
      periodIndex: k,
      periodStart: '2026-01-15',
      dueDate: '2026-02-25',
    });
  const rels = projectWith<RelationshipReadDoc>(accountPlanRelationshipsProjection);

  it('moves the next invoice day on with each invoice and stops after the last cycle', () => {
    expect(rels([saved])!.nextInvoiceDay).toBe('2026-02-15');
    expect(rels([saved, issued(0)])!.nextInvoiceDay).toBe('2026-03-15');
    expect(rels([saved, issued(0), issued(0)])!.nextPeriod).toBe(1);
    expect(rels([saved, issued(0), issued(1)])!.nextInvoiceDay).toBeNull();
  });

  it('an invoice goes pending, then overdue or paid; overdue never overwrites paid', () => {
    const inv = projectWith<any>(accountInvoicesProjection);
    const overdue = recorded('AccountInvoiceBecameOverdue', {
      invoiceId: 'i0',
      accountId: 'acc1',
      overdueOn: '2026-02-26',
    });
    const paid = recorded('AccountInvoicePaid', {
      invoiceId: 'i0',
      accountId: 'acc1',
      paidAt: '2026-02-27T10:00:00.000Z',
    });
    expect(inv([issued(0)]).status).toBe('pending');
    expect(inv([issued(0), overdue]).status).toBe('overdue');
    expect(inv([issued(0), overdue, paid])).toMatchObject({ status: 'paid', paidAt: '2026-02-27T10:00:00.000Z' });
    expect(inv([issued(0), paid, overdue]).status).toBe('paid');
  });
});

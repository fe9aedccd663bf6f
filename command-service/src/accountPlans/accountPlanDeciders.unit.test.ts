import { accountPlanInputSchema, billingPeriod, invoiceDay } from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import {
  accountPlanDecider,
  categoryDecider,
  invoiceDecider,
  invoiceOf,
  relationshipDecider,
  relationshipPrice,
} from './accountPlanDeciders.ts';
import { planFields, planInput, relationshipFields } from './accountPlans.testkit.ts';

const rule = (metricType: string, order?: number) => ({ metricType, metricThreshold: 100, basePrice: 40_000, order });
const saved = '2026-01-10T12:00:00.000Z';

describe('account plan decider', () => {
  const spec = deciderSpec(accountPlanDecider);
  it('saves a plan with its pricing rules in order, ids and order filled in', () => {
    const input = planInput({ accountPlanPricingRules: [rule('filials', 2), rule('users', 1)] });
    const events = accountPlanDecider.decide(
      { type: 'SaveAccountPlan', data: { accountPlanId: 'p1', input, savedAt: saved } },
      { plan: null },
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.data.plan.accountPlanPricingRules.map((r) => [r.metricType, r.order, r.id])).toEqual([
      ['users', 1, 'p1:users'],
      ['filials', 2, 'p1:filials'],
    ]);
    expect(events[0]!.data.plan.code).toBe('plano-pro');
  });
  it('refuses a fourth pricing rule and a second rule for one metric', () => {
    const four = planInput({
      accountPlanPricingRules: [rule('users'), rule('filials'), rule('revenue_payment_online'), rule('users')],
    });
    spec
      .given([])
      .when({ type: 'SaveAccountPlan', data: { accountPlanId: 'p1', input: four, savedAt: saved } })
      .thenThrows(ValidationError, 'Máximo de 3 regras de preço');
    const twice = planInput({ accountPlanPricingRules: [rule('users'), rule('users')] });
    const error = (() => {
      try {
        accountPlanDecider.decide(
          { type: 'SaveAccountPlan', data: { accountPlanId: 'p1', input: twice, savedAt: saved } },
          { plan: null },
        );
      } catch (e) {
        return e as ValidationError;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error!.message).toBe('Já existe uma regra para Usuários. Máximo 1 regra por métrica.');
  });
  it('needs the billing day only for day_of_month; defaults for recurrence quantity, installments and cycles', () => {
    expect(() => planFields({ billingTriggerType: 'day_of_month' })).toThrow(ValidationError);
    expect(planFields({ billingTriggerType: 'day_of_month', billingTriggerDay: 5 }).billingTriggerDay).toBe(5);
    expect(planFields({ billingTriggerDay: 5 }).billingTriggerDay).toBeNull();
    const plan = planFields({ recurrenceQuantity: 0, maxInstallments: -2, cycles: -1, planTypeValue: null });
    expect([plan.recurrenceQuantity, plan.maxInstallments, plan.cycles, plan.planTypeValue]).toEqual([1, 1, 0, 1]);
    expect(accountPlanInputSchema.safeParse({ value: 1 }).success).toBe(false);
  });
  it('re-saving the same plan decides nothing', () => {
    const input = planInput();
    const [event] = accountPlanDecider.decide(
      { type: 'SaveAccountPlan', data: { accountPlanId: 'p1', input, savedAt: saved } },
      { plan: null },
    );
    spec
      .given([event!])
      .when({ type: 'SaveAccountPlan', data: { accountPlanId: 'p1', input, savedAt: saved } })
      .thenNothingHappens();
  });
});

describe('subscription price: value × ceil(usage / plan type value) − discount, rules by threshold', () => {
  const usage = (users: number, filials = 0, revenueCents = 0) => ({ users, filials, revenueCents });
  it('charges per started block of the plan type value, at least one', () => {
    const rel = relationshipFields();
    expect(relationshipPrice(rel, usage(0)).total).toBe(10_000);
    expect(relationshipPrice(rel, usage(50)).total).toBe(10_000);
    expect(relationshipPrice(rel, usage(51)).total).toBe(20_000);
    expect(relationshipPrice(rel, usage(151)).units).toBe(4);
  });
  it('meters filials and online revenue when the plan type says so', () => {
    expect(
      relationshipPrice(relationshipFields(planFields({ planType: 'filials', planTypeValue: 2 })), usage(999, 5)).units,
    ).toBe(3);
    const revenue = relationshipFields(planFields({ planType: 'revenue_payment_online', planTypeValue: 100_000 }));
    expect(relationshipPrice(revenue, usage(0, 0, 250_000)).subtotal).toBe(30_000);
  });
  it('adds the base price of each pricing rule whose metric reaches its threshold', () => {
    const plan = planFields({
      accountPlanPricingRules: [
        { metricType: 'users', metricThreshold: 100, basePrice: 40_000, order: 1 },
        { metricType: 'filials', metricThreshold: 3, basePrice: 5_000, order: 2 },
      ],
    });
    expect(relationshipPrice(relationshipFields(plan), usage(99, 3)).rulesApplied).toEqual([
      { metricType: 'filials', basePrice: 5_000 },
    ]);
    const both = relationshipPrice(relationshipFields(plan), usage(100, 3));
    expect(both.subtotal).toBe(10_000 * 2 + 40_000 + 5_000);
  });
  it('takes a fixed or percentual discount off the subtotal, never below zero', () => {
    expect(
      relationshipPrice(relationshipFields(planFields(), { discountType: 'fixed', discountValue: 2_500 }), usage(10))
        .total,
    ).toBe(7_500);
    expect(
      relationshipPrice(relationshipFields(planFields(), { discountType: 'percentual', discountValue: 10 }), usage(60))
        .total,
    ).toBe(18_000);
    expect(
      relationshipPrice(relationshipFields(planFields(), { discountType: 'fixed', discountValue: 99_999 }), usage(1))
        .total,
    ).toBe(0);
  });
});

describe('billing periods and each trigger type', () => {
  it('monthly periods keep the start day, clamped to the month', () => {
    const rel = relationshipFields();
    expect(billingPeriod(rel, 0)).toEqual({ start: '2026-01-31', end: '2026-02-28' });
    expect(billingPeriod(rel, 1)).toEqual({ start: '2026-02-28', end: '2026-03-31' });
    expect(billingPeriod(relationshipFields(planFields({ recurrence: 'weekly', recurrenceQuantity: 2 })), 1)).toEqual({
      start: '2026-02-14',
      end: '2026-02-28',
    });
  });
  it('beginning_of_period invoices on the first day, end_of_period on the day after the close', () => {
    expect(invoiceDay(relationshipFields(), 0)).toBe('2026-01-31');
    expect(invoiceDay(relationshipFields(planFields({ billingTriggerType: 'end_of_period' })), 0)).toBe('2026-02-28');
    expect(invoiceDay(relationshipFields(planFields({ recurrence: 'daily' })), 3)).toBe('2026-02-03');
  });
  it('day_of_month invoices on the first billing day on or after the period start', () => {
    const plan = (day: number) => planFields({ billingTriggerType: 'day_of_month', billingTriggerDay: day });
    expect(invoiceDay(relationshipFields(plan(10)), 0)).toBe('2026-02-10');
    expect(invoiceDay(relationshipFields(plan(31)), 0)).toBe('2026-01-31');
    expect(invoiceDay(relationshipFields(plan(31)), 1)).toBe('2026-02-28');
    expect(invoiceDay(relationshipFields(plan(5), { startPlan: '2026-03-01' }), 0)).toBe('2026-03-05');
  });
});

describe('subscription decider', () => {
  const spec = deciderSpec(relationshipDecider);
  const plan = { id: 'p1', updatedAt: saved, ...planFields() };
  const input = {
    accountId: 'acc1',
    accountPlanId: 'p1',
    paymentMethod: 'credit_card',
    store: 'mundipagg',
    startPlan: '2026-01-31',
    installments: 1,
  };
  const data = { relationshipId: 'r1', input, plan, accountExists: true, today: '2026-01-10', savedAt: saved };
  it('subscribes with a snapshot of the plan; the same save again decides nothing', () => {
    const [event] = relationshipDecider.decide({ type: 'SaveRelationship', data }, { relationship: null });
    expect(event!.data.relationship).toEqual(relationshipFields());
    spec.given([event!]).when({ type: 'SaveRelationship', data }).thenNothingHappens();
  });
  it('refuses an unknown plan, an unknown account and installments beyond the plan maximum', () => {
    spec
      .given([])
      .when({ type: 'SaveRelationship', data: { ...data, plan: null } })
      .thenThrows(ValidationError, 'Plano não encontrado');
    spec
      .given([])
      .when({ type: 'SaveRelationship', data: { ...data, accountExists: false } })
      .thenThrows(ValidationError, 'Conta não encontrada');
    spec
      .given([])
      .when({ type: 'SaveRelationship', data: { ...data, input: { ...input, installments: 4 } } })
      .thenThrows(ValidationError, 'Parcelas fora do limite do plano');
  });
  it('starts today when no start date is given', () => {
    const [event] = relationshipDecider.decide(
      { type: 'SaveRelationship', data: { ...data, input: { ...input, startPlan: null } } },
      { relationship: null },
    );
    expect(event!.data.relationship.startPlan).toBe('2026-01-10');
  });
});

describe('invoice decider: one per subscription and period', () => {
  const spec = deciderSpec(invoiceDecider);
  const issue = {
    invoiceId: 'i1',
    relationshipId: 'r1',
    relationship: relationshipFields(),
    periodIndex: 0,
    usage: { users: 120, filials: 1, revenueCents: 0 },
    issuedAt: '2026-01-31T03:05:00.000Z',
  };
  const issued = { type: 'AccountInvoiceIssued' as const, data: invoiceOf(issue) };
  it('issues the period invoice priced from the metered usage, due 10 days later', () => {
    spec.given([]).when({ type: 'IssueInvoice', data: issue }).then([issued]);
    expect(issued.data).toMatchObject({
      total: 30_000,
      units: 3,
      periodStart: '2026-01-31',
      periodEnd: '2026-02-28',
      dueDate: '2026-02-10',
    });
  });
  it('decides nothing when the period is already invoiced (a second run, or a run after a restart)', () => {
    spec
      .given([issued])
      .when({ type: 'IssueInvoice', data: { ...issue, usage: { users: 999, filials: 9, revenueCents: 9 } } })
      .thenNothingHappens();
  });
  it('refuses a period past the plan cycles', () => {
    spec
      .given([])
      .when({
        type: 'IssueInvoice',
        data: { ...issue, relationship: relationshipFields(planFields({ cycles: 2 })), periodIndex: 2 },
      })
      .thenThrows(IllegalStateError, 'O plano já cobrou todos os seus ciclos');
  });
  it('marks paid once; overdue only after the due date and never once paid', () => {
    const paid = { type: 'AccountInvoicePaid' as const, data: { invoiceId: 'i1', accountId: 'acc1', paidAt: saved } };
    spec
      .given([issued])
      .when({ type: 'MarkInvoicePaid', data: { invoiceId: 'i1', paidAt: saved } })
      .then([paid]);
    spec
      .given([issued, paid])
      .when({ type: 'MarkInvoicePaid', data: { invoiceId: 'i1', paidAt: saved } })
      .thenNothingHappens();
    spec
      .given([])
      .when({ type: 'MarkInvoicePaid', data: { invoiceId: 'i1', paidAt: saved } })
      .thenThrows(NotFoundError, 'Fatura não encontrada');
    spec
      .given([issued])
      .when({ type: 'MarkInvoiceOverdue', data: { invoiceId: 'i1', today: '2026-02-10' } })
      .thenNothingHappens();
    spec
      .given([issued])
      .when({ type: 'MarkInvoiceOverdue', data: { invoiceId: 'i1', today: '2026-02-11' } })
      .then([
        { type: 'AccountInvoiceBecameOverdue', data: { invoiceId: 'i1', accountId: 'acc1', overdueOn: '2026-02-11' } },
      ]);
    spec
      .given([issued, paid])
      .when({ type: 'MarkInvoiceOverdue', data: { invoiceId: 'i1', today: '2026-03-01' } })
      .thenNothingHappens();
  });
});

describe('category decider', () => {
  const spec = deciderSpec(categoryDecider);
  const data = {
    categoryId: 'c1',
    code: 'yoga',
    name: 'Yoga',
    description: null,
    parentId: null,
    savedAt: saved,
    mustExist: false,
  };
  it('creates, keeps the code on rename, refuses an update of an unknown one', () => {
    const created = {
      type: 'AccountCategorySaved' as const,
      data: { categoryId: 'c1', code: 'yoga', name: 'Yoga', description: null, parentId: null, savedAt: saved },
    };
    spec.given([]).when({ type: 'SaveCategory', data }).then([created]);
    spec
      .given([created])
      .when({ type: 'SaveCategory', data: { ...data, code: 'ioga', name: 'Ioga', mustExist: true } })
      .then([{ type: 'AccountCategorySaved', data: { ...created.data, name: 'Ioga' } }]);
    spec
      .given([])
      .when({ type: 'SaveCategory', data: { ...data, mustExist: true } })
      .thenThrows(NotFoundError, 'Categoria não encontrada');
  });
});

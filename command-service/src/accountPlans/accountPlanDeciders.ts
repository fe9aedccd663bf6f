import {
  accountPlanMessages,
  accountPrice,
  addDays,
  billingPeriod,
  INVOICE_DUE_DAYS,
  invoiceDay,
  type AccountCategorySaved,
  type AccountInvoiceEvent,
  type AccountInvoiceIssued,
  type AccountPlanDoc,
  type AccountPlanFields,
  type AccountPlanInput,
  type AccountPlanRelationshipFields,
  type AccountPlanRelationshipSaved,
  type AccountPlanSaved,
  type AccountUsage,
  type RelationshipInput,
} from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError, type Decider } from '@gym/platform';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const codeOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

// ---------------------------------------------------------------- account plan

export type AccountPlanCommand = {
  type: 'SaveAccountPlan';
  data: { accountPlanId: string; input: AccountPlanInput; savedAt: string };
};
export type AccountPlanState = { readonly plan: AccountPlanFields | null };

/** The plan as the input gives it, checked: at most 3 pricing rules, one per metric; the billing day for day_of_month. */
export function planFieldsOf(accountPlanId: string, input: AccountPlanInput): AccountPlanFields {
  const rules = input.accountPlanPricingRules ?? [];
  if (rules.length > 3)
    throw new ValidationError([
      { path: ['input', 'accountPlanPricingRules'], message: accountPlanMessages.tooManyRules },
    ]);
  const seen = new Set<string>();
  rules.forEach((rule, i) => {
    if (seen.has(rule.metricType))
      throw new ValidationError([
        {
          path: ['input', 'accountPlanPricingRules', i, 'metricType'],
          message: accountPlanMessages.duplicateRule(rule.metricType),
        },
      ]);
    seen.add(rule.metricType);
  });
  if (input.billingTriggerType === 'day_of_month' && !input.billingTriggerDay)
    throw new ValidationError([
      { path: ['input', 'billingTriggerDay'], message: accountPlanMessages.billingDayRequired },
    ]);
  return {
    name: input.name,
    code: input.code?.trim() || codeOf(input.name) || accountPlanId.slice(0, 8),
    status: input.status ?? 'active',
    recurrence: input.recurrence ?? 'monthly',
    recurrenceQuantity: input.recurrenceQuantity,
    planType: input.planType ?? 'users',
    planTypeValue: input.planTypeValue,
    maxInstallments: input.maxInstallments,
    accountType: input.accountType ?? null,
    value: input.value,
    billingTriggerType: input.billingTriggerType,
    billingTriggerDay: input.billingTriggerType === 'day_of_month' ? (input.billingTriggerDay ?? null) : null,
    cycles: input.cycles,
    accountPlanPricingRules: rules
      .map((rule, i) => ({
        id: rule.id || `${accountPlanId}:${rule.metricType}`,
        metricType: rule.metricType,
        metricThreshold: rule.metricThreshold,
        basePrice: rule.basePrice,
        description: rule.description?.trim() || null,
        order: rule.order ?? i + 1,
      }))
      .sort((a, b) => a.order - b.order),
  };
}

export const accountPlanDecider: Decider<AccountPlanCommand, AccountPlanSaved, AccountPlanState> = {
  initialState: () => ({ plan: null }),
  decide(command, state) {
    const plan = planFieldsOf(command.data.accountPlanId, command.data.input);
    if (state.plan && sameJson(state.plan, plan)) return [];
    return [
      {
        type: 'AccountPlanSaved',
        data: { accountPlanId: command.data.accountPlanId, plan, savedAt: command.data.savedAt },
      },
    ];
  },
  evolve: (_state, event) => ({ plan: event.data.plan }),
};

// ---------------------------------------------------------------- subscription (account-plan relationship)

export type RelationshipCommand = {
  type: 'SaveRelationship';
  data: {
    relationshipId: string;
    input: RelationshipInput;
    /** The plan as the read model has it (null: unknown). */
    plan: AccountPlanDoc | null;
    accountExists: boolean;
    today: string;
    savedAt: string;
  };
};
export type RelationshipState = { readonly relationship: AccountPlanRelationshipFields | null };

export const relationshipDecider: Decider<RelationshipCommand, AccountPlanRelationshipSaved, RelationshipState> = {
  initialState: () => ({ relationship: null }),
  decide(command, state) {
    const { input, plan } = command.data;
    if (!command.data.accountExists)
      throw new ValidationError([{ path: ['accountId'], message: accountPlanMessages.accountNotFound }]);
    if (!plan) throw new ValidationError([{ path: ['accountPlanId'], message: accountPlanMessages.planNotFound }]);
    const installments = input.installments ?? 1;
    if (installments < 1 || installments > plan.maxInstallments)
      throw new ValidationError([{ path: ['installments'], message: accountPlanMessages.installmentsRange }]);
    const { id: _id, updatedAt: _u, ...planFields } = plan;
    // An update keeps the plan as subscribed unless another plan is chosen.
    const keepPlan = state.relationship && state.relationship.accountPlanId === plan.id;
    const relationship: AccountPlanRelationshipFields = {
      accountId: input.accountId,
      accountPlanId: plan.id,
      status: input.status ?? state.relationship?.status ?? 'active',
      plan: keepPlan && state.relationship ? state.relationship.plan : planFields,
      startPlan: input.startPlan ?? state.relationship?.startPlan ?? command.data.today,
      installments,
      discountType: input.discountType && (input.discountValue ?? 0) > 0 ? input.discountType : null,
      discountValue: input.discountType ? (input.discountValue ?? 0) : 0,
      store: input.store,
      paymentMethod: input.paymentMethod,
    };
    if (state.relationship && state.relationship.accountId !== relationship.accountId)
      throw new IllegalStateError('A assinatura pertence a outra conta');
    if (state.relationship && sameJson(state.relationship, relationship)) return [];
    return [
      {
        type: 'AccountPlanRelationshipSaved',
        data: { relationshipId: command.data.relationshipId, relationship, savedAt: command.data.savedAt },
      },
    ];
  },
  evolve: (_state, event) => ({ relationship: event.data.relationship }),
};

/** The preview of the relationship form and each invoice: the price over the given usage. */
export function relationshipPrice(rel: AccountPlanRelationshipFields, usage: AccountUsage) {
  return accountPrice(rel.plan, { discountType: rel.discountType, discountValue: rel.discountValue }, usage);
}

// ---------------------------------------------------------------- invoice (one stream per subscription and period)

export type InvoiceCommand =
  | {
      type: 'IssueInvoice';
      data: {
        invoiceId: string;
        relationshipId: string;
        relationship: AccountPlanRelationshipFields;
        periodIndex: number;
        /** Usage as of 00:00 of the invoice day (the metering cutoff), read from the meters. */
        usage: AccountUsage;
        issuedAt: string;
      };
    }
  | { type: 'MarkInvoicePaid'; data: { invoiceId: string; paidAt: string } }
  | { type: 'MarkInvoiceOverdue'; data: { invoiceId: string; today: string } };
export type InvoiceState = {
  readonly issued: AccountInvoiceIssued['data'] | null;
  readonly paid: boolean;
  readonly overdue: boolean;
};

/** The invoice of period k of a subscription, priced from the metered usage. */
export function invoiceOf(
  command: Extract<InvoiceCommand, { type: 'IssueInvoice' }>['data'],
): AccountInvoiceIssued['data'] {
  const { relationship: rel, periodIndex: k } = command;
  const period = billingPeriod(rel, k);
  const day = invoiceDay(rel, k);
  const price = relationshipPrice(rel, command.usage);
  return {
    invoiceId: command.invoiceId,
    accountId: rel.accountId,
    relationshipId: command.relationshipId,
    accountPlanId: rel.accountPlanId,
    planName: rel.plan.name,
    periodIndex: k,
    periodStart: period.start,
    periodEnd: period.end,
    meteredOn: day,
    usage: command.usage,
    ...price,
    dueDate: addDays(day, INVOICE_DUE_DAYS),
    issuedAt: command.issuedAt,
  };
}

export const invoiceDecider: Decider<InvoiceCommand, AccountInvoiceEvent, InvoiceState> = {
  initialState: () => ({ issued: null, paid: false, overdue: false }),
  decide(command, state) {
    switch (command.type) {
      case 'IssueInvoice': {
        // Exactly once per subscription and period: the stream id is derived from both, so a second run
        // (or a restart half-way through a run) finds the invoice and decides nothing.
        if (state.issued) return [];
        const { cycles } = command.data.relationship.plan;
        if (cycles > 0 && command.data.periodIndex >= cycles)
          throw new IllegalStateError('O plano já cobrou todos os seus ciclos');
        return [{ type: 'AccountInvoiceIssued', data: invoiceOf(command.data) }];
      }
      case 'MarkInvoicePaid':
        if (!state.issued) throw new NotFoundError(accountPlanMessages.invoiceNotFound);
        if (state.paid) return [];
        return [
          {
            type: 'AccountInvoicePaid',
            data: { invoiceId: command.data.invoiceId, accountId: state.issued.accountId, paidAt: command.data.paidAt },
          },
        ];
      case 'MarkInvoiceOverdue':
        if (!state.issued) throw new NotFoundError(accountPlanMessages.invoiceNotFound);
        if (state.paid || state.overdue || command.data.today <= state.issued.dueDate) return [];
        return [
          {
            type: 'AccountInvoiceBecameOverdue',
            data: {
              invoiceId: command.data.invoiceId,
              accountId: state.issued.accountId,
              overdueOn: command.data.today,
            },
          },
        ];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'AccountInvoiceIssued':
        return { ...state, issued: event.data };
      case 'AccountInvoicePaid':
        return { ...state, paid: true };
      case 'AccountInvoiceBecameOverdue':
        return { ...state, overdue: true };
    }
  },
};

// ---------------------------------------------------------------- categories

export type CategoryCommand = {
  type: 'SaveCategory';
  data: Omit<AccountCategorySaved['data'], 'savedAt'> & { savedAt: string; mustExist: boolean };
};
export type CategoryState = { readonly category: Omit<AccountCategorySaved['data'], 'savedAt'> | null };

export const categoryDecider: Decider<CategoryCommand, AccountCategorySaved, CategoryState> = {
  initialState: () => ({ category: null }),
  decide(command, state) {
    const { mustExist, savedAt, ...fields } = command.data;
    if (mustExist && !state.category) throw new NotFoundError(accountPlanMessages.categoryNotFound);
    const next = { ...fields, code: state.category?.code ?? fields.code };
    if (state.category && sameJson(state.category, next)) return [];
    return [{ type: 'AccountCategorySaved', data: { ...next, savedAt } }];
  },
  evolve: (_state, event) => {
    const { savedAt: _s, ...category } = event.data;
    return { category };
  },
};

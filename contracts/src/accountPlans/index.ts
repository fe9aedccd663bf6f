import { z } from 'zod';
import { messages } from '../messages.ts';
import { accountTypes } from '../accounts/enums.ts';
import { addDays, addMonths } from '../plans/dates.ts';
import { tooLongText } from '../security/zodLocale.ts';

/**
 * The platform operator's billing of accounts (spec 000: AccountPlan, AccountPlanRelationship,
 * Category; issue 23). Money is integer cents everywhere; dates are São Paulo calendar days (YYYY-MM-DD).
 */
export const accountPlanRecurrences = ['daily', 'weekly', 'monthly'] as const;
export const accountPlanTypes = ['revenue_payment_online', 'users', 'filials'] as const;
export const accountBillingTriggerTypes = ['beginning_of_period', 'end_of_period', 'day_of_month'] as const;
export const accountDiscountTypes = ['fixed', 'percentual'] as const;
export const accountPlanStatuses = ['active', 'inactive'] as const;
export const accountRelationshipStatuses = ['active', 'canceled'] as const;
export type AccountPlanRecurrence = (typeof accountPlanRecurrences)[number];
export type AccountPlanType = (typeof accountPlanTypes)[number];
export type AccountBillingTriggerType = (typeof accountBillingTriggerTypes)[number];
export type AccountDiscountType = (typeof accountDiscountTypes)[number];

export const MAX_PRICING_RULES = 3;
/** A pricing rule's metric as users read it (issue 35: the toast showed the raw key 'filials'). */
export const pricingMetricLabels: Readonly<Record<AccountPlanType, string>> = {
  revenue_payment_online: 'Receita de pagamentos online',
  users: 'Usuários',
  filials: 'Filiais',
};
const metricLabel = (metric: string) => pricingMetricLabels[metric as AccountPlanType] ?? metric;
/** Ours: an invoice is due this many days after it is issued; unpaid after that, it is overdue. */
export const INVOICE_DUE_DAYS = 10;

export const accountPlanMessages = {
  saved: 'Plano atualizado com sucesso!',
  nameRequired: 'Informe o nome do plano',
  billingTriggerRequired: 'Selecione o gatilho de cobrança',
  billingDayRequired: 'Informe o dia da cobrança (1 a 31)',
  tooManyRules: 'Máximo de 3 regras de preço',
  duplicateRule: (metric: string) => `Já existe uma regra para ${metricLabel(metric)}. Máximo 1 regra por métrica.`,
  requiredFields: 'Preencha todos os campos obrigatórios antes de salvar.',
  planNotFound: 'Plano não encontrado',
  accountNotFound: 'Conta não encontrada',
  installmentsRange: 'Parcelas fora do limite do plano',
  invoiceNotFound: 'Fatura não encontrada',
  invoicePaid: 'Fatura marcada como paga',
  categoryCreated: 'Categoria criada com sucesso!',
  categoryUpdated: 'Categoria atualizada com sucesso!',
  categoryNotFound: 'Categoria não encontrada',
  percentDiscountRange: 'O desconto percentual vai de 0 a 100',
  csrf: 'Token CSRF inválido. Recarregue a página e tente novamente.',
} as const;

const cents = z.number().int().min(0).max(1_000_000_000);
const positiveOr1 = z
  .number()
  .int()
  .nullish()
  .transform((v) => (v && v > 0 ? v : 1));

export const pricingRuleSchema = z.object({
  id: z.string().max(100).nullish(),
  metricType: z.enum(accountPlanTypes),
  metricThreshold: z.number().int().min(0).max(1_000_000_000),
  basePrice: cents,
  description: z.string().trim().max(500).nullish(),
  order: z.number().int().min(0).max(1000).nullish(),
});
export type PricingRuleInput = z.infer<typeof pricingRuleSchema>;

export const accountPlanInputSchema = z.object({
  id: z.string().max(100).nullish(),
  name: z
    .string({ message: accountPlanMessages.nameRequired })
    .trim()
    .min(1, accountPlanMessages.nameRequired)
    .max(200),
  code: z.string().trim().max(100).nullish(),
  status: z.enum(accountPlanStatuses).nullish(),
  recurrence: z.enum(accountPlanRecurrences).nullish(),
  recurrenceQuantity: positiveOr1,
  planType: z.enum(accountPlanTypes).nullish(),
  planTypeValue: positiveOr1,
  maxInstallments: positiveOr1,
  accountType: z.enum(accountTypes).nullish(),
  value: cents,
  billingTriggerType: z.enum(accountBillingTriggerTypes, { message: accountPlanMessages.billingTriggerRequired }),
  billingTriggerDay: z.number().int().min(1).max(31).nullish(),
  cycles: z
    .number()
    .int()
    .max(10_000)
    .nullish()
    .transform((v) => (v && v > 0 ? v : 0)),
  accountPlanPricingRules: z.array(pricingRuleSchema).max(50).nullish(),
});
export type AccountPlanInput = z.infer<typeof accountPlanInputSchema>;

export const pricingRuleV1 = z.object({
  id: z.string(),
  metricType: z.enum(accountPlanTypes),
  metricThreshold: z.number().int(),
  basePrice: z.number().int(),
  description: z.string().nullable(),
  order: z.number().int(),
});
export type PricingRule = z.infer<typeof pricingRuleV1>;

export const accountPlanFieldsV1 = z.object({
  name: z.string(),
  code: z.string(),
  status: z.enum(accountPlanStatuses),
  recurrence: z.enum(accountPlanRecurrences),
  recurrenceQuantity: z.number().int(),
  planType: z.enum(accountPlanTypes),
  planTypeValue: z.number().int(),
  maxInstallments: z.number().int(),
  accountType: z.enum(accountTypes).nullable(),
  value: z.number().int(),
  billingTriggerType: z.enum(accountBillingTriggerTypes),
  billingTriggerDay: z.number().int().nullable(),
  cycles: z.number().int(),
  accountPlanPricingRules: z.array(pricingRuleV1),
});
export type AccountPlanFields = z.infer<typeof accountPlanFieldsV1>;

export const accountPlanSavedV1 = z.object({
  accountPlanId: z.string(),
  plan: accountPlanFieldsV1,
  savedAt: z.string(),
});
export type AccountPlanSaved = { type: 'AccountPlanSaved'; data: z.infer<typeof accountPlanSavedV1> };

export const relationshipInputSchema = z
  .object({
    id: z.string().max(100).nullish(),
    accountId: z.string({ message: accountPlanMessages.requiredFields }).trim().min(1).max(100),
    accountPlanId: z.string({ message: accountPlanMessages.requiredFields }).trim().min(1).max(100),
    paymentMethod: z.string({ message: accountPlanMessages.requiredFields }).trim().min(1).max(50),
    store: z.string({ message: accountPlanMessages.requiredFields }).trim().min(1).max(50),
    startPlan: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
      .nullish(),
    discountType: z.enum(accountDiscountTypes).nullish(),
    discountValue: z.number().int().min(0).max(1_000_000_000).nullish(),
    installments: z.number().int().nullish(),
    status: z.enum(accountRelationshipStatuses).nullish(),
  })
  .refine((input) => input.discountType !== 'percentual' || (input.discountValue ?? 0) <= 100, {
    // issue 35: a 150 % discount was accepted (and silently capped).
    path: ['discountValue'],
    message: accountPlanMessages.percentDiscountRange,
  });
export type RelationshipInput = z.infer<typeof relationshipInputSchema>;

export const accountPlanRelationshipV1 = z.object({
  accountId: z.string(),
  accountPlanId: z.string(),
  status: z.enum(accountRelationshipStatuses),
  /** The plan as it was when subscribed: a later change of the plan does not reprice an old subscription. */
  plan: accountPlanFieldsV1,
  startPlan: z.string(),
  installments: z.number().int(),
  discountType: z.enum(accountDiscountTypes).nullable(),
  discountValue: z.number().int(),
  store: z.string(),
  paymentMethod: z.string(),
});
export type AccountPlanRelationshipFields = z.infer<typeof accountPlanRelationshipV1>;

export const accountPlanRelationshipSavedV1 = z.object({
  relationshipId: z.string(),
  relationship: accountPlanRelationshipV1,
  savedAt: z.string(),
});
export type AccountPlanRelationshipSaved = {
  type: 'AccountPlanRelationshipSaved';
  data: z.infer<typeof accountPlanRelationshipSavedV1>;
};

export const usageV1 = z.object({ users: z.number().int(), filials: z.number().int(), revenueCents: z.number().int() });
export type AccountUsage = z.infer<typeof usageV1>;

export const accountInvoiceIssuedV1 = z.object({
  invoiceId: z.string(),
  accountId: z.string(),
  relationshipId: z.string(),
  accountPlanId: z.string(),
  planName: z.string(),
  periodIndex: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The São Paulo day at whose 00:00 the usage was metered. */
  meteredOn: z.string(),
  usage: usageV1,
  units: z.number().int(),
  subtotal: z.number().int(),
  rulesApplied: z.array(z.object({ metricType: z.enum(accountPlanTypes), basePrice: z.number().int() })),
  discount: z.number().int(),
  total: z.number().int(),
  dueDate: z.string(),
  issuedAt: z.string(),
});
export type AccountInvoiceIssued = { type: 'AccountInvoiceIssued'; data: z.infer<typeof accountInvoiceIssuedV1> };
export const accountInvoicePaidV1 = z.object({ invoiceId: z.string(), accountId: z.string(), paidAt: z.string() });
export type AccountInvoicePaid = { type: 'AccountInvoicePaid'; data: z.infer<typeof accountInvoicePaidV1> };
export const accountInvoiceOverdueV1 = z.object({
  invoiceId: z.string(),
  accountId: z.string(),
  overdueOn: z.string(),
});
export type AccountInvoiceBecameOverdue = {
  type: 'AccountInvoiceBecameOverdue';
  data: z.infer<typeof accountInvoiceOverdueV1>;
};
export type AccountInvoiceEvent = AccountInvoiceIssued | AccountInvoicePaid | AccountInvoiceBecameOverdue;

export const categoryInputSchema = z.object({
  name: z.string({ message: messages.required }).trim().min(1, messages.required).max(200, tooLongText(200)),
  description: z.string().trim().min(1).max(1000).nullish(),
  parent_id: z.union([z.string().max(100), z.number().int()]).nullish(),
});
export const accountCategorySavedV1 = z.object({
  categoryId: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.string().nullable(),
  savedAt: z.string(),
});
export type AccountCategorySaved = { type: 'AccountCategorySaved'; data: z.infer<typeof accountCategorySavedV1> };

export const accountPlanEventSchemas = {
  AccountPlanSaved: { version: 1, schema: accountPlanSavedV1 },
  AccountPlanRelationshipSaved: { version: 1, schema: accountPlanRelationshipSavedV1 },
  AccountInvoiceIssued: { version: 1, schema: accountInvoiceIssuedV1 },
  AccountInvoicePaid: { version: 1, schema: accountInvoicePaidV1 },
  AccountInvoiceBecameOverdue: { version: 1, schema: accountInvoiceOverdueV1 },
  AccountCategorySaved: { version: 1, schema: accountCategorySavedV1 },
} as const;

// ---- read models ----
export interface AccountPlanDoc extends AccountPlanFields {
  readonly id: string;
  readonly updatedAt: string;
}
export interface AccountPlanRelationshipDoc extends AccountPlanRelationshipFields {
  readonly id: string;
  readonly updatedAt: string;
}
export type InvoiceStatus = 'pending' | 'paid' | 'overdue';
export interface AccountInvoiceDoc extends Omit<z.infer<typeof accountInvoiceIssuedV1>, 'invoiceId'> {
  readonly id: string;
  readonly status: InvoiceStatus;
  readonly paidAt: string | null;
}
export interface AccountCategoryDoc {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly description: string | null;
  readonly parentId: string | null;
}

// ---- pure pricing and calendar ----

/**
 * The price of one period (spec 000 'Account price'): value × ceil(usage / plan type value), at least one
 * unit; each pricing rule whose metric reaches its threshold adds its base price (ours: the spec names the
 * rules but not how they combine); then the discount, fixed cents or a percentage of the subtotal; never
 * below zero.
 */
export function accountPrice(
  plan: Pick<AccountPlanFields, 'value' | 'planType' | 'planTypeValue' | 'accountPlanPricingRules'>,
  discount: { discountType: AccountDiscountType | null; discountValue: number },
  usage: AccountUsage,
) {
  const metric = (type: AccountPlanType) =>
    type === 'users' ? usage.users : type === 'filials' ? usage.filials : usage.revenueCents;
  const units = Math.max(1, Math.ceil(metric(plan.planType) / Math.max(1, plan.planTypeValue)));
  const rulesApplied = [...plan.accountPlanPricingRules]
    .sort((a, b) => a.order - b.order)
    .filter((rule) => metric(rule.metricType) >= rule.metricThreshold)
    .map((rule) => ({ metricType: rule.metricType, basePrice: rule.basePrice }));
  const subtotal = plan.value * units + rulesApplied.reduce((sum, r) => sum + r.basePrice, 0);
  const off =
    discount.discountType === 'percentual'
      ? Math.round((subtotal * Math.min(100, discount.discountValue)) / 100)
      : discount.discountType === 'fixed'
        ? discount.discountValue
        : 0;
  const discountCents = Math.min(subtotal, off);
  return { units, rulesApplied, subtotal, discount: discountCents, total: subtotal - discountCents };
}

function parseDay(day: string): { y: number; m: number; d: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}
function fmt(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.toISOString().slice(0, 10);
}
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** The k-th period [start, end) of a subscription, as São Paulo days. */
export function billingPeriod(
  rel: { startPlan: string; plan: Pick<AccountPlanFields, 'recurrence' | 'recurrenceQuantity'> },
  k: number,
): { start: string; end: string } {
  const q = Math.max(1, rel.plan.recurrenceQuantity);
  const at = (i: number) =>
    rel.plan.recurrence === 'monthly'
      ? addMonths(rel.startPlan, i * q)
      : addDays(rel.startPlan, i * q * (rel.plan.recurrence === 'weekly' ? 7 : 1));
  return { start: at(k), end: at(k + 1) };
}

/**
 * The day the k-th period's invoice is issued, which is also the metering cutoff (usage as of 00:00 that
 * day, São Paulo): the period's first day, the day after it closes, or the first billing day on or after
 * its start (day clamped to the month's length).
 */
export function invoiceDay(
  rel: {
    startPlan: string;
    plan: Pick<AccountPlanFields, 'recurrence' | 'recurrenceQuantity' | 'billingTriggerType' | 'billingTriggerDay'>;
  },
  k: number,
): string {
  const period = billingPeriod(rel, k);
  if (rel.plan.billingTriggerType === 'beginning_of_period') return period.start;
  if (rel.plan.billingTriggerType === 'end_of_period') return period.end;
  const want = rel.plan.billingTriggerDay ?? 1;
  const { y, m, d } = parseDay(period.start);
  const thisMonth = fmt(y, m, Math.min(want, daysInMonth(y, m)));
  if (Math.min(want, daysInMonth(y, m)) >= d) return thisMonth;
  const next = addMonths(fmt(y, m, 1), 1);
  const n = parseDay(next);
  return fmt(n.y, n.m, Math.min(want, daysInMonth(n.y, n.m)));
}

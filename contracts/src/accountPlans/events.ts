import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import { accountTypes } from '../accounts/enums.ts';
import {
  accountBillingTriggerTypes,
  accountDiscountTypes,
  accountPlanRecurrences,
  accountPlanStatuses,
  accountPlanTypes,
  accountRelationshipStatuses,
} from './enums.ts';

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
  name: notPersonal(z.string(), "the operator's plan name, sold to gyms"),
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
  planName: notPersonal(z.string(), "the operator's plan name, sold to gyms"),
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
export const accountCategorySavedV1 = z.object({
  categoryId: z.string(),
  code: z.string(),
  name: notPersonal(z.string(), "the account category's name (operator's)"),
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

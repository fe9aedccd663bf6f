import { z } from 'zod';
import { messages } from '../messages.ts';
import { accountTypes } from '../accounts/enums.ts';
import {
  accountBillingTriggerTypes,
  accountDiscountTypes,
  accountPlanRecurrences,
  accountPlanStatuses,
  accountPlanTypes,
  accountRelationshipStatuses,
} from './enums.ts';
import { accountPlanMessages } from './messages.ts';
import { tooLongText } from '../security/zodLocale.ts';

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

export const categoryInputSchema = z.object({
  name: z.string({ message: messages.required }).trim().min(1, messages.required).max(200, tooLongText(200)),
  description: z.string().trim().min(1).max(1000).nullish(),
  parent_id: z.union([z.string().max(100), z.number().int()]).nullish(),
});

import { z } from 'zod';
import { messages } from '../messages.ts';
import { isIsoDay } from './dates.ts';
import { discountTypes, enabledStudentPlanStatuses, formStudentPlanStatuses, paymentMethods } from './enums.ts';
import { planMessages } from './planMessages.ts';

const optionalDay = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null))
  .refine((v) => v === null || isIsoDay(v), planMessages.invalidDate);

/**
 * createOrUpdatePlanToUser input (spec 002 'Student plan form'). A fixed discount is in cents; a
 * percentual one in percent. startDate defaults to today (the handler knows the day).
 */
export const studentPlanInputSchema = z
  .object({
    id: z.string().uuid().nullish(),
    userId: z.string({ message: messages.required }).min(1, messages.required),
    planId: z.string({ message: messages.required }).min(1, messages.required),
    paymentMethod: z
      .enum(paymentMethods, { message: planMessages.invalidPaymentMethod })
      .nullish()
      .transform((v) => v ?? null),
    startDate: optionalDay,
    endDate: optionalDay,
    status: z
      .enum(formStudentPlanStatuses, { message: planMessages.invalidStudentPlanStatus })
      .nullish()
      .transform((v) => v ?? 'active'),
    discount: z
      .number({ message: planMessages.invalidDiscount })
      .min(0, planMessages.invalidDiscount)
      .nullish()
      .transform((v) => v ?? 0),
    discountType: z
      .enum(discountTypes, { message: planMessages.invalidDiscountType })
      .nullish()
      .transform((v) => v ?? null),
    installments: z
      .number({ message: planMessages.invalidInstallments })
      .int(planMessages.invalidInstallments)
      .min(1, planMessages.invalidInstallments)
      .max(48, planMessages.invalidInstallments)
      .nullish()
      .transform((v) => v ?? 1),
  })
  .superRefine((v, ctx) => {
    if (v.installments > 1 && !v.paymentMethod && enabledStudentPlanStatuses.includes(v.status)) {
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: planMessages.paymentMethodRequired });
    }
    if (v.discount > 0 && !v.discountType)
      ctx.addIssue({ code: 'custom', path: ['discountType'], message: planMessages.discountWithoutType });
    if (v.discountType === 'percentual' && v.discount > 100)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: planMessages.invalidDiscount });
    if (v.discountType === 'fixed' && !Number.isInteger(v.discount))
      ctx.addIssue({ code: 'custom', path: ['discount'], message: planMessages.invalidDiscount });
    if (v.startDate && v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: planMessages.endBeforeStart });
  });

export type StudentPlanInput = z.input<typeof studentPlanInputSchema>;
export type ValidStudentPlanInput = z.output<typeof studentPlanInputSchema>;

/** The value preview of the form: subtotal, discount applied, total and the per-installment value (cents). */
export function priceOf(
  subtotal: number,
  discountType: 'percentual' | 'fixed' | null,
  discount: number,
  installments: number,
) {
  const off =
    discountType === 'percentual'
      ? Math.round((subtotal * discount) / 100)
      : discountType === 'fixed'
        ? Math.round(discount)
        : 0;
  const total = Math.max(0, subtotal - off);
  const n = Math.max(1, installments);
  // Spec 002 'Student plan' rules: the preview's per-installment value is the subtotal divided by installments.
  return { subtotal, total, perInstallment: Math.floor(subtotal / n) };
}

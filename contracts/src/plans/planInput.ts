import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import {
  billingTriggerTypes,
  DEFAULT_PLAN_COLOR,
  externalStores,
  planTypes,
  planVisibilities,
  recurrenceUnits,
} from './enums.ts';
import { planMessages } from './planMessages.ts';
import { tooLongText } from '../security/zodLocale.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** "recurrenceValue and installments default to 1 when not positive numbers" (spec 001 section 5). */
const positiveOrOne = z
  .number()
  .nullish()
  .transform((v) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 1));

/** A plan limit (issue 34): a whole number above 0; null (or '') = unlimited; left out = keep the saved one. */
const limitField = (max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: planMessages.invalidLimit });
        return z.NEVER;
      }
      return n;
    });

/**
 * createOrUpdatePlan input (spec 001 'Plan (sold to members)'). Money is integer cents. The code is
 * read-only: the server gives it on creation.
 */
export const planInputSchema = z.object({
  id: z.string().uuid().nullish(),
  name: z
    .string({ message: planMessages.planNameRequired })
    .trim()
    .min(1, planMessages.planNameRequired)
    .max(120, tooLongText(120)),
  description: optionalText(5000),
  planType: z
    .enum(planTypes, { message: planMessages.invalidPlanType })
    .nullish()
    .transform((v) => v ?? 'normal'),
  visibility: z
    .enum(planVisibilities)
    .nullish()
    .transform((v) => v ?? 'everywhere'),
  color: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^#[0-9a-fA-F]{6}$/.test(v), planMessages.invalidColor),
  coverUrl: optionalText(2000),
  status: z
    .enum(['active', 'inactive'])
    .nullish()
    .transform((v) => v ?? 'active'),
  programIds: z
    .array(z.string().min(1))
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  externalStores: z
    .array(z.enum(externalStores))
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  recurrence: z
    .enum(['', ...recurrenceUnits])
    .nullish()
    .transform((v) => (v ? v : null)),
  recurrenceValue: positiveOrOne,
  value: z
    .number({ message: planMessages.invalidValue })
    .int(planMessages.invalidValue)
    .min(0, planMessages.invalidValue)
    .max(100_000_000, planMessages.invalidValue)
    .nullish()
    .transform((v) => v ?? 0),
  installments: positiveOrOne,
  billingTriggerType: z
    .enum(billingTriggerTypes)
    .nullish()
    .transform((v) => v ?? 'inicio_do_periodo'),
  billingTriggerDay: z
    .number()
    .int()
    .min(0)
    .max(366)
    .nullish()
    .transform((v) => v ?? null),
  /** "cycles is sent only if a number above 0, else 0". */
  cycles: z
    .number()
    .nullish()
    .transform((v) => (typeof v === 'number' && v > 0 ? Math.floor(v) : 0)),
  subject: optionalText(300),
  body: optionalText(20000),
  subjectOnEnd: optionalText(300),
  bodyOnEnd: optionalText(20000),
  /** Issue 34 item 2: classes per week and per month; for plan type checkin, a pack of N check-ins valid D days. */
  classesPerWeek: limitField(50),
  classesPerMonth: limitField(200),
  creditCheckins: limitField(1000),
  creditValidDays: limitField(3660),
});

export type PlanInput = z.input<typeof planInputSchema>;
export type ValidPlanInput = z.output<typeof planInputSchema>;
type LimitKey = 'classesPerWeek' | 'classesPerMonth' | 'creditCheckins' | 'creditValidDays';
/** Limits are optional on a stored plan: plans saved before issue 34 have none (unlimited). */
export type PlanFields = Omit<ValidPlanInput, 'id' | LimitKey> & { readonly code: string } & {
  readonly [K in LimitKey]?: number | null | undefined;
};

export const planFieldsSchema = z.object({
  name: notPersonal(z.string(), "the plan's name, a product the gym sells"),
  description: z.string().nullable(),
  code: z.string(),
  planType: z.enum(planTypes),
  visibility: z.enum(planVisibilities),
  color: z.string().nullable(),
  coverUrl: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  programIds: z.array(z.string()),
  externalStores: z.array(z.enum(externalStores)),
  recurrence: z.enum(recurrenceUnits).nullable(),
  recurrenceValue: z.number().int(),
  value: z.number().int(),
  installments: z.number().int(),
  billingTriggerType: z.enum(billingTriggerTypes),
  billingTriggerDay: z.number().int().nullable(),
  cycles: z.number().int(),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  subjectOnEnd: z.string().nullable(),
  bodyOnEnd: z.string().nullable(),
  // Issue 34 (plans saved before have none: unlimited).
  classesPerWeek: z.number().int().nullable().optional(),
  classesPerMonth: z.number().int().nullable().optional(),
  creditCheckins: z.number().int().nullable().optional(),
  creditValidDays: z.number().int().nullable().optional(),
});

/** The colour a plan shows with: its own, or the default (spec 001: default plan color #5e72e4). */
export const planColorOf = (color: string | null) => color ?? DEFAULT_PLAN_COLOR;

import { z } from 'zod';
import { isValidCep, onlyDigits } from '../validation/index.ts';
import { branchMessages } from './messages.ts';
import { branchTypes, passIntegrations } from './events.ts';

const optional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** createOrUpdateFilial input (spec 000 'Branch (location)' validation). */
export const branchInputSchema = z
  .object({
    id: z.string().uuid().nullish(),
    filialType: z.enum(branchTypes).default('place'),
    name: z.string().trim().min(1, branchMessages.nameRequired).max(120),
    code: z
      .string()
      .trim()
      .toLowerCase()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^[a-z0-9][a-z0-9-]{0,59}$/.test(v), branchMessages.invalidCode),
    status: z.string().trim().min(1).max(30).default('active'),
    visibility: z.string().trim().min(1).max(30).default('everywhere'),
    zipcode: optional(9)
      .refine((v) => v === null || isValidCep(v), branchMessages.invalidZipcode)
      .transform((v) => (v === null ? null : onlyDigits(v))),
    street: optional(),
    number: optional(20),
    complement: optional(),
    neighborhood: optional(),
    city: optional(),
    state: optional(2),
    gymId: optional(),
    token: optional(),
    passIntegration: z
      .enum(passIntegrations)
      .nullish()
      .transform((v) => v ?? null),
    totalpassToken: optional(),
    totalpassServiceProvider: optional(),
    totalpassBearerToken: optional(),
    totalpassPlanCode: optional(),
  })
  .superRefine((v, ctx) => {
    // Spec: "for type place at least one address field required".
    const address = [v.zipcode, v.street, v.number, v.complement, v.neighborhood, v.city, v.state];
    if (v.filialType === 'place' && address.every((f) => f === null)) {
      ctx.addIssue({ code: 'custom', path: ['street'], message: branchMessages.addressRequired });
    }
  });

export type BranchInput = z.input<typeof branchInputSchema>;
export type ValidBranchInput = z.output<typeof branchInputSchema>;

import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';

export const branchTypes = ['place', 'online'] as const;
export const passIntegrations = ['gympass', 'totalpass'] as const;
export type PassIntegration = (typeof passIntegrations)[number];

/** The branch (filial) as events carry it: validated and normalised (spec 000 'Branch'). */
export const branchFieldsSchema = z.object({
  filialType: z.enum(branchTypes),
  name: notPersonal(z.string(), "the branch's name, a place of the gym"),
  status: z.string(),
  visibility: z.string(),
  zipcode: notPersonal(z.string().nullable(), "the branch's address, a place of the gym"),
  street: notPersonal(z.string().nullable(), "the branch's address, a place of the gym"),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  gymId: z.string().nullable(),
  token: z.string().nullable(),
  passIntegration: z.enum(passIntegrations).nullable(),
  totalpassToken: z.string().nullable(),
  totalpassServiceProvider: z.string().nullable(),
  totalpassBearerToken: z.string().nullable(),
  totalpassPlanCode: z.string().nullable(),
});
export type BranchFields = z.infer<typeof branchFieldsSchema>;

export const branchCreatedV1 = z.object({
  accountId: z.string(),
  branchId: z.string(),
  code: z.string(),
  fields: branchFieldsSchema,
  createdAt: z.string(),
});
export const branchChangedV1 = z.object({
  accountId: z.string(),
  branchId: z.string(),
  fields: branchFieldsSchema,
  changedAt: z.string(),
});
/** Claims a branch code inside an account (the edit route is /filials/{code}/edit). */
export const branchCodeClaimedV1 = z.object({ accountId: z.string(), code: z.string(), branchId: z.string() });

export type BranchCreated = { type: 'BranchCreated'; data: z.infer<typeof branchCreatedV1> };
export type BranchChanged = { type: 'BranchChanged'; data: z.infer<typeof branchChangedV1> };
export type BranchEvent = BranchCreated | BranchChanged;
export type BranchCodeClaimed = { type: 'BranchCodeClaimed'; data: z.infer<typeof branchCodeClaimedV1> };

export interface BranchDoc extends BranchFields {
  readonly id: string;
  readonly accountId: string;
  readonly code: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import { messages } from '../messages.ts';
import { isValidCnpj, isValidCpf, isValidEmail, onlyDigits } from '../validation/index.ts';

/** Spec 000 section 4: billing type individual (Pessoa Física) or company (Pessoa Jurídica). */
export const billingTypes = ['individual', 'company'] as const;
export type BillingType = (typeof billingTypes)[number];
export const billingTypeLabels: Record<BillingType, string> = {
  individual: 'Pessoa Física',
  company: 'Pessoa Jurídica',
};

/** ours: the spec says billing is read-only once recorded, not with which words the server refuses. */
export const accountBillingMessages = {
  readOnly: 'Os dados de faturamento já registrados só podem ser alterados pela administração da plataforma',
  invalidCnpj: 'CNPJ inválido',
  invalidDocument: 'CPF/CNPJ inválido',
  invalidBillingType: 'Tipo de faturamento inválido',
} as const;

/** Spec 000 section 4: the document label is CNPJ for company, CPF for individual, CPF/CNPJ otherwise. */
export function documentLabel(billingType: string | null | undefined): string {
  if (billingType === 'company') return 'CNPJ';
  if (billingType === 'individual') return 'CPF';
  return 'CPF/CNPJ';
}

/** Spec 000 section 5 masks: company 99.999.999/9999-99, individual 999.999.999-99 (by length otherwise). */
export function maskDocument(value: string, billingType: string | null | undefined): string {
  const d = onlyDigits(value).slice(0, 14);
  const company = billingType === 'company' || (billingType !== 'individual' && d.length > 11);
  if (!company) {
    const c = d.slice(0, 11);
    if (c.length <= 3) return c;
    if (c.length <= 6) return `${c.slice(0, 3)}.${c.slice(3)}`;
    if (c.length <= 9) return `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6)}`;
    return `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
  }
  if (d.length <= 2) return d;
  if (d.length <= 5) return `${d.slice(0, 2)}.${d.slice(2)}`;
  if (d.length <= 8) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}`;
  if (d.length <= 12) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8)}`;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** The document's check digits for its billing type; with no type, a CPF by 11 digits or a CNPJ by 14. */
export function documentError(documentId: string, billingType: string | null | undefined): string | null {
  const d = onlyDigits(documentId);
  if (billingType === 'company') return isValidCnpj(d) ? null : accountBillingMessages.invalidCnpj;
  if (billingType === 'individual') return isValidCpf(d) ? null : messages.invalidCpf;
  return isValidCpf(d) || isValidCnpj(d) ? null : accountBillingMessages.invalidDocument;
}

/** AccountBilling as recorded (spec 000 section 3; the id is the account's). */
export const accountBillingSchema = z.object({
  billingType: z.enum(billingTypes).nullable(),
  documentId: notPersonal(
    z.string().nullable(),
    "the account holder's billing contact for the platform's invoices (a CNPJ or the owner's CPF): an account's, not a student's; student erasure does not cover it",
  ),
  phone: notPersonal(
    z.string().nullable(),
    "the account holder's billing contact for the platform's invoices (a CNPJ or the owner's CPF): an account's, not a student's; student erasure does not cover it",
  ),
  email: notPersonal(
    z.string().nullable(),
    "the account holder's billing contact for the platform's invoices (a CNPJ or the owner's CPF): an account's, not a student's; student erasure does not cover it",
  ),
  zipcode: notPersonal(
    z.string().nullable(),
    "the account holder's billing contact for the platform's invoices (a CNPJ or the owner's CPF): an account's, not a student's; student erasure does not cover it",
  ),
  neighborhood: z.string().nullable(),
  addressLine1: notPersonal(
    z.string().nullable(),
    "the account holder's billing contact for the platform's invoices (a CNPJ or the owner's CPF): an account's, not a student's; student erasure does not cover it",
  ),
  addressLine2: notPersonal(
    z.string().nullable(),
    "the account holder's billing contact for the platform's invoices (a CNPJ or the owner's CPF): an account's, not a student's; student erasure does not cover it",
  ),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
export type AccountBilling = z.infer<typeof accountBillingSchema>;

const text = (max: number) => z.string().trim().min(1, messages.required).max(max).nullish();

/**
 * The accountBilling variable of updateAccount / createOrUpdateAccount (spec 000 section 5): each text
 * at least 1 character when given, the e-mail valid, the billing type individual or company, and (ours)
 * the document's check digits verified for its type.
 */
export const accountBillingInputSchema = z
  .object({
    billingType: z.enum(billingTypes, { message: accountBillingMessages.invalidBillingType }).nullish(),
    documentId: text(20),
    phone: text(20),
    email: z
      .string()
      .trim()
      .max(200)
      .refine((v) => isValidEmail(v), messages.invalidEmail)
      .transform((v) => v.toLowerCase())
      .nullish(),
    zipcode: text(9),
    neighborhood: text(120),
    addressLine1: text(200),
    addressLine2: text(200),
    city: text(120),
    state: text(40),
    country: text(60),
  })
  .superRefine((billing, ctx) => {
    if (!billing.documentId) return;
    const error = documentError(billing.documentId, billing.billingType);
    if (error) ctx.addIssue({ code: 'custom', path: ['documentId'], message: error });
  })
  .transform((b): AccountBillingInput => {
    // Only the fields sent (issue 35 item 6): a field left out keeps its value (mergeAccountBilling).
    const out: Record<string, string | null> = {};
    for (const key of billingKeys) {
      const value = b[key];
      if (value === undefined) continue;
      out[key] = key === 'documentId' && value ? maskDocument(value, b.billingType) : (value ?? null);
    }
    return out as AccountBillingInput;
  });

const billingKeys = [
  'billingType',
  'documentId',
  'phone',
  'email',
  'zipcode',
  'neighborhood',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
] as const satisfies readonly (keyof AccountBilling)[];

/** The fields an accountBilling variable carried: an absent one is undefined, an explicit null clears it. */
export type AccountBillingInput = Partial<AccountBilling>;

/**
 * The record after an update: the fields sent over the stored record (an absent field keeps its value, null
 * clears it); null (the whole variable sent as null) clears the record.
 */
export function mergeAccountBilling(
  input: AccountBillingInput | null,
  current: AccountBilling | null | undefined,
): AccountBilling | null {
  if (input === null) return null;
  const base: AccountBilling = current ?? {
    billingType: null,
    documentId: null,
    phone: null,
    email: null,
    zipcode: null,
    neighborhood: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    country: null,
  };
  const next = { ...base };
  for (const key of billingKeys) if (input[key] !== undefined) (next as Record<string, unknown>)[key] = input[key];
  return next;
}

/** True when a billing record holds anything (an all-empty one is no record). */
export const hasBillingRecord = (billing: AccountBilling | null | undefined): billing is AccountBilling =>
  !!billing && Object.values(billing).some((v) => v !== null && v !== '');

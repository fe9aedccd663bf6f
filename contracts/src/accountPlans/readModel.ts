import type { z } from 'zod';
import type { accountInvoiceIssuedV1, AccountPlanFields, AccountPlanRelationshipFields } from './events.ts';

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

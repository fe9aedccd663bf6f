import { accountSettingsDefaults, type AccountDoc } from '@gym/contracts';
import { countStudents, hasOverdueInvoice } from '@gym/projection-service';
import type { DocumentStore } from '@gym/platform';
import { dashboardAccountFields } from '../dashboard/dashboardGql.ts';

/**
 * The GraphQL `Account` shape. The member totals are counted from the indexed students collection
 * only when a query asks for them (graphql-js calls a function-valued field lazily).
 */
export function toAccountGql(docs: DocumentStore, doc: AccountDoc) {
  return {
    ...accountSettingsDefaults,
    ...doc,
    label: doc.name,
    accountBilling: doc.accountBilling ? { id: doc.id, ...doc.accountBilling } : null,
    ...dashboardAccountFields(docs, doc),
    totalUsers: () => countStudents(docs, doc.id),
    totalUsersActive: () => countStudents(docs, doc.id, { status: 'ativo' }),
    totalMales: () => countStudents(docs, doc.id, { gender: 'Masculino' }),
    totalFemales: () => countStudents(docs, doc.id, { gender: 'Feminino' }),
    billingPending: () => hasOverdueInvoice(docs, doc.id),
  };
}

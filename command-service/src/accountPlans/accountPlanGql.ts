import type { AccountInvoiceDoc, AccountPlanDoc } from '@gym/contracts';
import type { RelationshipReadDoc } from '@gym/projection-service';

/** The GraphQL shapes of spec 000 section 7 over the operator's read models. */
export const toAccountPlanGql = (doc: AccountPlanDoc) => doc;

export const toRelationshipGql = (doc: RelationshipReadDoc) => ({
  id: doc.id,
  accountId: doc.accountId,
  accountPlanId: doc.accountPlanId,
  accountPlanName: doc.plan.name,
  status: doc.status,
  planValue: doc.plan.value,
  startPlan: doc.startPlan,
  endPlan: null,
  installments: doc.installments,
  planType: doc.plan.planType,
  planTypeValue: doc.plan.planTypeValue,
  recurrence: doc.plan.recurrence,
  recurrenceQuantity: doc.plan.recurrenceQuantity,
  discountType: doc.discountType,
  discountValue: doc.discountValue,
  store: doc.store,
  paymentMethod: doc.paymentMethod,
  nextInvoiceDay: doc.nextInvoiceDay,
  externalSubscriptionId: null,
  externalPeriodId: null,
  token: null,
});

export const toInvoiceGql = (doc: AccountInvoiceDoc) => ({ ...doc, rulesApplied: doc.rulesApplied });

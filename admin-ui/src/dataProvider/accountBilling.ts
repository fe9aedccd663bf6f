import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';
import type { Invoice, Relationship } from './operator';
import { wholeList, type ResourceHandlers } from './types';

/** The owner's view of its own plan and invoices (/admin/account-plans, /admin/account-billings). */
export async function getAccountSubscriptions(): Promise<Relationship[]> {
  const data = await graphqlRequest<{ accountSubscriptions: Relationship[] }>(
    endpoints.admin,
    'query AccountSubscriptions { accountSubscriptions { id accountId accountPlanId accountPlanName status planValue startPlan installments discountType discountValue store paymentMethod nextInvoiceDay } }',
  );
  return data.accountSubscriptions;
}

export async function getAccountBillings(page = 1): Promise<{ list: Invoice[]; totalEntries: number }> {
  const data = await graphqlRequest<{ accountBillings: { list: Invoice[]; totalEntries: number } }>(
    endpoints.admin,
    'query AccountBillings($page: Int) { accountBillings(page: $page) { totalEntries list { id accountId planName periodStart periodEnd usage { users filials revenueCents } units subtotal discount total dueDate status paidAt } } }',
    { page },
  );
  return data.accountBillings;
}

/** Resource `account-plans`: the account's subscriptions to the platform's plans, all at once. */
export const accountPlans: ResourceHandlers = {
  getList: () => getAccountSubscriptions().then(wholeList),
};

/** Resource `account-billings`: the invoices the platform issued to the account (its first page, as the screen always showed). */
export const accountBillings: ResourceHandlers = {
  getList: () => getAccountBillings().then((page) => wholeList(page.list)),
};

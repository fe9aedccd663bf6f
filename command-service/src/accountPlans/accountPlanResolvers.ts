import { accountPlanMessages, accountPrice, invoiceDay, toSaoPauloDate } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import {
  getAccountPlan,
  getAccountUsage,
  getInvoice,
  getRelationship,
  invoicesOfAccount,
  listAccountPlans,
  listInvoices,
  meteredUsage,
  relationshipsOfAccount,
  usageAsOf,
  type RelationshipReadDoc,
} from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toAccountPlanGql, toInvoiceGql, toRelationshipGql } from './accountPlanGql.ts';
import { markInvoicePaid, saveAccountPlan, saveRelationship } from './accountPlanHandlers.ts';
import { revenueWindowStart } from './accountBilling.ts';
import { allCategories } from './categories.ts';
import { operatorOf } from './operator.ts';

interface PreviewArgs {
  accountId: string;
  accountPlanId: string;
  discountType?: string | null;
  discountValue?: number | null;
  startPlan?: string | null;
}

export function accountPlanResolvers(svc: Services) {
  return {
    async accountPlans(args: { page?: number | null; search?: string | null }) {
      const page = await listAccountPlans(svc.documents, args);
      return { ...page, list: page.list.map(toAccountPlanGql) };
    },

    async accountPlan(args: { id: string }) {
      const doc = await getAccountPlan(svc.documents, String(args.id));
      return doc ? toAccountPlanGql(doc) : null;
    },

    async createOrUpdateAccountPlan(args: { input: unknown }, ctx: RequestContext) {
      const { accountPlanId, position } = await saveAccountPlan(svc, operatorOf(ctx), args.input);
      await svc.readModelsReached(position);
      const doc = await getAccountPlan(svc.documents, accountPlanId);
      if (!doc) throw new NotFoundError(accountPlanMessages.planNotFound);
      return { accountPlan: toAccountPlanGql(doc) };
    },

    async accountPlanRelationships(args: { accountId: string }) {
      return (await relationshipsOfAccount(svc.documents, String(args.accountId))).map(toRelationshipGql);
    },

    async createOrUpdateAccountPlanRelationship(args: Record<string, unknown>, ctx: RequestContext) {
      const { relationshipId, position } = await saveRelationship(svc, operatorOf(ctx), args);
      await svc.readModelsReached(position);
      const doc = await getRelationship(svc.documents, relationshipId);
      if (!doc) throw new NotFoundError(accountPlanMessages.subscriptionNotFound);
      return { accountPlanRelationship: toRelationshipGql(doc) };
    },

    /** The read-only preview of the relationship form: the plan over the account's usage today. */
    async accountPlanPreview(args: PreviewArgs) {
      const plan = await getAccountPlan(svc.documents, String(args.accountPlanId));
      if (!plan) throw new NotFoundError(accountPlanMessages.planNotFound);
      const discountType =
        args.discountType === 'fixed' || args.discountType === 'percentual' ? args.discountType : null;
      const discountValue = discountType ? Math.max(0, Math.floor(args.discountValue ?? 0)) : 0;
      // What the first invoice of a subscription starting on startPlan will charge (issue 35: the preview priced
      // today's usage while the invoice meters as of 00:00 of its day). An invoice day already reached is metered
      // exactly as the billing job will; a later one can only be estimated with today's usage (meteredOn null).
      const today = toSaoPauloDate(svc.clock.now());
      const startPlan = args.startPlan && /^\d{4}-\d{2}-\d{2}$/.test(args.startPlan) ? args.startPlan : today;
      const rel = { startPlan, plan } as unknown as RelationshipReadDoc;
      const day = invoiceDay(rel, 0);
      const usageDoc = await getAccountUsage(svc.documents, String(args.accountId));
      const meteredOn = day > today ? null : day;
      const usage = meteredOn
        ? meteredUsage(usageDoc, revenueWindowStart(rel, meteredOn), meteredOn)
        : usageAsOf(usageDoc, '9999-12-31');
      const price = accountPrice(plan, { discountType, discountValue }, usage);
      return {
        planValue: plan.value,
        recurrenceQuantity: plan.recurrenceQuantity,
        recurrence: plan.recurrence,
        typeValue: plan.planTypeValue,
        type: plan.planType,
        usage,
        units: price.units,
        subtotal: price.subtotal,
        discount: price.discount,
        totalValue: price.total,
        meteredOn,
      };
    },

    async accountInvoices(args: { accountId?: string | null; status?: string | null; page?: number | null }) {
      const page = args.accountId
        ? await invoicesOfAccount(svc.documents, String(args.accountId), args.page)
        : await listInvoices(svc.documents, { page: args.page, status: args.status ?? null });
      return { ...page, list: page.list.map(toInvoiceGql) };
    },

    async markAccountInvoicePaid(args: { id: string }, ctx: RequestContext) {
      const { invoiceId, position } = await markInvoicePaid(svc, operatorOf(ctx), String(args.id));
      await svc.readModelsReached(position);
      const doc = await getInvoice(svc.documents, invoiceId);
      return doc ? toInvoiceGql(doc) : null;
    },

    async accountSubscriptions(_args: unknown, ctx: RequestContext) {
      return (await relationshipsOfAccount(svc.documents, actorOf(ctx).accountId)).map(toRelationshipGql);
    },

    async accountBillings(args: { page?: number | null }, ctx: RequestContext) {
      const page = await invoicesOfAccount(svc.documents, actorOf(ctx).accountId, args.page);
      return { ...page, list: page.list.map(toInvoiceGql) };
    },
  };
}

/** The operator's calls on /alderaan/graphql (spec 000 section 7), spread into schemas.ts. */
export function accountPlanOperatorOperations(svc: Services) {
  const r = accountPlanResolvers(svc);
  return {
    accountPlans: { access: 'operator', resolve: r.accountPlans },
    accountPlan: { access: 'operator', resolve: r.accountPlan },
    createOrUpdateAccountPlan: { access: 'operator', resolve: r.createOrUpdateAccountPlan },
    accountPlanRelationships: { access: 'operator', resolve: r.accountPlanRelationships },
    createOrUpdateAccountPlanRelationship: { access: 'operator', resolve: r.createOrUpdateAccountPlanRelationship },
    accountPlanPreview: { access: 'operator', resolve: r.accountPlanPreview },
    accountInvoices: { access: 'operator', resolve: r.accountInvoices },
    markAccountInvoicePaid: { access: 'operator', resolve: r.markAccountInvoicePaid },
    // The operator's category form (issue 35): every category and subcategory with what the form edits.
    operatorCategories: { access: 'operator', resolve: () => allCategories(svc) },
  } as const;
}

/** The owner's view (/{account}/admin/account-plans and /account-billings): the account's admins. */
export function accountPlanAdminOperations(svc: Services) {
  const r = accountPlanResolvers(svc);
  return {
    accountSubscriptions: { access: 'admin', resolve: r.accountSubscriptions },
    accountBillings: { access: 'admin', resolve: r.accountBillings },
  } as const;
}

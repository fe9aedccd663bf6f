import {
  accountPlanInputSchema,
  accountPlanMessages,
  categoryInputSchema,
  relationshipInputSchema,
  invoiceDay,
  toSaoPauloDate,
  type AccountCategoryDoc,
  type AccountInvoiceDoc,
  type AccountPlanDoc,
} from '@gym/contracts';
import { deterministicId, handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import {
  getAccountById,
  getAccountPlan,
  getAccountUsage,
  getInvoice,
  getRelationship,
  invoicesOfAccount,
  listAccountCategories,
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
import { parseInput } from '../validation.ts';
import {
  accountPlanDecider,
  categoryDecider,
  invoiceDecider,
  relationshipDecider,
  relationshipPrice,
} from './accountPlanDeciders.ts';
import { invoiceStreamOf, revenueWindowStart } from './accountBilling.ts';

const operatorMetadata = (ctx: RequestContext, accountId = 'alderaan') => ({
  accountId,
  userId: ctx.principal?.userId ?? undefined,
  correlationId: ctx.correlationId,
});

const planGql = (doc: AccountPlanDoc) => doc;
const relationshipGql = (doc: RelationshipReadDoc) => ({
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
const invoiceGql = (doc: AccountInvoiceDoc) => ({ ...doc, rulesApplied: doc.rulesApplied });

/** What the preview panel and the accounts list show: the price with the usage as of today. */
async function currentPrice(svc: Services, rel: RelationshipReadDoc) {
  const usage = usageAsOf(await getAccountUsage(svc.documents, rel.accountId), '9999-12-31');
  return { usage, ...relationshipPrice(rel, usage) };
}

/**
 * What the first invoice of a subscription starting on `rel.startPlan` will charge (issue 35: the preview
 * priced today's usage while the invoice meters as of 00:00 of its day, so they disagreed). An invoice day
 * already reached is metered exactly as the billing job will; a later one can only be estimated with
 * today's usage (`meteredOn` null).
 */
async function firstInvoicePrice(svc: Services, rel: RelationshipReadDoc) {
  const today = toSaoPauloDate(svc.clock.now());
  const day = invoiceDay(rel, 0);
  if (day > today) return { ...(await currentPrice(svc, rel)), meteredOn: null };
  const usage = meteredUsage(await getAccountUsage(svc.documents, rel.accountId), revenueWindowStart(rel, day), day);
  return { usage, ...relationshipPrice(rel, usage), meteredOn: day };
}

/** The operator's calls on /alderaan/graphql (spec 000 section 7). */
export function accountPlanOperatorOperations(svc: Services) {
  return {
    accountPlans: {
      access: 'operator' as const,
      resolve: async (args: { page?: number | null; search?: string | null }) => {
        const page = await listAccountPlans(svc.documents, args);
        return { ...page, list: page.list.map(planGql) };
      },
    },
    accountPlan: {
      access: 'operator' as const,
      resolve: async (args: { id: string }) => {
        const doc = await getAccountPlan(svc.documents, String(args.id));
        return doc ? planGql(doc) : null;
      },
    },
    createOrUpdateAccountPlan: {
      access: 'operator' as const,
      async resolve(args: { input: unknown }, ctx: RequestContext) {
        const input = parseInput(accountPlanInputSchema, args.input);
        if (input.id && !(await getAccountPlan(svc.documents, input.id)))
          throw new NotFoundError(accountPlanMessages.planNotFound);
        const accountPlanId = input.id ?? uuid();
        const result = await handleCommand(svc.eventStore, {
          streamId: `accountPlan-${accountPlanId}`,
          decider: accountPlanDecider,
          command: { type: 'SaveAccountPlan', data: { accountPlanId, input, savedAt: svc.clock.now().toISOString() } },
          metadata: operatorMetadata(ctx),
        });
        await svc.readModelsReached(result.position);
        const doc = await getAccountPlan(svc.documents, accountPlanId);
        if (!doc) throw new NotFoundError(accountPlanMessages.planNotFound);
        return { accountPlan: planGql(doc) };
      },
    },
    accountPlanRelationships: {
      access: 'operator' as const,
      resolve: async (args: { accountId: string }) =>
        (await relationshipsOfAccount(svc.documents, String(args.accountId))).map(relationshipGql),
    },
    createOrUpdateAccountPlanRelationship: {
      access: 'operator' as const,
      async resolve(args: Record<string, unknown>, ctx: RequestContext) {
        const input = parseInput(relationshipInputSchema, args, []);
        const [account, plan] = await Promise.all([
          getAccountById(svc.documents, input.accountId),
          getAccountPlan(svc.documents, input.accountPlanId),
        ]);
        if (input.id) {
          const existing = await getRelationship(svc.documents, input.id);
          if (!existing || existing.accountId !== input.accountId) throw new NotFoundError('Assinatura não encontrada');
        }
        const relationshipId = input.id ?? uuid();
        const now = svc.clock.now();
        const result = await handleCommand(svc.eventStore, {
          streamId: `accountPlanRelationship-${relationshipId}`,
          decider: relationshipDecider,
          command: {
            type: 'SaveRelationship',
            data: {
              relationshipId,
              input,
              plan,
              accountExists: account !== null,
              today: toSaoPauloDate(now),
              savedAt: now.toISOString(),
            },
          },
          metadata: operatorMetadata(ctx, input.accountId),
        });
        await svc.readModelsReached(result.position);
        const doc = await getRelationship(svc.documents, relationshipId);
        if (!doc) throw new NotFoundError('Assinatura não encontrada');
        return { accountPlanRelationship: relationshipGql(doc) };
      },
    },
    /** The read-only preview of the relationship form: the plan over the account's usage today. */
    accountPlanPreview: {
      access: 'operator' as const,
      async resolve(args: {
        accountId: string;
        accountPlanId: string;
        discountType?: string | null;
        discountValue?: number | null;
        startPlan?: string | null;
      }) {
        const plan = await getAccountPlan(svc.documents, String(args.accountPlanId));
        if (!plan) throw new NotFoundError(accountPlanMessages.planNotFound);
        const { id, updatedAt: _u, ...fields } = plan;
        const discountType =
          args.discountType === 'fixed' || args.discountType === 'percentual' ? args.discountType : null;
        const rel = {
          id: 'preview',
          accountId: String(args.accountId),
          accountPlanId: id,
          plan: fields,
          discountType,
          discountValue: discountType ? Math.max(0, Math.floor(args.discountValue ?? 0)) : 0,
          startPlan:
            args.startPlan && /^\d{4}-\d{2}-\d{2}$/.test(args.startPlan)
              ? args.startPlan
              : toSaoPauloDate(svc.clock.now()),
        } as RelationshipReadDoc;
        const price = await firstInvoicePrice(svc, rel);
        return {
          planValue: plan.value,
          recurrenceQuantity: plan.recurrenceQuantity,
          recurrence: plan.recurrence,
          typeValue: plan.planTypeValue,
          type: plan.planType,
          usage: price.usage,
          units: price.units,
          subtotal: price.subtotal,
          discount: price.discount,
          totalValue: price.total,
          meteredOn: price.meteredOn,
        };
      },
    },
    accountInvoices: {
      access: 'operator' as const,
      async resolve(args: { accountId?: string | null; status?: string | null; page?: number | null }) {
        const page = args.accountId
          ? await invoicesOfAccount(svc.documents, String(args.accountId), args.page)
          : await listInvoices(svc.documents, { page: args.page, status: args.status ?? null });
        return { ...page, list: page.list.map(invoiceGql) };
      },
    },
    operatorCategories: {
      access: 'operator' as const,
      // The operator's category form (issue 35): every category and subcategory with what the form edits.
      resolve: async () => allCategories(svc),
    },
    markAccountInvoicePaid: {
      access: 'operator' as const,
      async resolve(args: { id: string }, ctx: RequestContext) {
        const invoice = await getInvoice(svc.documents, String(args.id));
        if (!invoice) throw new NotFoundError(accountPlanMessages.invoiceNotFound);
        const result = await handleCommand(svc.eventStore, {
          streamId: invoiceStreamOf(invoice.relationshipId, invoice.periodIndex),
          decider: invoiceDecider,
          command: { type: 'MarkInvoicePaid', data: { invoiceId: invoice.id, paidAt: svc.clock.now().toISOString() } },
          metadata: operatorMetadata(ctx, invoice.accountId),
        });
        await svc.readModelsReached(result.position);
        const doc = await getInvoice(svc.documents, invoice.id);
        return doc ? invoiceGql(doc) : null;
      },
    },
  };
}

/** The owner's view (/{account}/admin/account-plans and /account-billings): the account's admins. */
export function accountPlanAdminOperations(svc: Services) {
  return {
    accountSubscriptions: {
      access: 'admin' as const,
      async resolve(_args: unknown, ctx: RequestContext) {
        const actor = actorOf(ctx);
        return (await relationshipsOfAccount(svc.documents, actor.accountId)).map(relationshipGql);
      },
    },
    accountBillings: {
      access: 'admin' as const,
      async resolve(args: { page?: number | null }, ctx: RequestContext) {
        const actor = actorOf(ctx);
        const page = await invoicesOfAccount(svc.documents, actor.accountId, args.page);
        return { ...page, list: page.list.map(invoiceGql) };
      },
    },
  };
}

// ---------------------------------------------------------------- categories

/** Today's list of areas of activity: what `accountCategories` answers until the operator changes it. */
export const builtInCategories = [
  {
    code: 'personal-trainer',
    name: 'Personal Trainer',
    subs: [
      ['musculacao', 'Musculação'],
      ['funcional', 'Treinamento Funcional'],
      ['emagrecimento', 'Emagrecimento'],
    ],
  },
  {
    code: 'academia',
    name: 'Academia',
    subs: [
      ['musculacao', 'Musculação'],
      ['lutas', 'Lutas'],
      ['natacao', 'Natação'],
    ],
  },
  {
    code: 'studio',
    name: 'Studio',
    subs: [
      ['pilates', 'Pilates'],
      ['yoga', 'Yoga'],
      ['crossfit', 'Crossfit'],
    ],
  },
  {
    code: 'assessoria-esportiva',
    name: 'Assessoria Esportiva',
    subs: [
      ['corrida', 'Corrida'],
      ['ciclismo', 'Ciclismo'],
      ['triathlon', 'Triathlon'],
    ],
  },
  {
    code: 'nutricao',
    name: 'Nutrição',
    subs: [
      ['clinica', 'Nutrição Clínica'],
      ['esportiva', 'Nutrição Esportiva'],
    ],
  },
] as const;

/** The built-in list as documents: ids are name-based, so the operator edits one through its id like any other. */
export function builtInCategoryDocs(): AccountCategoryDoc[] {
  const docs: AccountCategoryDoc[] = [];
  for (const c of builtInCategories) {
    const id = deterministicId('category', c.code);
    docs.push({ id, code: c.code, name: c.name, description: null, parentId: null });
    for (const [code, name] of c.subs)
      docs.push({ id: deterministicId('category', c.code, code), code, name, description: null, parentId: id });
  }
  return docs;
}

/** Built-in categories overlaid with the operator's (same id: the operator's version wins). */
export async function allCategories(svc: Services): Promise<AccountCategoryDoc[]> {
  const byId = new Map(builtInCategoryDocs().map((d) => [d.id, d] as const));
  for (const doc of await listAccountCategories(svc.documents)) byId.set(doc.id, doc);
  return [...byId.values()];
}

export function categoryGlobalResolvers(svc: Services) {
  return {
    accountCategories: async () =>
      (await allCategories(svc)).filter((c) => c.parentId === null).map(({ id, code, name }) => ({ id, code, name })),
    accountSubcategories: async (args: { categoryCode: string }) => {
      const all = await allCategories(svc);
      const parent = all.find((c) => c.parentId === null && c.code === args.categoryCode);
      return parent ? all.filter((c) => c.parentId === parent.id).map(({ code, name }) => ({ code, name })) : [];
    },
  };
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Saves a category (POST: new, PUT: an existing one, built-in or the operator's). */
export async function saveCategory(
  svc: Services,
  operatorId: string | null,
  correlationId: string,
  id: string | null,
  body: unknown,
) {
  const input = parseInput(categoryInputSchema, (body as { category?: unknown } | null)?.category, ['category']);
  const all = await allCategories(svc);
  const existing = id ? all.find((c) => c.id === id) : null;
  if (id && !existing) throw new NotFoundError(accountPlanMessages.categoryNotFound);
  const parentId =
    input.parent_id === null || input.parent_id === undefined || input.parent_id === ''
      ? null
      : String(input.parent_id);
  if (parentId && (!all.some((c) => c.id === parentId) || parentId === id))
    throw new ValidationError([{ path: ['category', 'parent_id'], message: accountPlanMessages.categoryNotFound }]);
  const categoryId = id ?? uuid();
  const builtIn = existing && !(await listAccountCategories(svc.documents)).some((c) => c.id === existing.id);
  const result = await handleCommand(svc.eventStore, {
    streamId: `accountCategory-${categoryId}`,
    decider: categoryDecider,
    command: {
      type: 'SaveCategory',
      data: {
        categoryId,
        code: existing?.code ?? (slug(input.name) || categoryId.slice(0, 8)),
        name: input.name,
        // An update keeps what its caller did not send (issue 35: a save without them wiped both).
        description: input.description === undefined ? (existing?.description ?? null) : input.description,
        parentId: input.parent_id === undefined ? (existing?.parentId ?? null) : parentId,
        savedAt: svc.clock.now().toISOString(),
        // A built-in category has no stream yet: its first save creates it.
        mustExist: Boolean(id) && !builtIn,
      },
    },
    metadata: { accountId: 'alderaan', userId: operatorId ?? undefined, correlationId },
  });
  await svc.readModelsReached(result.position);
  return { id: categoryId, created: !id };
}

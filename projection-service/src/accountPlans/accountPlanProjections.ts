import {
  invoiceDay,
  PAGE_SIZE,
  toSaoPauloDate,
  type AccountCategoryDoc,
  type AccountInvoiceDoc,
  type AccountPlanDoc,
  type AccountPlanRelationshipDoc,
  type AccountUsage,
} from '@gym/contracts';
import type { DocumentStore, Filter, UpdateTarget } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';

export const ACCOUNT_PLANS = 'accountPlans';
export const ACCOUNT_PLAN_RELATIONSHIPS = 'accountPlanRelationships';
export const ACCOUNT_INVOICES = 'accountInvoices';
export const ACCOUNT_CATEGORIES = 'accountCategories';
export const ACCOUNT_USAGE = 'accountUsage';

/** Collection `accountPlans`: the operator's account plans. */
export const accountPlansProjection: ReadModel<AccountPlanDoc> = {
  collection: { name: ACCOUNT_PLANS, indexes: [{ fields: ['name'] }], textFields: ['name', 'code'] },
  handlers: {
    AccountPlanSaved: {
      ids: (event) => [event.data.accountPlanId],
      update: (_doc, event) => ({ id: event.data.accountPlanId, ...event.data.plan, updatedAt: event.data.savedAt }),
    },
  },
};

/** A subscription as the billing job reads it: which period comes next and on what day it is invoiced. */
export interface RelationshipReadDoc extends AccountPlanRelationshipDoc {
  readonly nextPeriod: number;
  /** null once the plan's cycles are all invoiced (or the subscription is canceled). */
  readonly nextInvoiceDay: string | null;
}

function withNext(doc: Omit<RelationshipReadDoc, 'nextInvoiceDay'>): RelationshipReadDoc {
  const exhausted = doc.plan.cycles > 0 && doc.nextPeriod >= doc.plan.cycles;
  return {
    ...doc,
    nextInvoiceDay: doc.status !== 'active' || exhausted ? null : invoiceDay(doc, doc.nextPeriod),
  };
}

/** Collection `accountPlanRelationships`: subscriptions of accounts to plans. */
export const accountPlanRelationshipsProjection: ReadModel<RelationshipReadDoc> = {
  collection: {
    name: ACCOUNT_PLAN_RELATIONSHIPS,
    indexes: [{ fields: ['accountId'] }, { fields: ['nextInvoiceDay'] }],
  },
  handlers: {
    AccountPlanRelationshipSaved: {
      ids: (event) => [event.data.relationshipId],
      update: (doc, event) =>
        withNext({
          id: event.data.relationshipId,
          ...event.data.relationship,
          updatedAt: event.data.savedAt,
          nextPeriod: doc?.nextPeriod ?? 0,
        }),
    },
    AccountInvoiceIssued: {
      ids: (event) => [event.data.relationshipId],
      update: (doc, event) =>
        doc ? withNext({ ...doc, nextPeriod: Math.max(doc.nextPeriod, event.data.periodIndex + 1) }) : doc,
    },
  },
};

/** Collection `accountInvoices`: the faturas, pending, paid or overdue. */
export const accountInvoicesProjection: ReadModel<AccountInvoiceDoc> = {
  collection: {
    name: ACCOUNT_INVOICES,
    indexes: [
      { fields: ['accountId', 'periodStart'] },
      { fields: ['status', 'dueDate'] },
      { fields: ['accountId', 'status'] },
    ],
  },
  handlers: {
    AccountInvoiceIssued: {
      ids: (event) => [event.data.invoiceId],
      update: (doc, event) => {
        if (doc) return doc;
        const { invoiceId, ...rest } = event.data;
        return { id: invoiceId, ...rest, status: 'pending', paidAt: null };
      },
    },
    AccountInvoicePaid: {
      ids: (event) => [event.data.invoiceId],
      update: (doc, event) => (doc ? { ...doc, status: 'paid', paidAt: event.data.paidAt } : doc),
    },
    AccountInvoiceBecameOverdue: {
      ids: (event) => [event.data.invoiceId],
      update: (doc) => (doc && doc.status === 'pending' ? { ...doc, status: 'overdue' } : doc),
    },
  },
};

/** Collection `accountCategories`: the areas of activity the operator keeps. */
export const accountCategoriesProjection: ReadModel<AccountCategoryDoc> = {
  collection: { name: ACCOUNT_CATEGORIES, indexes: [{ fields: ['parentId'] }, { fields: ['code'] }] },
  handlers: {
    AccountCategorySaved: {
      ids: (event) => [event.data.categoryId],
      update: (_doc, event) => ({
        id: event.data.categoryId,
        code: event.data.code,
        name: event.data.name,
        description: event.data.description,
        parentId: event.data.parentId,
      }),
    },
  },
};

// ---------------------------------------------------------------- usage meters

export interface UsageEntry extends AccountUsage {
  /** São Paulo day of the changes this entry closes (the state at the end of that day). */
  readonly day: string;
}
/**
 * Collection `accountUsage`: one document per account with the meters as counters (active students, staff,
 * branches, revenue) and a day-by-day history of the three billed ones (revenue cumulative), and one small row
 * per member saying what that member counts as now. An event costs the same at 100 and at 100,000 students: it
 * reads and writes its account's counters and its member's row, never a set of every member.
 * Every timestamp comes from the events' own data (written with the injected clock), and `lastPosition` makes a
 * replayed event a no-op, so rebuilding from the log gives the same history, hence the same invoices.
 */
export interface AccountUsageDoc {
  readonly id: string;
  readonly lastPosition: number;
  readonly users: number;
  readonly staff: number;
  readonly filials: number;
  readonly revenueCents: number;
  readonly history: readonly UsageEntry[];
}

/** What one member counts as: an active student (billed), a student who is not active, or staff (never billed). */
export type UsageMemberKind = 'active' | 'inactive' | 'staff';
export interface UsageMemberDoc {
  readonly id: string;
  readonly kind: UsageMemberKind;
  readonly lastPosition: number;
}
type UsageCollectionDoc = AccountUsageDoc | UsageMemberDoc;

/** The member's row sits beside the account's document; its id cannot be taken for an account id (a uuid). */
export const usageMemberId = (accountId: string, studentId: string) => `member:${accountId}:${studentId}`;
const isAccountUsage = (doc: UsageCollectionDoc | null): doc is AccountUsageDoc => doc !== null && 'history' in doc;
const isMember = (doc: UsageCollectionDoc | null): doc is UsageMemberDoc => doc !== null && 'kind' in doc;

const emptyUsage = (id: string): AccountUsageDoc => ({
  id,
  lastPosition: 0,
  users: 0,
  staff: 0,
  filials: 0,
  revenueCents: 0,
  history: [],
});

function meter(
  doc: UsageCollectionDoc | null,
  event: { position: number; data: { accountId: string } },
  at: string,
  change: (d: AccountUsageDoc) => AccountUsageDoc,
): AccountUsageDoc {
  const current = isAccountUsage(doc) ? doc : emptyUsage(event.data.accountId);
  if (event.position <= current.lastPosition) return current;
  const next = change(current);
  const day = toSaoPauloDate(at);
  const entry: UsageEntry = { day, users: next.users, filials: next.filials, revenueCents: next.revenueCents };
  const last = next.history.at(-1);
  // An event dated before the last entry's day (a late writer) is counted from the last entry's day on.
  const history =
    last && last.day >= day ? [...next.history.slice(0, -1), { ...entry, day: last.day }] : [...next.history, entry];
  return { ...next, history, lastPosition: event.position };
}

/** The account's counters moved from what the member counted as to what they count as now (null: nothing). */
function moveMember(d: AccountUsageDoc, from: UsageMemberKind | null, to: UsageMemberKind | null): AccountUsageDoc {
  if (from === to) return d;
  const delta = (kind: UsageMemberKind) => (to === kind ? 1 : 0) - (from === kind ? 1 : 0);
  return { ...d, users: d.users + delta('active'), staff: d.staff + delta('staff') };
}

type StudentEvent = { position: number; data: { accountId: string; studentId: string } };
const touchesMember = (event: StudentEvent) => [
  event.data.accountId,
  usageMemberId(event.data.accountId, event.data.studentId),
];

/**
 * A member's event: the account's document first (it peeks at the member's row as it was), then the row. `next`
 * says what the member counts as after the event, from what they counted as before (null: not a member).
 */
function memberChange(
  doc: UsageCollectionDoc | null,
  event: StudentEvent,
  at: string,
  target: UpdateTarget<UsageCollectionDoc> | undefined,
  next: (before: UsageMemberKind | null) => UsageMemberKind | null,
): UsageCollectionDoc | null {
  const memberId = usageMemberId(event.data.accountId, event.data.studentId);
  if (target?.id === memberId) {
    // The member's row (a replayed event leaves it as it is).
    const row = isMember(doc) ? doc : null;
    if (row && event.position <= row.lastPosition) return row;
    const kind = next(row?.kind ?? null);
    return kind === null ? null : { id: memberId, kind, lastPosition: event.position };
  }
  const row = target?.peek(memberId) ?? null;
  const before = isMember(row) ? row.kind : null;
  return meter(doc, event, at, (d) => moveMember(d, before, next(before)));
}

const kindOfProfile = (status: string): UsageMemberKind => (status === 'ativo' ? 'active' : 'inactive');

export const accountUsageProjection: ReadModel<UsageCollectionDoc> = {
  collection: { name: ACCOUNT_USAGE },
  handlers: {
    StudentRegistered: {
      ids: touchesMember,
      update: (doc, event, target) =>
        memberChange(doc, event, event.data.registeredAt, target, () =>
          event.data.rule !== 'student' ? 'staff' : kindOfProfile(event.data.profile.status),
        ),
    },
    StudentProfileUpdated: {
      ids: touchesMember,
      update: (doc, event, target) =>
        memberChange(doc, event, event.data.updatedAt, target, (before) =>
          before === 'staff' ? 'staff' : kindOfProfile(event.data.profile.status),
        ),
    },
    StudentDeleted: {
      ids: touchesMember,
      update: (doc, event, target) => memberChange(doc, event, event.data.deletedAt, target, () => null),
    },
    BranchCreated: {
      ids: (event) => [event.data.accountId],
      update: (doc, event) => meter(doc, event, event.data.createdAt, (d) => ({ ...d, filials: d.filials + 1 })),
    },
    CheckoutPurchaseCompleted: {
      ids: (event) => [event.data.accountId],
      update: (doc, event) =>
        meter(doc, event, event.data.completedAt, (d) => ({ ...d, revenueCents: d.revenueCents + event.data.amount })),
    },
  },
};

/** The meters as of 00:00 (São Paulo) of `day`: the last entry of an earlier day. */
export function usageAsOf(doc: AccountUsageDoc | null, day: string): AccountUsage {
  let found: UsageEntry | undefined;
  for (const entry of doc?.history ?? []) {
    if (entry.day < day) found = entry;
    else break;
  }
  return { users: found?.users ?? 0, filials: found?.filials ?? 0, revenueCents: found?.revenueCents ?? 0 };
}

/** Counts as of `day`; online revenue received in [from, day). */
export function meteredUsage(doc: AccountUsageDoc | null, from: string, day: string): AccountUsage {
  const end = usageAsOf(doc, day);
  const start = usageAsOf(doc, from);
  return { ...end, revenueCents: end.revenueCents - start.revenueCents };
}

export const accountPlanProjections = [
  accountPlansProjection,
  accountPlanRelationshipsProjection,
  accountInvoicesProjection,
  accountCategoriesProjection,
  accountUsageProjection,
] as const;

// ---------------------------------------------------------------- queries

const pageOf = async <T extends { id: string }>(
  docs: DocumentStore,
  name: string,
  filter: Filter,
  page: number | null | undefined,
  sort: ReadonlyArray<readonly [string, 1 | -1]>,
) => {
  const p = Math.max(1, Math.floor(page ?? 1));
  const collection = docs.collection<T>(name);
  const [list, totalEntries] = await Promise.all([
    collection.find(filter, { sort, skip: (p - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    collection.count(filter),
  ]);
  return { list, page: p, totalEntries, totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)) };
};

export const getAccountPlan = (docs: DocumentStore, id: string) =>
  docs.collection<AccountPlanDoc>(ACCOUNT_PLANS).get(id);
export const listAccountPlans = (docs: DocumentStore, options: { page?: number | null; search?: string | null }) =>
  pageOf<AccountPlanDoc>(
    docs,
    ACCOUNT_PLANS,
    options.search?.trim() ? { $text: { search: options.search.trim() } } : {},
    options.page,
    [['name', 1]],
  );
export const getRelationship = (docs: DocumentStore, id: string) =>
  docs.collection<RelationshipReadDoc>(ACCOUNT_PLAN_RELATIONSHIPS).get(id);
export const relationshipsOfAccount = (docs: DocumentStore, accountId: string) =>
  docs.collection<RelationshipReadDoc>(ACCOUNT_PLAN_RELATIONSHIPS).find({ accountId }, { sort: [['startPlan', -1]] });
export const relationshipsDue = (docs: DocumentStore, today: string, limit = 1000) =>
  docs
    .collection<RelationshipReadDoc>(ACCOUNT_PLAN_RELATIONSHIPS)
    .find({ nextInvoiceDay: { $lte: today } }, { sort: [['nextInvoiceDay', 1]], limit });
export const getInvoice = (docs: DocumentStore, id: string) =>
  docs.collection<AccountInvoiceDoc>(ACCOUNT_INVOICES).get(id);
export const invoicesOfAccount = (docs: DocumentStore, accountId: string, page?: number | null) =>
  pageOf<AccountInvoiceDoc>(docs, ACCOUNT_INVOICES, { accountId }, page, [['periodStart', -1]]);
export const listInvoices = (docs: DocumentStore, options: { page?: number | null; status?: string | null }) =>
  pageOf<AccountInvoiceDoc>(docs, ACCOUNT_INVOICES, options.status ? { status: options.status } : {}, options.page, [
    ['dueDate', -1],
  ]);
export const invoicesTurningOverdue = (docs: DocumentStore, today: string, limit = 1000) =>
  docs
    .collection<AccountInvoiceDoc>(ACCOUNT_INVOICES)
    .find({ status: 'pending', dueDate: { $lt: today } }, { sort: [['dueDate', 1]], limit });
export const hasOverdueInvoice = async (docs: DocumentStore, accountId: string) =>
  (await docs.collection<AccountInvoiceDoc>(ACCOUNT_INVOICES).count({ accountId, status: 'overdue' })) > 0;
export const getAccountUsage = async (docs: DocumentStore, accountId: string): Promise<AccountUsageDoc | null> => {
  const doc = await docs.collection<UsageCollectionDoc>(ACCOUNT_USAGE).get(accountId);
  return isAccountUsage(doc) ? doc : null;
};
export const listAccountCategories = (docs: DocumentStore) =>
  docs.collection<AccountCategoryDoc>(ACCOUNT_CATEGORIES).find({}, { sort: [['name', 1]], limit: 1000 });
export const getAccountCategory = (docs: DocumentStore, id: string) =>
  docs.collection<AccountCategoryDoc>(ACCOUNT_CATEGORIES).get(id);

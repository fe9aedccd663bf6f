import {
  defaultPointsRules,
  PAGE_SIZE,
  type PointsMovementDoc,
  type PointsRankingDoc,
  type PointsRules,
  type PointsRulesDoc,
} from '@gym/contracts';
import { findPage, type DocumentStore, type Filter } from '@gym/platform';
import { POINTS_MOVEMENTS, POINTS_RANKING, POINTS_RULES } from './pointsOverviewProjections.ts';

export interface PointsPaged<T> {
  readonly list: T[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalEntries: number;
}

const pageOf = (page: number | null | undefined) => Math.min(100_000, Math.max(1, Math.floor(page ?? 1) || 1));
const paged = <T>(list: T[], page: number, total: number): PointsPaged<T> => ({
  list,
  page,
  totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  totalEntries: total,
});

export interface PointsRankingEntry {
  readonly id: string;
  readonly rank: number;
  readonly fullName: string;
  readonly email: string;
  readonly totalPoints: number;
}

/** pointsRanking: the account's students by balance (highest first, then by name), 25 a page. */
export async function pointsRanking(
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null; search?: string | null },
): Promise<PointsPaged<PointsRankingEntry>> {
  const page = pageOf(options.page);
  const search = options.search?.trim().slice(0, 100);
  const filter: Filter = search ? { accountId, $text: { search } } : { accountId };
  const { docs: found, total } = await findPage(docs.collection<PointsRankingDoc>(POINTS_RANKING), filter, {
    sort: [
      ['balance', -1],
      ['sortName', 1],
      ['id', 1],
    ],
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const first = (page - 1) * PAGE_SIZE;
  return paged(
    found.map((doc, i) => ({
      id: doc.id,
      rank: first + i + 1,
      fullName: doc.fullName,
      email: doc.email,
      totalPoints: doc.balance,
    })),
    page,
    total,
  );
}

export interface PointsMovementFilters {
  readonly page?: number | null;
  readonly userId?: string | null;
  readonly source?: string | null;
  readonly operation?: string | null;
  /** YYYY-MM-DD, a day in America/Sao_Paulo (-03:00), included. */
  readonly from?: string | null;
  readonly to?: string | null;
}

export interface AccountPointsMovement {
  readonly id: string;
  readonly createdAt: string;
  readonly userId: string;
  readonly fullName: string;
  readonly operation: string;
  readonly value: number;
  readonly obs: string | null;
  readonly source: string;
  readonly totalPoints: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The instant a São Paulo day starts (-03:00: Brazil has no daylight saving since 2019). */
function dayStart(day: string, plusDays = 0): string | null {
  if (!DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00-03:00`);
  return Number.isNaN(time) ? null : new Date(time + plusDays * 86_400_000).toISOString();
}

/** pointsMovements: the account's movements, newest first, 25 a page, with the student's current name. */
export async function pointsMovements(
  docs: DocumentStore,
  accountId: string,
  f: PointsMovementFilters,
): Promise<PointsPaged<AccountPointsMovement>> {
  const page = pageOf(f.page);
  const createdAt: { $gte?: string; $lt?: string } = {};
  const from = f.from ? dayStart(f.from) : null;
  const to = f.to ? dayStart(f.to, 1) : null;
  if (from) createdAt.$gte = from;
  if (to) createdAt.$lt = to;
  const filter: Filter = {
    accountId,
    ...(f.userId ? { studentId: f.userId } : {}),
    ...(f.source ? { source: f.source } : {}),
    ...(f.operation ? { operation: f.operation } : {}),
    ...(from || to ? { createdAt } : {}),
  };
  const { docs: found, total } = await findPage(docs.collection<PointsMovementDoc>(POINTS_MOVEMENTS), filter, {
    sort: [
      ['createdAt', -1],
      ['seq', -1],
    ],
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  // At most 25 students a page, read by id: the name is the current one, and a removed student has none.
  const students = await docs
    .collection<PointsRankingDoc>(POINTS_RANKING)
    .getMany([...new Set(found.map((doc) => doc.studentId))]);
  const names = new Map(students.filter((s) => s.accountId === accountId).map((s) => [s.id, s.fullName]));
  return paged(
    found.map((doc) => ({
      id: doc.id,
      createdAt: doc.createdAt,
      userId: doc.studentId,
      fullName: names.get(doc.studentId) ?? '',
      operation: doc.operation,
      value: doc.value,
      obs: doc.obs,
      source: doc.source,
      totalPoints: doc.balanceAfter,
    })),
    page,
    total,
  );
}

/** crmSettings' rules: the account's saved rules, or every rule off. */
export async function pointsRulesOf(docs: DocumentStore, accountId: string): Promise<PointsRules> {
  const doc = await docs.collection<PointsRulesDoc>(POINTS_RULES).get(accountId);
  return doc && doc.accountId === accountId ? doc.rules : defaultPointsRules;
}

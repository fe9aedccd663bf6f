import {
  DASHBOARD_ACCOUNTS,
  DASHBOARD_CLASS_DAYS,
  DASHBOARD_DAYS,
  MAX_DASHBOARD_DAYS,
  type DashboardAccountDoc,
  type DashboardClassDayDoc,
  type DashboardDayDoc,
  type DashboardSignUp,
} from '@gym/contracts';
import type { DocumentStore, Filter } from '@gym/platform';
import { latestComments } from '../social/socialProjections.ts';

export interface DashboardDay {
  readonly date: string;
  readonly total: number;
}

const MS_PER_DAY = 86_400_000;
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The `days` dates ending at `today` (YYYY-MM-DD), oldest first. */
export function windowDates(today: string, days: number): string[] {
  const end = dayMs(today);
  return Array.from({ length: days }, (_, i) => toDate(end - (days - 1 - i) * MS_PER_DAY));
}

/** The same day one month before, clamped to that month's last day (31/03 → 28/02 or 29/02). */
export function monthBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** A requested window clamped to 1..MAX_DASHBOARD_DAYS (a hostile `days` reads at most two months). */
export function clampDays(days: number | null | undefined, fallback: number): number {
  if (days == null || !Number.isFinite(days)) return fallback;
  return Math.min(MAX_DASHBOARD_DAYS, Math.max(1, Math.floor(days)));
}

const series = (dates: readonly string[], byDate: ReadonlyMap<string, number>): DashboardDay[] =>
  dates.map((date) => ({ date, total: byDate.get(date) ?? 0 }));

function sumBetween(byDate: ReadonlyMap<string, number>, from: string, to: string): number {
  let total = 0;
  for (const [date, n] of byDate) if (date >= from && date <= to) total += n;
  return total;
}

/**
 * The check-ins chart: the window's days of this month and the same days of the previous month, each with all
 * check-ins and the gympass-validated ones, and the totals of this month up to today and of the previous month up
 * to the same day. Reads the per-class-day counters of the two months (never the check-ins themselves).
 */
export async function dashboardCheckins(
  docs: DocumentStore,
  accountId: string,
  options: { today: string; days: number; branchIds?: readonly string[] | null },
) {
  const current = windowDates(options.today, options.days);
  const last = current.map(monthBefore);
  const monthStart = `${options.today.slice(0, 8)}01`;
  const lastMonthStart = `${monthBefore(options.today).slice(0, 8)}01`;
  const lastToday = monthBefore(options.today);
  const from = [current[0], last[0], lastMonthStart].sort()[0] as string;
  const filter: Filter = {
    accountId,
    date: { $gte: from, $lte: options.today },
    ...(options.branchIds?.length ? { branchId: { $in: [...options.branchIds] } } : {}),
  };
  const classDays = await docs.collection<DashboardClassDayDoc>(DASHBOARD_CLASS_DAYS).find(filter);
  const checkins = new Map<string, number>();
  const gympass = new Map<string, number>();
  for (const d of classDays) {
    checkins.set(d.date, (checkins.get(d.date) ?? 0) + d.checkins);
    gympass.set(d.date, (gympass.get(d.date) ?? 0) + d.gympass);
  }
  return {
    checkinsCurrentMonth: series(current, checkins),
    checkinsLastMonth: series(last, checkins),
    gympassValidatedCurrentMonth: series(current, gympass),
    gympassValidatedLastMonth: series(last, gympass),
    totalCheckinsCurrentMonth: sumBetween(checkins, monthStart, options.today),
    totalCheckinsLastMonth: sumBetween(checkins, lastMonthStart, lastToday),
    totalGympassValidatedCurrentMonth: sumBetween(gympass, monthStart, options.today),
    totalGympassValidatedLastMonth: sumBetween(gympass, lastMonthStart, lastToday),
  };
}

async function daysOf(docs: DocumentStore, accountId: string, dates: readonly string[]): Promise<DashboardDayDoc[]> {
  return docs
    .collection<DashboardDayDoc>(DASHBOARD_DAYS)
    .find({ accountId, date: { $gte: dates[0] as string, $lte: dates[dates.length - 1] as string } });
}

/** The new-plans chart: student plans sold per day of the window and their total. */
export async function dashboardPlans(docs: DocumentStore, accountId: string, options: { today: string; days: number }) {
  const dates = windowDates(options.today, options.days);
  const byDate = new Map((await daysOf(docs, accountId, dates)).map((d) => [d.date, d.newPlans]));
  const lastDaysUserPlans = series(dates, byDate).map((d) => ({ startDate: d.date, total: d.total }));
  return { lastDaysUserPlans, lastDaysUserPlansTotal: lastDaysUserPlans.reduce((n, d) => n + d.total, 0) };
}

/** The sign-ups chart: sign-ups per day of the window, their total and the newest of them. */
export async function dashboardUsers(docs: DocumentStore, accountId: string, options: { today: string; days: number }) {
  const dates = windowDates(options.today, options.days);
  const days = await daysOf(docs, accountId, dates);
  const byDay = series(dates, new Map(days.map((d) => [d.date, d.signUps])));
  const recent: DashboardSignUp[] = days
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .flatMap((d) => d.recentSignUps)
    .slice(0, 20);
  return {
    lastDaysUserRelationships: recent,
    lastDaysUserRelationshipsByDay: byDay,
    lastDaysUserRelationshipsTotal: byDay.reduce((n, d) => n + d.total, 0),
  };
}

/** totalPlans (catalogue plans not archived) and externalStoreEnabled (one of them sold by an external store). */
export async function dashboardAccountTotals(docs: DocumentStore, accountId: string) {
  const doc = await docs.collection<DashboardAccountDoc>(DASHBOARD_ACCOUNTS).get(accountId);
  const active = Object.values(doc?.plans ?? {}).filter((p) => !p.archived);
  return { totalPlans: active.length, externalStoreEnabled: active.some((p) => p.external) };
}

/** The comments widget: members' visible comments per day of the window, their total and the newest 20. */
export async function dashboardComments(
  docs: DocumentStore,
  accountId: string,
  options: { today: string; days: number },
) {
  const dates = windowDates(options.today, options.days);
  const byDay = series(dates, new Map((await daysOf(docs, accountId, dates)).map((d) => [d.date, d.comments])));
  const from = new Date(Date.parse(`${dates[0]}T00:00:00-03:00`)).toISOString();
  const list = await latestComments(docs, accountId, from);
  return {
    lastDaysComments: byDay,
    list: list.map((c) => ({ ...c, author: { name: c.author.name, avatar: c.author.avatar } })),
    lastDaysCommentsTotal: byDay.reduce((n, d) => n + d.total, 0),
  };
}

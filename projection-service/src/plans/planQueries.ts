import { addDays, daysBetween, PAGE_SIZE, type BillingDayDoc, type PlanDoc, type StudentPlanDoc } from '@gym/contracts';
import type { DocumentStore, Filter } from '@gym/platform';
import type { Page } from '../students/studentQueries.ts';
import { BILLING_DAYS, BILLING_TOTALS, type BillingTotalDoc } from './billingProjection.ts';
import { PLANS } from './plansProjection.ts';
import { STUDENT_PLANS } from './studentPlansProjection.ts';

const pageOf = <T>(list: T[], page: number, totalEntries: number): Page<T> => ({
  list,
  page,
  totalEntries,
  totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)),
});
const pageNumber = (page: number | null | undefined) => Math.max(1, Math.floor(page ?? 1));

/** getPlans: the account's catalogue (archived plans left out), by name, 25 a page. */
export async function listPlans(
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null; search?: string | null },
): Promise<Page<PlanDoc>> {
  const page = pageNumber(options.page);
  const search = options.search?.trim() ?? '';
  const filter: Filter = { accountId, archived: false, ...(search.length >= 3 ? { $text: { search } } : {}) };
  const plans = docs.collection<PlanDoc>(PLANS);
  const list = await plans.find(filter, {
    sort: [
      ['sortName', 1],
      ['id', 1],
    ],
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return pageOf(list, page, await plans.count(filter));
}

/** One plan of the account (archived ones too: the form shows them); another account's id reads as missing. */
export async function getPlan(docs: DocumentStore, accountId: string, id: string): Promise<PlanDoc | null> {
  const doc = await docs.collection<PlanDoc>(PLANS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

/** getAlunoPlans: a student's plans, ativados (default) or desativados, newest start first. */
export async function listStudentPlans(
  docs: DocumentStore,
  accountId: string,
  options: { alunoId: string; page?: number | null; status?: string | null },
): Promise<Page<StudentPlanDoc>> {
  const page = pageNumber(options.page);
  const filter: Filter = { accountId, userId: options.alunoId, enabled: options.status === 'desativados' ? 0 : 1 };
  const plans = docs.collection<StudentPlanDoc>(STUDENT_PLANS);
  const list = await plans.find(filter, {
    sort: [
      ['startDate', -1],
      ['id', -1],
    ],
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  if (list.length > 0 && list.length < PAGE_SIZE) return pageOf(list, page, (page - 1) * PAGE_SIZE + list.length);
  return pageOf(list, page, await plans.count(filter));
}

export async function getStudentPlan(
  docs: DocumentStore,
  accountId: string,
  id: string,
): Promise<StudentPlanDoc | null> {
  const doc = await docs.collection<StudentPlanDoc>(STUDENT_PLANS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

/** Longest range the report answers (two years of days). */
export const MAX_REPORT_DAYS = 731;

/** The billing report: everything received, received in the range, and one point per day (zeros included). */
export async function billingReport(docs: DocumentStore, accountId: string, fromDay: string, toDay: string) {
  const [total, days] = await Promise.all([
    docs.collection<BillingTotalDoc>(BILLING_TOTALS).get(accountId),
    docs.collection<BillingDayDoc>(BILLING_DAYS).find({ accountId, day: { $gte: fromDay, $lte: toDay } }),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d.total]));
  const series = Array.from({ length: daysBetween(fromDay, toDay) + 1 }, (_, i) => {
    const date = addDays(fromDay, i);
    return { date, value: byDay.get(date) ?? 0 };
  });
  return { totalBilled: total?.total ?? 0, billedInPeriod: days.reduce((sum, d) => sum + d.total, 0), days: series };
}

/** The calendar process's work: active plans whose start day came without a start, whose end date passed, or whose freeze is over. */
export async function plansDueForCalendar(
  docs: DocumentStore,
  today: string,
  limit = 500,
): Promise<Array<Pick<StudentPlanDoc, 'id' | 'accountId'>>> {
  const plans = docs.collection<StudentPlanDoc>(STUDENT_PLANS);
  const [expiring, starting, thawing] = await Promise.all([
    plans.find({ status: 'active', endDate: { $lt: today } }, { limit }),
    plans.find({ status: 'active', started: false, startDate: { $lte: today } }, { limit }),
    plans.find({ status: 'active', frozenUntil: { $lt: today } }, { limit }),
  ]);
  const seen = new Map<string, Pick<StudentPlanDoc, 'id' | 'accountId'>>();
  for (const p of [...expiring, ...starting, ...thawing]) seen.set(p.id, p);
  return [...seen.values()].map(({ id, accountId }) => ({ id, accountId }));
}

/**
 * The renewal job's work list: active plans with another period to come whose current period reached its last
 * day (or passed it, when the job ran late). Oldest end first.
 */
export async function plansDueForRenewal(
  docs: DocumentStore,
  today: string,
  limit = 1000,
): Promise<Array<Pick<StudentPlanDoc, 'id' | 'accountId'> & { periodIndex: number }>> {
  const found = await docs
    .collection<StudentPlanDoc>(STUDENT_PLANS)
    .find({ status: 'active', renews: 1, endDate: { $lte: today } }, { limit, sort: [['endDate', 1]] });
  return found.map(({ id, accountId, periodIndex }) => ({ id, accountId, periodIndex: periodIndex ?? 0 }));
}

/**
 * For the check-ins feature: the freeze of the student's enabled plans that covers `day`, if any ("while
 * frozen, no check-in is accepted"). Reads the student's enabled plans only (a handful, by index).
 */
export async function freezeCovering(
  docs: DocumentStore,
  accountId: string,
  studentId: string,
  day: string,
): Promise<StudentPlanDoc['freeze']> {
  const plans = await docs.collection<StudentPlanDoc>(STUDENT_PLANS).find({ accountId, userId: studentId, enabled: 1 });
  return plans.map((p) => p.freeze).find((f) => f !== null && f.startDate <= day && day <= f.endDate) ?? null;
}

/** Ids of every plan sold to a student: the write side folds each plan's stream (the entitlement's facts). */
export async function studentPlanIdsOf(docs: DocumentStore, accountId: string, studentId: string): Promise<string[]> {
  const plans = await docs.collection<StudentPlanDoc>(STUDENT_PLANS).find({ accountId, userId: studentId });
  return plans.map((p) => p.id);
}

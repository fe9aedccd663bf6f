import { PAGE_SIZE, type CheckinDoc } from '@gym/contracts';
import type { DocumentStore, Filter } from '@gym/platform';
import type { Page } from '../students/studentQueries.ts';
import { CHECKINS } from './checkinsProjection.ts';

const NEWEST_FIRST = [
  ['classDate', -1],
  ['startTime', -1],
  ['id', 1],
] as const;

async function pageOf(docs: DocumentStore, filter: Filter, pageArg?: number | null): Promise<Page<CheckinDoc>> {
  const page = Math.max(1, Math.floor(pageArg ?? 1));
  const collection = docs.collection<CheckinDoc>(CHECKINS);
  const [list, totalEntries] = await Promise.all([
    collection.find(filter, { sort: NEWEST_FIRST, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    collection.count(filter),
  ]);
  return { list, page, totalEntries, totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)) };
}

/** The check-in list (admin/checkins/): newest class first, of one date when given. */
export function listCheckins(
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null; date?: string | null },
) {
  return pageOf(docs, { accountId, ...(options.date ? { classDate: options.date } : {}) }, options.page);
}

/** getUserCheckinHistory(userId, page) with the student's no-shows. */
export async function studentCheckinHistory(
  docs: DocumentStore,
  accountId: string,
  studentId: string,
  page?: number | null,
) {
  const history = await pageOf(docs, { accountId, studentId }, page);
  const noShows = await docs.collection<CheckinDoc>(CHECKINS).count({ accountId, studentId, noShow: true });
  return { ...history, noShows };
}

/** Check-ins and waitlist of one class on one date (the detail page's next 7 days). */
export async function classDayOccupancy(docs: DocumentStore, programClassId: string, classDate: string) {
  const entries = await docs.collection<CheckinDoc>(CHECKINS).find({ programClassId, classDate });
  return {
    checkins: entries.filter((e) => e.status !== 'deleted' && e.status !== 'waitlist').length,
    waitlist: entries.filter((e) => e.status === 'waitlist').length,
  };
}

/**
 * The member's check-ins from a class date on (the entitlement's usage: plan limits, the credit pack and the
 * no-show policy), cancelled ones and waitlist places left out.
 */
export async function memberCheckinsFrom(
  docs: DocumentStore,
  accountId: string,
  studentId: string,
  fromDate: string,
): Promise<readonly { id: string; classDate: string; noShow: boolean }[]> {
  const entries = await docs
    .collection<CheckinDoc>(CHECKINS)
    .find({ accountId, studentId, classDate: { $gte: fromDate } });
  return entries
    .filter((e) => e.status !== 'deleted' && e.status !== 'waitlist')
    .map((e) => ({ id: e.id, classDate: e.classDate, noShow: e.noShow }));
}

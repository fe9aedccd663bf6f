import { PAGE_SIZE, type StudentDoc } from '@gym/contracts';
import { findPage, type DocumentStore, type Filter } from '@gym/platform';
import { STUDENT_COUNTS, type StudentCountDoc } from './studentCountsProjection.ts';
import { STUDENTS } from './studentsProjection.ts';
import { studentSearchTerm } from './searchTerm.ts';

export interface Page<T> {
  readonly list: T[];
  readonly page: number;
  readonly totalEntries: number;
  readonly totalPages: number;
}

/**
 * Spec 002 section 9: "Minimum 3 characters for user search". A shorter search (after trim) is not a
 * search yet: the list answers unfiltered, as if nothing had been typed. This also keeps 1-2 letter
 * terms, which the trigram text index cannot serve, from scanning the whole account.
 */
export const MIN_SEARCH_LENGTH = 3;

/** `alunos(page, search)`: the account's students (rule student), by name, 25 a page. */
export async function listStudents(
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null; search?: string | null },
): Promise<Page<StudentDoc>> {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const typed = studentSearchTerm(options.search ?? '');
  const search = typed.length >= MIN_SEARCH_LENGTH ? typed : '';
  const filter: Filter = { accountId, rule: 'student', ...(search ? { $text: { search } } : {}) };
  const students = docs.collection<StudentDoc>(STUDENTS);
  const skip = (page - 1) * PAGE_SIZE;
  if (search) {
    // The page and the total in one pass over the matches (a broad search has thousands of them).
    const { docs, total } = await findPage(students, filter, { sort: ORDER, skip, limit: PAGE_SIZE });
    return pageOf(docs, page, total);
  }
  // Unfiltered: the total is the per-account counter kept by the studentCounts projection instead of a
  // count over the index; knowing it first lets the back half of the list be read from the end of the
  // index (OFFSET steps over every skipped entry, so the last page would otherwise step over all of them).
  const totalEntries = (await docs.collection<StudentCountDoc>(STUDENT_COUNTS).get(accountId))?.students ?? 0;
  if (skip < totalEntries && skip > totalEntries / 2) {
    const end = Math.min(skip + PAGE_SIZE, totalEntries);
    const reversed = await students.find(filter, { sort: REVERSE_ORDER, skip: totalEntries - end, limit: end - skip });
    return pageOf(reversed.reverse(), page, totalEntries);
  }
  return pageOf(await students.find(filter, { sort: ORDER, skip, limit: PAGE_SIZE }), page, totalEntries);
}

const ORDER = [
  ['sortName', 1],
  ['id', 1],
] as const;
const REVERSE_ORDER = [
  ['sortName', -1],
  ['id', -1],
] as const;

function pageOf(list: StudentDoc[], page: number, totalEntries: number): Page<StudentDoc> {
  return { list, page, totalEntries, totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)) };
}

/** One member of the account (any rule); null for another account's id: no cross-tenant reads. */
export async function getStudent(docs: DocumentStore, accountId: string, id: string): Promise<StudentDoc | null> {
  const doc = await docs.collection<StudentDoc>(STUDENTS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

export async function countStudents(docs: DocumentStore, accountId: string, filter: Filter = {}): Promise<number> {
  if (Object.keys(filter).length === 0)
    return (await docs.collection<StudentCountDoc>(STUDENT_COUNTS).get(accountId))?.students ?? 0;
  return docs.collection<StudentDoc>(STUDENTS).count({ accountId, rule: 'student', ...filter });
}

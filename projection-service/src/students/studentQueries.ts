import { PAGE_SIZE, type StudentDoc } from '@gym/contracts';
import type { DocumentStore, Filter } from '@gym/platform';
import { STUDENT_COUNTS, type StudentCountDoc } from './studentCountsProjection.ts';
import { STUDENTS } from './studentsProjection.ts';

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
  const typed = options.search?.trim() ?? '';
  const search = typed.length >= MIN_SEARCH_LENGTH ? typed : '';
  const filter: Filter = { accountId, rule: 'student', ...(search ? { $text: { search } } : {}) };
  const students = docs.collection<StudentDoc>(STUDENTS);
  const [list, totalEntries] = await Promise.all([
    students.find(filter, { sort: [['sortName', 1], ['id', 1]], skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    // Unfiltered: the per-account counter kept by the studentCounts projection, instead of counting the index.
    search ? students.count(filter) : docs.collection<StudentCountDoc>(STUDENT_COUNTS).get(accountId).then((doc) => doc?.students ?? 0),
  ]);
  return { list, page, totalEntries, totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)) };
}

/** One member of the account (any rule); null for another account's id: no cross-tenant reads. */
export async function getStudent(docs: DocumentStore, accountId: string, id: string): Promise<StudentDoc | null> {
  const doc = await docs.collection<StudentDoc>(STUDENTS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

export async function countStudents(docs: DocumentStore, accountId: string, filter: Filter = {}): Promise<number> {
  if (Object.keys(filter).length === 0) return (await docs.collection<StudentCountDoc>(STUDENT_COUNTS).get(accountId))?.students ?? 0;
  return docs.collection<StudentDoc>(STUDENTS).count({ accountId, rule: 'student', ...filter });
}

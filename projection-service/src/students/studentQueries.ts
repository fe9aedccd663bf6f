import { PAGE_SIZE, type StudentDoc } from '@gym/contracts';
import type { DocumentStore, Filter } from '@gym/platform';
import { STUDENTS } from './studentsProjection.ts';

export interface Page<T> {
  readonly list: T[];
  readonly page: number;
  readonly totalEntries: number;
  readonly totalPages: number;
}

/** `alunos(page, search)`: the account's students (rule student), by name, 25 a page. */
export async function listStudents(
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null; search?: string | null },
): Promise<Page<StudentDoc>> {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const search = options.search?.trim() ?? '';
  const filter: Filter = { accountId, rule: 'student', ...(search ? { $text: { search } } : {}) };
  const students = docs.collection<StudentDoc>(STUDENTS);
  const [list, totalEntries] = await Promise.all([
    students.find(filter, { sort: [['sortName', 1], ['id', 1]], skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    students.count(filter),
  ]);
  return { list, page, totalEntries, totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)) };
}

/** One member of the account (any rule); null for another account's id: no cross-tenant reads. */
export async function getStudent(docs: DocumentStore, accountId: string, id: string): Promise<StudentDoc | null> {
  const doc = await docs.collection<StudentDoc>(STUDENTS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

export async function countStudents(docs: DocumentStore, accountId: string, filter: Filter = {}): Promise<number> {
  return docs.collection<StudentDoc>(STUDENTS).count({ accountId, rule: 'student', ...filter });
}

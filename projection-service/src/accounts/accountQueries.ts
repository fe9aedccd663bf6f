import { PAGE_SIZE, type AccountDoc } from '@gym/contracts';
import type { DocumentStore, Filter } from '@gym/platform';
import type { Page } from '../students/studentQueries.ts';
import { ACCOUNTS } from './accountsProjection.ts';

export async function getAccountByCode(docs: DocumentStore, code: string): Promise<AccountDoc | null> {
  const [doc] = await docs.collection<AccountDoc>(ACCOUNTS).find({ code: code.toLowerCase() }, { limit: 1 });
  return doc ?? null;
}

export async function getAccountById(docs: DocumentStore, id: string): Promise<AccountDoc | null> {
  return docs.collection<AccountDoc>(ACCOUNTS).get(id);
}

export async function listAccounts(
  docs: DocumentStore,
  options: { page?: number | null; search?: string | null },
): Promise<Page<AccountDoc>> {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const search = options.search?.trim() ?? '';
  const filter: Filter = search ? { $text: { search } } : {};
  const accounts = docs.collection<AccountDoc>(ACCOUNTS);
  const [list, totalEntries] = await Promise.all([
    accounts.find(filter, { sort: [['name', 1]], skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    accounts.count(filter),
  ]);
  return { list, page, totalEntries, totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)) };
}

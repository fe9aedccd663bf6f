import type { BranchDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { BRANCHES } from './branchesProjection.ts';

/** The account's branches by name (accounts hold a handful, so no paging). */
export function listBranches(docs: DocumentStore, accountId: string): Promise<BranchDoc[]> {
  return docs.collection<BranchDoc>(BRANCHES).find({ accountId }, { sort: [['name', 1]] });
}

/** One branch of the account by id or code; another account's reads as missing. */
export async function getBranch(
  docs: DocumentStore,
  accountId: string,
  key: { id?: string | null; code?: string | null },
): Promise<BranchDoc | null> {
  const collection = docs.collection<BranchDoc>(BRANCHES);
  if (key.id) {
    const doc = await collection.get(key.id);
    return doc && doc.accountId === accountId ? doc : null;
  }
  if (key.code) return (await collection.find({ accountId, code: key.code.toLowerCase() }, { limit: 1 }))[0] ?? null;
  return null;
}

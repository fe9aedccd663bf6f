import type { BranchChanged, BranchCreated, BranchDoc } from '@gym/contracts';
import type { Projection, RecordedEvent } from '@gym/platform';

export const BRANCHES = 'branches';

const byBranchId = (event: RecordedEvent) => [(event.data as { branchId: string }).branchId];

/** Collection `branches`: the filiais list, the form, and names for programs and check-ins. */
export const branchesProjection: Projection<BranchDoc> = {
  collection: { name: BRANCHES, indexes: [{ fields: ['accountId', 'name'] }, { fields: ['accountId', 'code'] }] },
  handlers: {
    BranchCreated: {
      ids: byBranchId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data } = event as unknown as RecordedEvent<'BranchCreated', BranchCreated['data']>;
        return { id: data.branchId, accountId: data.accountId, code: data.code, ...data.fields, createdAt: data.createdAt, updatedAt: data.createdAt };
      },
    },
    BranchChanged: {
      ids: byBranchId,
      update: (doc, event) => {
        const { data } = event as unknown as RecordedEvent<'BranchChanged', BranchChanged['data']>;
        return doc ? { ...doc, ...data.fields, updatedAt: data.changedAt } : null;
      },
    },
  },
};

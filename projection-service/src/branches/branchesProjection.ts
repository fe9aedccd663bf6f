import type { BranchDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const BRANCHES = 'branches';

const byBranchId = (event: { data: { branchId: string } }) => [event.data.branchId];

/** Collection `branches`: the filiais list, the form, and names for programs and check-ins. */
export const branchesProjection: ReadModel<BranchDoc> = {
  collection: { name: BRANCHES, indexes: [{ fields: ['accountId', 'name'] }, { fields: ['accountId', 'code'] }] },
  handlers: {
    BranchCreated: {
      ids: byBranchId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data } = event;
        return {
          id: data.branchId,
          accountId: data.accountId,
          code: data.code,
          ...data.fields,
          createdAt: data.createdAt,
          updatedAt: data.createdAt,
        };
      },
    },
    BranchChanged: {
      ids: byBranchId,
      update: (doc, event) => {
        const { data } = event;
        return doc ? { ...doc, ...data.fields, updatedAt: data.changedAt } : null;
      },
    },
  },
};

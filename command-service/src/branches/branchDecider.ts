import { branchMessages, type BranchCodeClaimed, type BranchEvent, type BranchFields } from '@gym/contracts';
import { NotFoundError, ValidationError, type Decider } from '@gym/platform';

export type BranchCommand =
  | {
      type: 'CreateBranch';
      data: { accountId: string; branchId: string; code: string; fields: BranchFields; now: string };
    }
  | { type: 'ChangeBranch'; data: { accountId: string; branchId: string; fields: BranchFields; now: string } };

export type BranchState =
  | { status: 'none' }
  | { status: 'active'; accountId: string; code: string; fields: BranchFields };

const same = (a: BranchFields, b: BranchFields) => JSON.stringify(a) === JSON.stringify(b);

export const branchDecider: Decider<BranchCommand, BranchEvent, BranchState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateBranch': {
        const { accountId, branchId, code, fields, now } = command.data;
        if (state.status === 'active' && state.accountId === accountId && same(state.fields, fields)) return [];
        if (state.status !== 'none') throw new NotFoundError(branchMessages.notFound);
        return [{ type: 'BranchCreated', data: { accountId, branchId, code, fields, createdAt: now } }];
      }
      case 'ChangeBranch': {
        const { accountId, branchId, fields, now } = command.data;
        // Another account's branch reads as missing.
        if (state.status !== 'active' || state.accountId !== accountId)
          throw new NotFoundError(branchMessages.notFound);
        if (same(state.fields, fields)) return [];
        return [{ type: 'BranchChanged', data: { accountId, branchId, fields, changedAt: now } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'BranchCreated':
        return { status: 'active', accountId: event.data.accountId, code: event.data.code, fields: event.data.fields };
      case 'BranchChanged':
        return state.status === 'active' ? { ...state, fields: event.data.fields } : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

/** One stream per (account, code): the first claim owns the code (safe under concurrent creates). */
export type BranchCodeCommand = {
  type: 'ClaimBranchCode';
  data: { accountId: string; code: string; branchId: string };
};
export interface BranchCodeState {
  readonly ownerId: string | null;
}

export const branchCodeDecider: Decider<BranchCodeCommand, BranchCodeClaimed, BranchCodeState> = {
  initialState: () => ({ ownerId: null }),
  decide(command, state) {
    if (state.ownerId === command.data.branchId) return [];
    if (state.ownerId !== null)
      throw new ValidationError([{ path: ['input', 'code'], message: branchMessages.codeTaken }]);
    return [{ type: 'BranchCodeClaimed', data: command.data }];
  },
  evolve: (_state, event) => ({ ownerId: event.data.branchId }),
};

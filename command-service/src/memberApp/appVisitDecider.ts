import type { MemberAppOpened } from '@gym/contracts/memberApp/appVisits';
import type { Decider } from '@gym/platform';

export type RecordAppOpened = {
  type: 'RecordAppOpened';
  data: { readonly accountId: string; readonly studentId: string; readonly month: string; readonly now: string };
};

/** The first opening of a member's month is recorded; the others decide nothing. */
export const appVisitDecider: Decider<RecordAppOpened, MemberAppOpened, { readonly opened: boolean }> = {
  initialState: () => ({ opened: false }),
  decide(command, state) {
    if (state.opened) return [];
    const { accountId, studentId, month, now } = command.data;
    return [{ type: 'MemberAppOpened', data: { accountId, studentId, month, openedAt: now } }];
  },
  evolve: () => ({ opened: true }),
};

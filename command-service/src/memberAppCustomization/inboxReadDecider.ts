import type { MemberAppInboxRead } from '@gym/contracts/memberAppCustomization/index';
import type { Decider } from '@gym/platform';

/** `memberAppInboxRead-<studentId>`: the member opened their messages; with nothing unread, nothing is recorded. */
export type MarkInboxRead = {
  type: 'MarkInboxRead';
  data: { accountId: string; studentId: string; unread: number; now: string };
};

export const inboxReadDecider: Decider<MarkInboxRead, MemberAppInboxRead, { readonly readAt: string | null }> = {
  initialState: () => ({ readAt: null }),
  decide(command) {
    const { accountId, studentId, unread, now } = command.data;
    if (unread === 0) return [];
    return [{ type: 'MemberAppInboxRead', data: { accountId, studentId, readAt: now } }];
  },
  evolve: (_state, event) => ({ readAt: event.data.readAt }),
};

export const inboxReadStream = (studentId: string) => `memberAppInboxRead-${studentId}`;

import type { MemberAppUnreadDoc } from '@gym/contracts/memberAppCustomization/index';
import type { DocumentStore } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';

export const MEMBER_APP_UNREAD = 'memberAppUnread';

const idOf = (accountId: string, studentId: string) => `${accountId}:${studentId}`;
const empty = (accountId: string, studentId: string): MemberAppUnreadDoc => ({
  id: idOf(accountId, studentId),
  accountId,
  studentId,
  unread: [],
  readAt: null,
});

/** News in a message sent at `sentAt`: unread unless the member read their messages after it. */
function withNews(
  doc: MemberAppUnreadDoc | null,
  data: { accountId: string; studentId: string; messageId: string; sentAt: string },
) {
  const current = doc ?? empty(data.accountId, data.studentId);
  if (current.readAt && data.sentAt <= current.readAt) return current;
  if (current.unread.includes(data.messageId)) return current;
  return { ...current, unread: [...current.unread, data.messageId] };
}

/**
 * Collection `memberAppUnread` (issue 25, the app's home): per member, the messages with something unread
 * (a new message, or a reply from the gym), emptied when the member opens their messages. Applying an
 * event twice gives the same document (a set of ids, and a read time that only moves forward).
 */
export const memberAppUnreadProjection: ReadModel<MemberAppUnreadDoc> = {
  collection: { name: MEMBER_APP_UNREAD, indexes: [{ fields: ['accountId', 'studentId'] }] },
  handlers: {
    InboxMessageSent: {
      ids: (event) => [idOf(event.data.accountId, event.data.studentId)],
      update: (doc, event) => withNews(doc, event.data),
    },
    InboxReplySent: {
      ids: (event) => [idOf(event.data.accountId, event.data.studentId)],
      // The member's own replies are not news to them.
      update: (doc, event) => (event.data.senderId === event.data.studentId ? doc : withNews(doc, event.data)),
    },
    MemberAppInboxRead: {
      ids: (event) => [idOf(event.data.accountId, event.data.studentId)],
      update: (doc, event) => {
        const current = doc ?? empty(event.data.accountId, event.data.studentId);
        if (current.readAt && current.readAt >= event.data.readAt) return current;
        return { ...current, unread: [], readAt: event.data.readAt };
      },
    },
  },
};

/** How many of the member's messages have something unread. */
export async function unreadMessagesOf(docs: DocumentStore, accountId: string, studentId: string): Promise<number> {
  const doc = await docs.collection<MemberAppUnreadDoc>(MEMBER_APP_UNREAD).get(idOf(accountId, studentId));
  return doc?.unread.length ?? 0;
}

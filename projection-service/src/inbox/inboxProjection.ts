import type { InboxDoc, InboxMessageSent, InboxReplySent } from '@gym/contracts';
import type { Projection, RecordedEvent } from '@gym/platform';

export const INBOXES = 'inboxes';

const byStudentId = (event: RecordedEvent) => [(event.data as { studentId: string }).studentId];
const dataOf = <T>(event: RecordedEvent) => event.data as T;

/**
 * Collection `inboxes`: getUserInbox and getMessageById, one document per student holding its
 * messages and their replies, so deleting the student drops them all at once. Messages from staff and
 * from the campaign engine's push channel (senderId null) alike.
 */
export const inboxesProjection: Projection<InboxDoc> = {
  collection: { name: INBOXES },
  handlers: {
    InboxMessageSent: {
      ids: byStudentId,
      update: (doc, event) => {
        const data = dataOf<InboxMessageSent['data']>(event);
        const messages = doc?.messages ?? [];
        if (messages.some((m) => m.id === data.messageId)) return doc; // applied already
        const entry = { id: data.messageId, from: data.senderName, subject: data.subject, body: data.body, sentAt: data.sentAt, campaignId: data.campaignId, replies: [] };
        return { id: data.studentId, accountId: data.accountId, messages: [...messages, entry] };
      },
    },
    InboxReplySent: {
      ids: byStudentId,
      update: (doc, event) => {
        if (!doc) return null;
        const data = dataOf<InboxReplySent['data']>(event);
        return {
          ...doc,
          messages: doc.messages.map((m) =>
            m.id !== data.messageId || m.replies.some((r) => r.id === data.replyId)
              ? m
              : { ...m, replies: [...m.replies, { id: data.replyId, from: data.senderName, body: data.body, sentAt: data.sentAt }] },
          ),
        };
      },
    },
    StudentDeleted: { ids: byStudentId, update: () => null },
  },
};

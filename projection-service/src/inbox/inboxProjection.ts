import type { InboxDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const INBOXES = 'inboxes';

const byStudentId = (event: { data: { studentId: string } }) => [event.data.studentId];

/**
 * Collection `inboxes`: getUserInbox and getMessageById, one document per student holding its
 * messages and their replies, so deleting the student drops them all at once. Messages from staff and
 * from the campaign engine's push channel (senderId null) alike.
 */
export const inboxesProjection: ReadModel<InboxDoc> = {
  collection: { name: INBOXES },
  handlers: {
    InboxMessageSent: {
      ids: byStudentId,
      update: (doc, event) => {
        const data = event.data;
        const messages = doc?.messages ?? [];
        if (messages.some((m) => m.id === data.messageId)) return doc; // applied already
        const entry = {
          id: data.messageId,
          from: data.senderName,
          subject: data.subject,
          body: data.body,
          sentAt: data.sentAt,
          campaignId: data.campaignId,
          replies: [],
        };
        return { id: data.studentId, accountId: data.accountId, messages: [...messages, entry] };
      },
    },
    InboxReplySent: {
      ids: byStudentId,
      update: (doc, event) => {
        if (!doc) return null;
        const data = event.data;
        return {
          ...doc,
          messages: doc.messages.map((m) =>
            m.id !== data.messageId || m.replies.some((r) => r.id === data.replyId)
              ? m
              : {
                  ...m,
                  replies: [
                    ...m.replies,
                    { id: data.replyId, from: data.senderName, body: data.body, sentAt: data.sentAt },
                  ],
                },
          ),
        };
      },
    },
    StudentDeleted: { ids: byStudentId, update: () => null },
  },
};

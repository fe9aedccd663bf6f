import { z } from 'zod';
import { byStudent, personal, sealedFor } from '../privacy/personal.ts';

/** A reply in a message's thread (sendReplyMessage); stream `inboxMessage-<messageId>`. */
export const inboxReplySentV1 = sealedFor(
  byStudent,
  z.object({
    accountId: z.string(),
    messageId: z.string(),
    replyId: z.string(),
    studentId: z.string(),
    senderId: z.string().nullable(),
    senderName: personal(z.string()),
    body: personal(z.string()),
    sentAt: z.string(),
  }),
);

export type InboxReplySent = { type: 'InboxReplySent'; data: z.infer<typeof inboxReplySentV1> };

import { z } from 'zod';

/** A reply in a message's thread (sendReplyMessage); stream `inboxMessage-<messageId>`. */
export const inboxReplySentV1 = z.object({
  accountId: z.string(),
  messageId: z.string(),
  replyId: z.string(),
  studentId: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  body: z.string(),
  sentAt: z.string(),
});

export type InboxReplySent = { type: 'InboxReplySent'; data: z.infer<typeof inboxReplySentV1> };

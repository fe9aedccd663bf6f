import { z } from 'zod';

/**
 * A message to a student's inbox (spec 002 'Inbox'), written by staff (createMessage) or by the
 * campaign engine's push channel (senderId null). Stream `inboxMessage-<messageId>`.
 */
export const inboxMessageSentV1 = z.object({
  accountId: z.string(),
  messageId: z.string(),
  studentId: z.string(),
  /** The staff member who wrote it; null when an automatic message (campaign) sent it. */
  senderId: z.string().nullable(),
  senderName: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
  /** The campaign that sent it, when one did. */
  campaignId: z.string().nullable(),
});

export type InboxMessageSent = { type: 'InboxMessageSent'; data: z.infer<typeof inboxMessageSentV1> };

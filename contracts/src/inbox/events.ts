import { z } from 'zod';
import { byStudent, notPersonal, personal, sealedFor } from '../privacy/personal.ts';

/**
 * A message to a student's inbox (spec 002 'Inbox'), written by staff (createMessage) or by the
 * campaign engine's push channel (senderId null). Stream `inboxMessage-<messageId>`.
 */
export const inboxMessageSentV1 = sealedFor(
  byStudent,
  z.object({
    accountId: z.string(),
    messageId: z.string(),
    studentId: z.string(),
    /** The staff member who wrote it; null when an automatic message (campaign) sent it. */
    senderId: z.string().nullable(),
    senderName: notPersonal(z.string(), "staff's name who wrote it, or the gym's for a campaign: not the student's"),
    subject: personal(z.string()),
    body: personal(z.string()),
    sentAt: z.string(),
    /** The campaign that sent it, when one did. */
    campaignId: z.string().nullable(),
  }),
);

export type InboxMessageSent = { type: 'InboxMessageSent'; data: z.infer<typeof inboxMessageSentV1> };

import type { Doc, DocumentStore, MailMessage, MailSender } from '@gym/platform';
import { uuid } from '@gym/platform';

export const OUTBOX = 'outbox';

export interface OutboxMail extends Doc, MailMessage {
  readonly accountId: string;
  readonly sentAt: string;
}

/** The embedded default's mail: nothing leaves the machine; staff read the outbox in the console. */
export function outboxMailSender(documents: DocumentStore, now: () => Date): (accountId: string) => MailSender {
  const ready = documents.ensureCollection({ name: OUTBOX, indexes: [{ fields: ['accountId', 'sentAt', 'id'] }] });
  return (accountId) => ({
    async send(message) {
      await ready;
      const id = uuid();
      await documents.collection<OutboxMail>(OUTBOX).upsert({ id, accountId, ...message, sentAt: now().toISOString() });
      return { messageId: id };
    },
  });
}

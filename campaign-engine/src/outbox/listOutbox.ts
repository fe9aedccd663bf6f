import { PAGE_SIZE } from '@gym/contracts';
import type { CampaignOutbox, DocumentStore } from '@gym/platform';
import { OUTBOX, type OutboxMail } from '../channels/outboxMailSender.ts';

/** `campaignOutbox(page)`: the account's kept e-mails, newest first (embedded default only). */
export function campaignOutboxReader(docs: DocumentStore): CampaignOutbox {
  return {
    async list(accountId, options) {
      const page = Math.max(1, Math.floor(options.page ?? 1));
      await docs.ensureCollection({ name: OUTBOX, indexes: [{ fields: ['accountId', 'sentAt', 'id'] }] });
      const col = docs.collection<OutboxMail>(OUTBOX);
      const mails = await col.find(
        { accountId },
        {
          sort: [
            ['sentAt', -1],
            ['id', -1],
          ],
          skip: (page - 1) * PAGE_SIZE,
          limit: PAGE_SIZE,
        },
      );
      const totalEntries = await col.count({ accountId });
      return {
        list: mails.map((m) => ({
          id: m.id,
          to: m.to,
          bcc: m.bcc ?? [],
          fromName: m.from?.name ?? null,
          fromEmail: m.from?.email ?? null,
          subject: m.subject,
          html: m.html,
          sentAt: m.sentAt,
        })),
        page,
        totalEntries,
        totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)),
      };
    },
  };
}

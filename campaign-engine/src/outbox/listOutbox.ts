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
    async forgetRecipient(accountId, email) {
      await docs.ensureCollection({ name: OUTBOX, indexes: [{ fields: ['accountId', 'sentAt', 'id'] }] });
      const col = docs.collection<OutboxMail>(OUTBOX);
      const address = email.toLowerCase();
      // A staff action, not a hot path: the account's mails in pages, the ones to the student deleted after.
      const doomed: string[] = [];
      for (let skip = 0; ; skip += 1000) {
        const page = await col.find({ accountId }, { sort: [['id', 1]], skip, limit: 1000 });
        for (const m of page) if (m.to.some((to) => to.toLowerCase() === address)) doomed.push(m.id);
        if (page.length < 1000) break;
      }
      for (const id of doomed) await col.delete(id);
      return doomed.length;
    },
  };
}

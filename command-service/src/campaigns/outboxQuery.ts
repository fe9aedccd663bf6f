import { PAGE_SIZE } from '@gym/contracts';
import { OUTBOX, type OutboxMail } from '@gym/campaign-engine';
import type { DocumentStore } from '@gym/platform';

/** `campaignOutbox(page)`: the account's kept e-mails, newest first (embedded default only). */
export async function listOutbox(docs: DocumentStore, accountId: string, options: { page?: number | null }) {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  await docs.ensureCollection({ name: OUTBOX, indexes: [{ fields: ['accountId', 'sentAt', 'id'] }] });
  const col = docs.collection<OutboxMail>(OUTBOX);
  const mails = await col.find({ accountId }, { sort: [['sentAt', -1], ['id', -1]], skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const totalEntries = await col.count({ accountId });
  return {
    list: mails.map((m) => ({ id: m.id, to: m.to, bcc: m.bcc ?? [], fromName: m.from?.name ?? null, fromEmail: m.from?.email ?? null, subject: m.subject, html: m.html, sentAt: m.sentAt })),
    page,
    totalEntries,
    totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)),
  };
}

import { PAGE_SIZE, type InboxThreadDoc } from '@gym/contracts';
import { findPage, type DocumentStore } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';
import { getStudent } from '../students/studentQueries.ts';
import type { Page } from '../students/studentQueries.ts';

export const INBOX_THREADS = 'inboxThreads';

/**
 * Collection `inboxThreads`: one row per thread for /admin/messages, kept from the thread's own events so the list
 * is one indexed page read (unread first, newest first). A member's reply (sender = the student) marks the thread
 * unread; a staff reply answers it. Reply ids make a replay change nothing.
 */
export const inboxThreadsProjection: ReadModel<InboxThreadDoc> = {
  collection: {
    name: INBOX_THREADS,
    indexes: [{ fields: ['accountId', 'unread', 'lastAt', 'id'] }],
  },
  handlers: {
    InboxMessageSent: {
      ids: (e) => [e.data.messageId],
      update: (doc, { data }) =>
        doc ?? {
          id: data.messageId,
          accountId: data.accountId,
          studentId: data.studentId,
          subject: data.subject,
          from: data.senderName,
          sentAt: data.sentAt,
          lastAt: data.sentAt,
          lastFrom: data.senderName,
          lastBody: data.body,
          replyIds: [],
          unread: 0,
        },
    },
    InboxReplySent: {
      ids: (e) => [e.data.messageId],
      update: (doc, { data }) => {
        if (!doc || doc.replyIds.includes(data.replyId)) return doc;
        const fromMember = data.senderId !== null && data.senderId === doc.studentId;
        return {
          ...doc,
          lastAt: data.sentAt,
          lastFrom: data.senderName,
          lastBody: data.body,
          replyIds: [...doc.replyIds, data.replyId],
          unread: fromMember ? 1 : 0,
        };
      },
    },
  },
};

const pageOf = (page: number | null | undefined) => Math.max(1, Math.min(1_000_000, Math.floor(page ?? 1) || 1));

export interface InboxThreadView extends Omit<InboxThreadDoc, 'replyIds' | 'unread' | 'accountId'> {
  readonly studentName: string;
  readonly to: string;
  readonly repliesCount: number;
  readonly unread: boolean;
}

/**
 * Every thread of the account, unread member replies first, then by the newest entry; with each row's student
 * (one lookup per row of the page). A removed student's threads read 'Aluno removido'.
 */
export async function listInboxThreads(
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null; unreadOnly?: boolean | null; removedName: string },
): Promise<Page<InboxThreadView>> {
  const p = pageOf(options.page);
  const { docs: rows, total } = await findPage(
    docs.collection<InboxThreadDoc>(INBOX_THREADS),
    { accountId, ...(options.unreadOnly ? { unread: 1 } : {}) },
    {
      sort: [
        ['unread', -1],
        ['lastAt', -1],
        ['id', -1],
      ],
      skip: (p - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  );
  const list = await Promise.all(
    rows.map(async ({ replyIds, unread, accountId: _account, ...row }) => {
      const student = await getStudent(docs, accountId, row.studentId);
      return {
        ...row,
        studentName: student?.fullName ?? options.removedName,
        to: student?.email ?? '',
        repliesCount: replyIds.length,
        unread: unread === 1,
      };
    }),
  );
  return { list, page: p, totalEntries: total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

import { adminRequest } from './request';
import type { Paged } from './social';

export interface InboxThread {
  readonly id: string;
  readonly studentId: string;
  readonly studentName: string;
  readonly to: string;
  readonly subject: string;
  readonly from: string;
  readonly sentAt: string;
  readonly lastAt: string;
  readonly lastFrom: string;
  readonly lastBody: string;
  readonly repliesCount: number;
  readonly unread: boolean;
}

const THREADS = `query InboxThreads($page: Int, $unreadOnly: Boolean) {
  inboxThreads(page: $page, unreadOnly: $unreadOnly) {
    page totalEntries totalPages
    list { id studentId studentName to subject from sentAt lastAt lastFrom lastBody repliesCount unread }
  }
}`;

/** /messages: every inbox thread of the account (threads open and answer through inboxMethods). */
export const staffMessageMethods = {
  inboxThreads: (page = 1, unreadOnly = false) =>
    adminRequest<{ inboxThreads: Paged<InboxThread> }>(THREADS, { page, unreadOnly }).then((d) => d.inboxThreads),
};

import type { InboxDoc, InboxMessageEntry } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { getStudent } from '../students/studentQueries.ts';
import { INBOXES } from './inboxProjection.ts';

export interface InboxMessageView extends InboxMessageEntry {
  /** The student's e-mail. */
  readonly to: string;
}

/** getUserInbox: the student's messages, newest first; null for a student of another account. */
export async function getUserInbox(
  docs: DocumentStore,
  accountId: string,
  studentId: string,
): Promise<InboxMessageView[] | null> {
  const student = await getStudent(docs, accountId, studentId);
  if (!student) return null;
  const doc = await docs.collection<InboxDoc>(INBOXES).get(studentId);
  const messages = doc && doc.accountId === accountId ? doc.messages : [];
  return messages.map((m) => ({ ...m, to: student.email })).reverse();
}

/** getMessageById(messageId, userId): the message with its replies, or null. */
export async function getInboxMessage(
  docs: DocumentStore,
  accountId: string,
  messageId: string,
  studentId: string,
): Promise<InboxMessageView | null> {
  const inbox = await getUserInbox(docs, accountId, studentId);
  return inbox?.find((m) => m.id === messageId) ?? null;
}

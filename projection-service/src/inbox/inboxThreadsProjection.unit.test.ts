import type { InboxThreadDoc } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { inboxThreadsProjection } from './inboxThreadsProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'inboxMessage-m1',
    streamRevision: position - 1,
    position,
    recordedAt: '2026-11-24T12:00:00.000Z',
  };
}
const sent = recorded('InboxMessageSent', {
  accountId: 'a1',
  messageId: 'm1',
  studentId: 's1',
  senderId: 'u1',
  senderName: 'Ana Gerente',
  subject: 'Oi',
  body: 'Tudo bem?',
  sentAt: '2026-11-24T10:00:00.000Z',
  campaignId: null,
});
const reply = (replyId: string, senderId: string | null, senderName: string, body: string, sentAt: string) =>
  recorded('InboxReplySent', {
    accountId: 'a1',
    messageId: 'm1',
    replyId,
    studentId: 's1',
    senderId,
    senderName,
    body,
    sentAt,
  });
function project(events: RecordedEvent[], start: InboxThreadDoc | null = null) {
  return events.reduce<InboxThreadDoc | null>(
    (doc, e) => handlerFor(inboxThreadsProjection.handlers, e.type)!.update(doc, e),
    start,
  );
}

describe('inboxThreads projection', () => {
  it('keeps one row per thread; a member reply makes it unread, a staff reply answers it', () => {
    const fromMember = reply('r1', 's1', 'Bia Aluna', 'Tudo ótimo!', '2026-11-24T11:00:00.000Z');
    const afterMember = project([sent, fromMember]);
    expect(afterMember).toMatchObject({
      id: 'm1',
      accountId: 'a1',
      studentId: 's1',
      subject: 'Oi',
      from: 'Ana Gerente',
      lastAt: '2026-11-24T11:00:00.000Z',
      lastFrom: 'Bia Aluna',
      lastBody: 'Tudo ótimo!',
      replyIds: ['r1'],
      unread: 1,
    });
    const answered = project([reply('r2', 'u1', 'Ana Gerente', 'Que bom!', '2026-11-24T12:00:00.000Z')], afterMember);
    expect(answered).toMatchObject({ unread: 0, lastBody: 'Que bom!', replyIds: ['r1', 'r2'] });
  });

  it('is idempotent: a replayed message or reply changes nothing', () => {
    const events = [sent, reply('r3', 's1', 'Bia Aluna', 'Oi!', '2026-11-24T11:00:00.000Z')];
    const once = project(events);
    expect(project(events, once)).toEqual(once);
  });

  it('reads a campaign reply (no sender) as staff, and ignores a reply to an unknown thread', () => {
    expect(project([sent, reply('r4', null, 'Academia', 'Automática', '2026-11-24T11:00:00.000Z')])?.unread).toBe(0);
    expect(project([reply('r5', 's1', 'Bia', 'Oi', '2026-11-24T11:00:00.000Z')])).toBeNull();
  });
});

import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import type { MemberAppUnreadDoc } from '@gym/contracts/memberAppCustomization/index';
import { memberAppUnreadProjection } from './unreadMessagesProjection.ts';

let position = 0;
const event = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${++position}`,
  type,
  data,
  schemaVersion: 1,
  metadata: {},
  streamId: 'x',
  streamRevision: 0,
  position,
  recordedAt: '2026-11-24T12:00:00.000Z',
});
const message = (messageId: string, sentAt: string) =>
  event('InboxMessageSent', {
    accountId: 'a1',
    studentId: 's1',
    messageId,
    sentAt,
    senderId: 'u1',
    senderName: 'Equipe',
    subject: 'Oi',
    body: 'Olá',
    campaignId: null,
  });
const reply = (messageId: string, senderId: string, sentAt: string) =>
  event('InboxReplySent', {
    accountId: 'a1',
    messageId,
    replyId: `r${position}`,
    studentId: 's1',
    senderId,
    senderName: 'X',
    body: 'Ok',
    sentAt,
  });
const read = (readAt: string) => event('MemberAppInboxRead', { accountId: 'a1', studentId: 's1', readAt });
const apply = (events: RecordedEvent[], twice = false) =>
  events.reduce(
    (doc, e) => {
      const handler = handlerFor(memberAppUnreadProjection.handlers, e.type)!;
      expect(handler.ids(e)).toEqual(['a1:s1']);
      const once = handler.update(doc, e);
      return twice ? handler.update(once, e) : once;
    },
    null as MemberAppUnreadDoc | null,
  );

describe('memberAppUnread projection', () => {
  const story = [
    message('m1', '2026-11-24T10:00:00.000Z'),
    message('m2', '2026-11-24T10:05:00.000Z'),
    reply('m1', 's1', '2026-11-24T10:06:00.000Z'),
    read('2026-11-24T11:00:00.000Z'),
    reply('m1', 'u1', '2026-11-24T11:30:00.000Z'),
    reply('m1', 'u1', '2026-11-24T11:31:00.000Z'),
    message('m3', '2026-11-24T12:00:00.000Z'),
  ];
  it('counts new messages and the gym replies since the last read, not the member own replies', () => {
    expect(apply(story.slice(0, 3))?.unread).toEqual(['m1', 'm2']);
    expect(apply(story.slice(0, 4))).toMatchObject({ unread: [], readAt: '2026-11-24T11:00:00.000Z' });
    expect(apply(story)?.unread).toEqual(['m1', 'm3']);
  });
  it('gives the same document when every event is applied twice', () => {
    expect(apply(story, true)).toEqual(apply(story));
  });
  it('does not move the read time back, nor count a message older than the last read', () => {
    const later = apply([
      read('2026-11-24T11:00:00.000Z'),
      read('2026-11-24T09:00:00.000Z'),
      message('m0', '2026-11-24T10:00:00.000Z'),
    ]);
    expect(later).toMatchObject({ unread: [], readAt: '2026-11-24T11:00:00.000Z' });
  });
});

import type { InboxDoc } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { inboxesProjection } from './inboxProjection.ts';

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
    recordedAt: '2026-11-23T12:00:00.000Z',
  };
}
function project(events: RecordedEvent[], start: InboxDoc | null = null): InboxDoc | null {
  return events.reduce<InboxDoc | null>((doc, event) => {
    const handler = handlerFor(inboxesProjection.handlers, event.type);
    return handler ? handler.update(doc, event) : doc;
  }, start);
}

const fromStaff = recorded('InboxMessageSent', {
  accountId: 'a1',
  messageId: 'm1',
  studentId: 's1',
  senderId: 'u1',
  senderName: 'Ana Gerente',
  subject: 'Oi',
  body: 'Tudo bem?',
  sentAt: '2026-11-23T10:00:00.000Z',
  campaignId: null,
});
const fromCampaign = recorded('InboxMessageSent', {
  accountId: 'a1',
  messageId: 'm2',
  studentId: 's1',
  senderId: null,
  senderName: 'Academia Demo',
  subject: 'Parabéns',
  body: 'Você ganhou pontos',
  sentAt: '2026-11-23T11:00:00.000Z',
  campaignId: 'c1',
});
const replied = recorded('InboxReplySent', {
  accountId: 'a1',
  messageId: 'm1',
  replyId: 'r1',
  studentId: 's1',
  senderId: 'u1',
  senderName: 'Ana Gerente',
  body: 'Responda quando puder',
  sentAt: '2026-11-23T12:00:00.000Z',
});

describe('inboxes projection', () => {
  it("keeps a student's messages from staff and from campaigns, with their replies", () => {
    expect(handlerFor(inboxesProjection.handlers, 'InboxMessageSent')!.ids(fromStaff)).toEqual(['s1']);
    expect(project([fromStaff, fromCampaign, replied])).toEqual({
      id: 's1',
      accountId: 'a1',
      messages: [
        {
          id: 'm1',
          from: 'Ana Gerente',
          subject: 'Oi',
          body: 'Tudo bem?',
          sentAt: '2026-11-23T10:00:00.000Z',
          campaignId: null,
          replies: [
            { id: 'r1', from: 'Ana Gerente', body: 'Responda quando puder', sentAt: '2026-11-23T12:00:00.000Z' },
          ],
        },
        {
          id: 'm2',
          from: 'Academia Demo',
          subject: 'Parabéns',
          body: 'Você ganhou pontos',
          sentAt: '2026-11-23T11:00:00.000Z',
          campaignId: 'c1',
          replies: [],
        },
      ],
    });
  });

  it('is idempotent: replayed messages and replies change nothing', () => {
    const once = project([fromStaff, fromCampaign, replied]);
    expect(project([fromStaff, fromCampaign, replied], once)).toEqual(once);
  });

  it('forgets the inbox of a deleted student', () => {
    expect(
      project([
        fromStaff,
        recorded('StudentDeleted', { accountId: 'a1', studentId: 's1', deletedAt: '2026-11-23T13:00:00.000Z' }),
      ]),
    ).toBeNull();
  });
});

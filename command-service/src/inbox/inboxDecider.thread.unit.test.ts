import { inboxMessages } from '@gym/contracts';
import { IllegalStateError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { inboxDecider, type InboxEvent } from './inboxDecider.ts';

// A message id reused for another student or account is refused, never taken as a retry.
const accountId = 'acc-1';
const now = '2026-11-23T12:00:00.000Z';
const sender = { senderId: 'staff-1', senderName: 'Ana Gerente' };
const spec = deciderSpec(inboxDecider);
const sent: InboxEvent = {
  type: 'InboxMessageSent',
  data: {
    accountId,
    messageId: 'm1',
    studentId: 's1',
    ...sender,
    subject: 'Bem-vinda',
    body: 'Olá, tudo bem?',
    sentAt: now,
    campaignId: null,
  },
};
const send = (over: Partial<{ accountId: string; studentId: string }>) =>
  ({
    type: 'SendMessage',
    data: {
      accountId,
      messageId: 'm1',
      studentId: 's1',
      subject: 'Bem-vinda',
      body: 'Olá, tudo bem?',
      now,
      studentExists: true,
      ...sender,
      ...over,
    },
  }) as const;
const reply = (replyId: string) => ({
  type: 'SendReply' as const,
  data: { accountId, messageId: 'm1', replyId, body: 'Tudo ótimo', now, ...sender },
});
const replied = (replyId: string): InboxEvent => ({
  type: 'InboxReplySent',
  data: { accountId, messageId: 'm1', replyId, studentId: 's1', ...sender, body: 'Tudo ótimo', sentAt: now },
});

describe('inbox decider: a thread', () => {
  it('given a message to a student, when its id is sent to another student or from another account, then refused', () => {
    spec
      .given([sent])
      .when(send({ studentId: 's2' }))
      .thenThrows(IllegalStateError, inboxMessages.messageNotFound);
    spec
      .given([sent])
      .when(send({ accountId: 'acc-2' }))
      .thenThrows(IllegalStateError, inboxMessages.messageNotFound);
  });

  it('given two replies, when either is sent again, then nothing; a third is recorded', () => {
    spec
      .given([sent, replied('r1'), replied('r2')])
      .when(reply('r1'))
      .thenNothingHappens();
    spec
      .given([sent, replied('r1'), replied('r2')])
      .when(reply('r2'))
      .thenNothingHappens();
    spec
      .given([sent, replied('r1'), replied('r2')])
      .when(reply('r3'))
      .then([replied('r3')]);
  });
});

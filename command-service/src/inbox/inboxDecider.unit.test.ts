import { inboxMessages, messages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { inboxDecider, type InboxEvent } from './inboxDecider.ts';

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
const sendMessage = {
  type: 'SendMessage' as const,
  data: {
    accountId,
    messageId: 'm1',
    studentId: 's1',
    subject: 'Bem-vinda',
    body: 'Olá, tudo bem?',
    now,
    studentExists: true,
    ...sender,
  },
};
const reply = (replyId: string, over: Partial<{ accountId: string }> = {}) => ({
  type: 'SendReply' as const,
  data: { accountId, messageId: 'm1', replyId, body: 'Tudo ótimo', now, ...sender, ...over },
});

describe('inbox decider', () => {
  it('sends a new message to a student', () => {
    spec.given([]).when(sendMessage).then([sent]);
  });

  it('refuses a message to someone who is not a student of the account', () => {
    spec
      .given([])
      .when({ ...sendMessage, data: { ...sendMessage.data, studentExists: false } })
      .thenThrows(NotFoundError, messages.studentNotFound);
  });

  it('decides nothing when the same message is sent again (a retry)', () => {
    spec.given([sent]).when(sendMessage).thenNothingHappens();
  });

  it('records a reply in the thread, with the student of the message', () => {
    spec
      .given([sent])
      .when(reply('r1'))
      .then([
        {
          type: 'InboxReplySent',
          data: {
            accountId,
            messageId: 'm1',
            replyId: 'r1',
            studentId: 's1',
            ...sender,
            body: 'Tudo ótimo',
            sentAt: now,
          },
        },
      ]);
  });

  it('refuses a reply to a message that does not exist', () => {
    spec.given([]).when(reply('r1')).thenThrows(NotFoundError, inboxMessages.messageNotFound);
  });

  it("refuses a reply to another account's message as missing", () => {
    spec
      .given([sent])
      .when(reply('r1', { accountId: 'acc-2' }))
      .thenThrows(NotFoundError, inboxMessages.messageNotFound);
  });

  it('decides nothing for a reply already recorded', () => {
    const replied: InboxEvent = {
      type: 'InboxReplySent',
      data: { accountId, messageId: 'm1', replyId: 'r1', studentId: 's1', ...sender, body: 'Tudo ótimo', sentAt: now },
    };
    spec.given([sent, replied]).when(reply('r1')).thenNothingHappens();
  });
});

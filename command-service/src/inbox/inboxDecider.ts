import { inboxMessages, messages, type InboxMessageSent, type InboxReplySent } from '@gym/contracts';
import { IllegalStateError, NotFoundError, type Decider } from '@gym/platform';

interface Sender {
  readonly senderId: string | null;
  readonly senderName: string;
}

export type InboxCommand =
  | {
      type: 'SendMessage';
      data: Sender & {
        accountId: string;
        messageId: string;
        studentId: string;
        subject: string;
        body: string;
        now: string;
        studentExists: boolean;
      };
    }
  | {
      type: 'SendReply';
      data: Sender & { accountId: string; messageId: string; replyId: string; body: string; now: string };
    };

export type InboxEvent = InboxMessageSent | InboxReplySent;

export type InboxState =
  | { status: 'none' }
  | { status: 'sent'; accountId: string; studentId: string; replyIds: readonly string[] };

/** One message thread (stream `inboxMessage-<messageId>`): the message and its replies. */
export const inboxDecider: Decider<InboxCommand, InboxEvent, InboxState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'SendMessage': {
        const { accountId, messageId, studentId, subject, body, now, studentExists, senderId, senderName } =
          command.data;
        if (!studentExists) throw new NotFoundError(messages.studentNotFound);
        if (state.status === 'sent') {
          if (state.accountId === accountId && state.studentId === studentId) return []; // a retry
          throw new IllegalStateError(inboxMessages.messageNotFound);
        }
        return [
          {
            type: 'InboxMessageSent',
            data: {
              accountId,
              messageId,
              studentId,
              senderId,
              senderName,
              subject,
              body,
              sentAt: now,
              campaignId: null,
            },
          },
        ];
      }
      case 'SendReply': {
        const { accountId, messageId, replyId, body, now, senderId, senderName } = command.data;
        // Another account's message reads as missing.
        if (state.status !== 'sent' || state.accountId !== accountId)
          throw new NotFoundError(inboxMessages.messageNotFound);
        if (state.replyIds.includes(replyId)) return [];
        return [
          {
            type: 'InboxReplySent',
            data: {
              accountId,
              messageId,
              replyId,
              studentId: state.studentId,
              senderId,
              senderName,
              body,
              sentAt: now,
            },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'InboxMessageSent':
        return { status: 'sent', accountId: event.data.accountId, studentId: event.data.studentId, replyIds: [] };
      case 'InboxReplySent':
        return state.status === 'sent' ? { ...state, replyIds: [...state.replyIds, event.data.replyId] } : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

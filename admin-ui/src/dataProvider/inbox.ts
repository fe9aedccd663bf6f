import { adminRequest } from './request';

export interface InboxReply {
  readonly id: string;
  readonly from: string;
  readonly body: string;
  readonly sentAt: string;
}
export interface InboxMessage {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly sentAt: string;
  readonly repliesCount: number;
  readonly replies: readonly InboxReply[];
}

const FIELDS = 'id from to subject body sentAt repliesCount replies { id from body sentAt }';
const USER_INBOX = `query getUserInbox($userId: ID!) { getUserInbox(userId: $userId) { ${FIELDS} } }`;
const MESSAGE = `query getMessageById($messageId: ID!, $userId: ID!) { getMessageById(messageId: $messageId, userId: $userId) { ${FIELDS} } }`;
const CREATE = `mutation createMessage($to: String!, $subject: String!, $body: String!) {
  createMessage(to: $to, subject: $subject, body: $body) { id subject body sentAt from }
}`;
const REPLY =
  'mutation sendReplyMessage($messageId: ID!, $body: String!) { sendReplyMessage(messageId: $messageId, body: $body) { id } }';

/** A student's inbox (spec 002 'Inbox'): messages read per student, so custom methods named as the spec's operations. */
export const inboxMethods = {
  getUserInbox: (userId: string): Promise<readonly InboxMessage[]> =>
    adminRequest<{ getUserInbox: InboxMessage[] | null }>(USER_INBOX, { userId }).then((d) => d.getUserInbox ?? []),
  getMessageById: (messageId: string, userId: string) =>
    adminRequest<{ getMessageById: InboxMessage | null }>(MESSAGE, { messageId, userId }).then((d) => d.getMessageById),
  createMessage: (variables: { to: string; subject: string; body: string }) => adminRequest(CREATE, variables),
  sendReplyMessage: (variables: { messageId: string; body: string }) => adminRequest(REPLY, variables),
};

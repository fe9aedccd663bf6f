import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

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

const fields = 'id from to subject body sentAt repliesCount replies { id from body sentAt }';

export async function fetchUserInbox(userId: string): Promise<readonly InboxMessage[]> {
  const data = await graphqlRequest<{ getUserInbox: InboxMessage[] | null }>(
    endpoints.admin,
    `query getUserInbox($userId: ID!) { getUserInbox(userId: $userId) { ${fields} } }`,
    { userId },
  );
  return data.getUserInbox ?? [];
}

export async function fetchMessage(messageId: string, userId: string): Promise<InboxMessage | null> {
  const data = await graphqlRequest<{ getMessageById: InboxMessage | null }>(
    endpoints.admin,
    `query getMessageById($messageId: ID!, $userId: ID!) { getMessageById(messageId: $messageId, userId: $userId) { ${fields} } }`,
    { messageId, userId },
  );
  return data.getMessageById;
}

export function createMessage(variables: { to: string; subject: string; body: string }) {
  return graphqlRequest(
    endpoints.admin,
    'mutation createMessage($to: String!, $subject: String!, $body: String!) { createMessage(to: $to, subject: $subject, body: $body) { id subject body sentAt from } }',
    variables,
  );
}

export function sendReplyMessage(variables: { messageId: string; body: string }) {
  return graphqlRequest(
    endpoints.admin,
    'mutation sendReplyMessage($messageId: ID!, $body: String!) { sendReplyMessage(messageId: $messageId, body: $body) { id } }',
    variables,
  );
}

/** Spec 002 'Inbox': getUserInbox, getMessageById, createMessage, sendReplyMessage (admin scope). */
export const inboxAdminSdl = /* GraphQL */ `
  type InboxReply {
    id: ID!
    from: String!
    body: String!
    sentAt: String!
  }

  type InboxMessage {
    id: ID!
    "The sender's name."
    from: String!
    "The student's e-mail."
    to: String!
    subject: String!
    body: String!
    sentAt: String!
    campaignId: ID
    replies: [InboxReply!]!
    repliesCount: Int!
  }

  type SentMessage {
    id: ID!
    subject: String!
    body: String!
    sentAt: String!
    from: String!
  }

  extend type Query {
    "Newest first; null when the student is not a member of this account."
    getUserInbox(userId: ID!): [InboxMessage!]
    getMessageById(messageId: ID!, userId: ID!): InboxMessage
  }
  extend type Mutation {
    "to: the student's e-mail."
    createMessage(to: String!, subject: String!, body: String!): SentMessage!
    sendReplyMessage(messageId: ID!, body: String!): InboxReply!
  }
`;

/**
 * Messages for staff (/admin/messages, issue 22 item 4): every inbox thread of the account in one list, unread
 * member replies first. Opening and answering use the profile inbox's getMessageById and sendReplyMessage.
 * The operation name is ours: the spec shows none.
 */
export const staffMessagesAdminSdl = /* GraphQL */ `
  type InboxThread {
    "The message's id (getMessageById's messageId)."
    id: ID!
    "The student (getMessageById's userId)."
    studentId: ID!
    studentName: String!
    "The student's e-mail; empty once the student is removed."
    to: String!
    subject: String!
    from: String!
    sentAt: String!
    lastAt: String!
    lastFrom: String!
    lastBody: String!
    repliesCount: Int!
    "True while the newest entry is the member's reply, not yet answered."
    unread: Boolean!
  }
  type InboxThreadsPage {
    list: [InboxThread!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  extend type Query {
    "Every inbox thread of the account, unread replies first, then newest first; 25 a page."
    inboxThreads(page: Int, unreadOnly: Boolean): InboxThreadsPage!
  }
`;

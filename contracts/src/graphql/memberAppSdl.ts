/**
 * The member app's reads on /{account}/graphql (issue 25) that the member scope lacked: the spec's own
 * operation names, restricted to the signed-in member (getUserPoints) or to what any member may see of a
 * class (programSchedule: dates and how many are booked, no names).
 */
export const memberAppAccountSdl = /* GraphQL */ `
  type PointsMovement {
    id: ID!
    createdAt: String!
    operation: String!
    value: Int!
    obs: String
  }
  type UserPoints {
    totalPoints: Int!
    points: [PointsMovement!]!
    page: Int!
    totalPages: Int!
  }
  extend type Query {
    "The signed-in member's points; another member's id is refused."
    getUserPoints(userId: ID, page: Int): UserPoints
    "A program's classes over the next days with their bookings and waitlist counts."
    programSchedule(programId: ID!, days: Int): [ClassOccurrence!]!
    "A signed code for the check-in desk, valid one minute and once (ours: the spec has no QR check-in)."
    checkinQrCode: CheckinQrCode!
  }
  extend type Mutation {
    "The app reports a signed-in opening (the first of the month counts in the console's statistics)."
    appOpened: Boolean!
  }
  type InboxReply {
    id: ID!
    from: String!
    body: String!
    sentAt: String!
  }
  type InboxMessage {
    id: ID!
    from: String!
    to: String!
    subject: String!
    body: String!
    sentAt: String!
    campaignId: ID
    replies: [InboxReply!]!
    repliesCount: Int!
  }
  extend type Query {
    "The signed-in member's inbox, newest first; another member's id is refused."
    getUserInbox(userId: ID): [InboxMessage!]
  }
  extend type Mutation {
    "The member answers one of their own messages."
    sendReplyMessage(messageId: ID!, body: String!): InboxReply!
  }
  type CheckinQrCode {
    token: String!
    expiresAt: String!
  }
`;

/** The console's side: the QR check-in and /admin/app's summary (admin scope, staff). */
export const memberAppAdminSdl = /* GraphQL */ `
  type MemberAppSummary {
    "The app's address, to share and to print as a QR code."
    address: String!
    publicPage: String!
    "yyyy-MM, São Paulo."
    month: String!
    "Members who opened the app signed in this month."
    signedInThisMonth: Int!
  }
  extend type Query {
    memberAppSummary: MemberAppSummary!
  }
  extend type Mutation {
    "Checks the code's student in to the class, with the desk's rules; a code is accepted once."
    createCheckinFromQrCode(token: String!, programClassId: ID!, classDate: String): CheckinResult!
  }
`;

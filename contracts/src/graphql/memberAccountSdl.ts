/**
 * The member app's own account (issue 25 item 2, "plan and payments" and "profile") on /{account}/graphql.
 * getAlunoPlans and createOrUpdateUser keep the spec's names (the console's calls), restricted to the signed-in
 * member; the payment mutations are ours (the spec has no member-side payment call): they run issue 24's
 * self-service payment (billing/selfService.ts), the same commands and events as the e-mailed page.
 */
export const memberAccountSdl = /* GraphQL */ `
  type UserPlanPayment {
    id: ID!
    "YYYY-MM-DD."
    date: String!
    paymentMethod: String!
    "Cents."
    value: Int!
    received: Boolean!
    receivedAt: String
    "paid, open (not due or not charged yet), overdue (a charge failed) or writtenOff."
    status: String!
  }
  type SavedCard {
    brand: String!
    last4: String!
  }
  "A plan of the signed-in member, with its payments and the card it is charged to."
  type UserPlan {
    id: ID!
    name: String!
    planColor: String!
    status: String!
    statusLabel: String!
    startDate: String!
    endDate: String
    total: Int!
    installments: Int!
    paymentMethod: String!
    planPayments: [UserPlanPayment!]!
    card: SavedCard
    "Cents: the sum of the overdue payments."
    overdueAmount: Int!
  }
  type UserPlansPage {
    list: [UserPlan!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  type OverduePaymentResult {
    "approved or declined (a decline is an answer, with the provider's reason)."
    status: String!
    message: String
  }
  type OverduePix {
    pixId: ID!
    "Cents."
    amount: Int!
    copyPasteCode: String!
    qrCodeDataUrl: String!
  }
  type OverduePixStatus {
    "pending or paid."
    status: String!
  }
  type MemberProfile {
    id: ID!
    name: String!
    lastName: String!
    email: String!
    phone: String
    avatarUrl: String
  }
  "What a member may change of their own profile (the console's createOrUpdateUser keeps the rest)."
  input UserInput {
    id: ID
    name: String!
    lastName: String!
    phone: String
    avatarUrl: String
    origin: String
  }
  extend type Query {
    "The signed-in member's plans (status ativados or desativados); another member's id is refused."
    getAlunoPlans(alunoId: ID, page: Int, status: String): UserPlansPage!
    "The signed-in member's profile."
    myProfile: MemberProfile!
  }
  extend type Mutation {
    "Pays the plan's overdue payments now with the card on file, or with a new card (a provider token)."
    payOverduePayments(studentPlanId: ID!, cardToken: String): OverduePaymentResult!
    "A Pix charge of the plan's overdue total (the same overdue payments give the same charge)."
    openOverduePix(studentPlanId: ID!): OverduePix!
    "Whether that Pix was paid; once paid, the overdue payments it covers are recorded paid."
    overduePixStatus(studentPlanId: ID!, pixId: ID!): OverduePixStatus!
    "The member edits their own name, phone and photo (origin app): the console's profile event."
    createOrUpdateUser(input: UserInput!): MemberProfile!
  }
`;

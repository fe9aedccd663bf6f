/**
 * Plans and money on the admin endpoint (spec 001 'Plan form', spec 002 'Plans of a student',
 * 'Billing report'). Money fields are integer cents; dates are YYYY-MM-DD.
 */
export const plansSdl = /* GraphQL */ `
  "A plan sold to members (the catalogue)."
  type Plan {
    id: ID!
    code: String!
    name: String!
    description: String
    planType: String!
    visibility: String!
    color: String
    coverUrl: String
    status: String!
    programIds: [ID!]!
    externalStores: [String!]!
    recurrence: String
    recurrenceValue: Int!
    "Cents."
    value: Int!
    installments: Int!
    billingTriggerType: String!
    billingTriggerDay: Int
    cycles: Int!
    subject: String
    body: String
    subjectOnEnd: String
    bodyOnEnd: String
    archived: Boolean!
  }
  type PlansPage {
    list: [Plan!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  "Spec 001 planPrograms: a program the plan gives access to; _destroy removes it."
  input PlanProgramInput {
    id: ID
    programId: ID!
    _destroy: Boolean
  }

  input PlanInput {
    id: ID
    name: String
    description: String
    planType: String
    visibility: String
    color: String
    coverUrl: String
    status: String
    programIds: [ID!]
    "When given, the plan's programs are these (less those with _destroy), not programIds."
    planPrograms: [PlanProgramInput!]
    externalStores: [String!]
    recurrence: String
    recurrenceValue: Int
    value: Int
    installments: Int
    billingTriggerType: String
    billingTriggerDay: Int
    cycles: Int
    subject: String
    body: String
    subjectOnEnd: String
    bodyOnEnd: String
  }
  type PlanPayload {
    plan: Plan!
  }
  type PlanPayment {
    id: ID!
    date: String!
    paymentMethod: String!
    "Cents."
    value: Int!
    received: Boolean!
    receivedAt: String
  }
  "A plan of a student (user plan)."
  type UserPlan {
    id: ID!
    userId: ID!
    planId: ID!
    name: String!
    planColor: String!
    planType: String!
    status: String!
    statusLabel: String!
    startDate: String!
    endDate: String
    subtotal: Int!
    total: Int!
    discount: Float!
    discountType: String
    installments: Int!
    paymentMethod: String!
    store: String
    planPayments: [PlanPayment!]!
    freeze: PlanFreeze
    "The next period's first day (YYYY-MM-DD) while another period follows; null otherwise (ours, issue 34)."
    renewsOn: String
    "True for an active plan with an end date and no period after it: its last cycle (ours, issue 34)."
    lastCycle: Boolean!
  }
  "A freeze (trancamento) of a student plan: no payment falls due and no check-in is accepted in it."
  type PlanFreeze {
    startDate: String!
    endDate: String!
    days: Int!
    reason: String!
  }
  type PlanFreezeLimits {
    minDays: Int!
    maxDays: Int!
  }
  type UserPlansPage {
    list: [UserPlan!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  "Report sums are Float: cents summed across an account pass GraphQL's 32-bit Int (R$ 21 million); they stay whole numbers."
  type BillingDay {
    date: String!
    "Cents."
    value: Float!
  }
  type BillingReport {
    fromDate: String!
    toDate: String!
    "Cents received since the account began."
    totalBilled: Float!
    "Cents received between fromDate and toDate (São Paulo days)."
    billedInPeriod: Float!
    days: [BillingDay!]!
  }
  extend type Query {
    getPlans(page: Int, search: String): PlansPage!
    plan(id: ID!): Plan
    getAlunoPlans(alunoId: ID!, page: Int, status: String): UserPlansPage!
    billingReport(fromDate: String!, toDate: String!): BillingReport!
    planFreezeLimits: PlanFreezeLimits!
  }
  extend type Mutation {
    createOrUpdatePlan(input: PlanInput!): PlanPayload!
    archivePlan(id: ID!): Plan!
    createOrUpdatePlanToUser(
      id: ID
      userId: ID!
      planId: ID!
      paymentMethod: String
      startDate: String
      endDate: String
      status: String
      discount: Float
      discountType: String
      installments: Int
    ): UserPlan!
    setPaymentReceived(id: ID!, received: Boolean!): PlanPayment!
    freezeStudentPlan(id: ID!, startDate: String, days: Int!, reason: String!): UserPlan!
    endStudentPlanFreeze(id: ID!): UserPlan!
    "Ours (issue 34): the plan ends at its current period's end; no further period is opened."
    cancelStudentPlanRenewal(id: ID!): UserPlan!
    setPlanFreezeLimits(minDays: Int!, maxDays: Int!): PlanFreezeLimits!
  }
`;

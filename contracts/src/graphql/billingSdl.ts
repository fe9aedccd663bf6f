/**
 * Recurring card billing and its recovery ladder (issue 24; ours, beyond the spec), admin scope.
 * Amounts in integer cents, days YYYY-MM-DD.
 */
export const billingAdminSdl = /* GraphQL */ `
  type BillingLadder {
    retryDays: [Int!]!
    refuseCheckinsWhileOverdue: Boolean!
    cancelAfterOverduePayments: Int
  }
  input BillingLadderInput {
    retryDays: [Int!]!
    refuseCheckinsWhileOverdue: Boolean!
    cancelAfterOverduePayments: Int
  }
  type CardOnFile {
    brand: String!
    last4: String!
  }
  type RecurringPayment {
    id: ID!
    dueDate: String!
    value: Int!
    "open, paid or writtenOff"
    state: String!
    failed: Boolean!
    nextRetryOn: String
  }
  type RecurringBilling {
    studentPlanId: ID!
    studentId: ID!
    card: CardOnFile!
    cancelled: Boolean!
    overdue: Int!
    overdueAmount: Int!
    nextChargeOn: String
    payments: [RecurringPayment!]!
  }
  type OverdueStudent {
    studentId: ID!
    studentName: String!
    studentPlanId: ID!
    overdue: Int!
    overdueAmount: Int!
    "The overdue payments only."
    payments: [RecurringPayment!]!
  }
  type RecurringChargeResult {
    "approved or declined"
    status: String!
    message: String
  }
  type RecoveryReport {
    failed: Int!
    failedAmount: Int!
    recovered: Int!
    recoveredAmount: Int!
    writtenOff: Int!
    writtenOffAmount: Int!
    cancelled: Int!
  }
  extend type Query {
    billingLadder: BillingLadder!
    alunoRecurringBilling(alunoId: ID!): [RecurringBilling!]!
    overdueStudents: [OverdueStudent!]!
    recoveryReport(fromDate: String!, toDate: String!): RecoveryReport!
  }
  extend type Mutation {
    setBillingLadder(input: BillingLadderInput!): BillingLadder!
    setStudentPlanCardOnFile(studentPlanId: ID!): RecurringBilling!
    retryOverduePayment(paymentId: ID!): RecurringChargeResult!
    writeOffPayment(paymentId: ID!): RecurringBilling!
  }
`;

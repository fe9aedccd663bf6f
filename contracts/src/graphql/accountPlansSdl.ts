/**
 * Account plans, subscriptions (account-plan relationships) and invoices (issue 23, spec 000). Money in
 * integer cents; a percentual discount in whole percent.
 */
const accountPlanTypes = /* GraphQL */ `
  type AccountPlanPricingRule {
    id: ID!
    metricType: String!
    metricThreshold: Int!
    basePrice: Int!
    description: String
    order: Int!
  }
  type AccountUsage {
    users: Int!
    filials: Int!
    revenueCents: Int!
  }
  type AccountPlanRelationship {
    id: ID!
    accountId: ID!
    accountPlanId: ID!
    accountPlanName: String!
    status: String!
    planValue: Int!
    startPlan: String!
    endPlan: String
    installments: Int!
    planType: String!
    planTypeValue: Int!
    recurrence: String!
    recurrenceQuantity: Int!
    discountType: String
    discountValue: Int!
    store: String!
    paymentMethod: String!
    nextInvoiceDay: String
    externalSubscriptionId: String
    externalPeriodId: String
    token: String
  }
  type AccountInvoiceRule {
    metricType: String!
    basePrice: Int!
  }
  type AccountInvoice {
    id: ID!
    accountId: ID!
    relationshipId: ID!
    accountPlanId: ID!
    planName: String!
    periodIndex: Int!
    periodStart: String!
    periodEnd: String!
    meteredOn: String!
    usage: AccountUsage!
    units: Int!
    subtotal: Int!
    rulesApplied: [AccountInvoiceRule!]!
    discount: Int!
    total: Int!
    dueDate: String!
    issuedAt: String!
    status: String!
    paidAt: String
  }
  type AccountInvoicesPage {
    list: [AccountInvoice!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
`;

export const accountPlansOperatorSdl = /* GraphQL */ `
  ${accountPlanTypes}
  type AccountPlan {
    id: ID!
    code: String!
    name: String!
    status: String!
    recurrence: String!
    recurrenceQuantity: Int!
    planType: String!
    planTypeValue: Int!
    maxInstallments: Int!
    accountType: String
    value: Int!
    billingTriggerType: String!
    billingTriggerDay: Int
    cycles: Int!
    accountPlanPricingRules: [AccountPlanPricingRule!]!
  }
  type AccountPlansPage {
    list: [AccountPlan!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  input AccountPlanPricingRuleInput {
    id: ID
    metricType: String!
    metricThreshold: Int!
    basePrice: Int!
    description: String
    order: Int
  }
  input AccountPlanInput {
    id: ID
    name: String
    code: String
    status: String
    recurrence: String
    recurrenceQuantity: Int
    planType: String
    planTypeValue: Int
    maxInstallments: Int
    accountType: String
    value: Int
    billingTriggerType: String
    billingTriggerDay: Int
    cycles: Int
    accountPlanPricingRules: [AccountPlanPricingRuleInput!]
  }
  type AccountPlanPayload {
    accountPlan: AccountPlan!
  }
  type AccountPlanRelationshipPayload {
    accountPlanRelationship: AccountPlanRelationship!
  }
  type AccountPlanPreview {
    planValue: Int!
    recurrenceQuantity: Int!
    recurrence: String!
    typeValue: Int!
    type: String!
    usage: AccountUsage!
    units: Int!
    subtotal: Int!
    discount: Int!
    totalValue: Int!
    "The day at whose 00:00 the first invoice counts the usage; null when that day is still ahead (today's usage)."
    meteredOn: String
  }
  extend type Query {
    accountPlans(page: Int, search: String): AccountPlansPage!
    accountPlan(id: ID!): AccountPlan
    accountPlanRelationships(accountId: ID!): [AccountPlanRelationship!]!
    accountPlanPreview(
      accountId: ID!
      accountPlanId: ID!
      discountType: String
      discountValue: Int
      startPlan: String
    ): AccountPlanPreview!
    accountInvoices(accountId: ID, status: String, page: Int): AccountInvoicesPage!
    "Every category and subcategory with its description and parent, for the operator's form (ours)."
    operatorCategories: [OperatorCategory!]!
  }
  type OperatorCategory {
    id: ID!
    code: String!
    name: String!
    description: String
    parentId: ID
  }
  extend type Mutation {
    createOrUpdateAccountPlan(input: AccountPlanInput!): AccountPlanPayload!
    createOrUpdateAccountPlanRelationship(
      id: ID
      accountId: ID!
      accountPlanId: ID
      paymentMethod: String
      startPlan: String
      discountType: String
      discountValue: Int
      store: String
      installments: Int
      status: String
    ): AccountPlanRelationshipPayload!
    markAccountInvoicePaid(id: ID!): AccountInvoice
  }
`;

export const accountPlansAdminSdl = /* GraphQL */ `
  ${accountPlanTypes}
  extend type Query {
    accountSubscriptions: [AccountPlanRelationship!]!
    accountBillings(page: Int): AccountInvoicesPage!
  }
`;

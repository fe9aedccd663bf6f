/**
 * Payment onboarding on the admin endpoint: spec 000's card-provider account info on the Account
 * (type, business profile, requirements.currentlyDue, re-authentication link) and the call behind
 * /admin/stripe/create and /admin/reauth (ours: the spec names no call).
 */
export const paymentOnboardingAdminSdl = /* GraphQL */ `
  type AccountStripeBusinessProfile {
    name: String
    url: String
    supportEmail: String
    productDescription: String
  }
  type AccountStripeRequirements {
    currentlyDue: [String!]!
  }
  type AccountStripeInfo {
    id: ID!
    type: String
    businessProfile: AccountStripeBusinessProfile!
    requirements: AccountStripeRequirements!
    chargesEnabled: Boolean!
    reauthLink: String!
  }
  extend type Account {
    "null while the account has no card-provider account (payments not enabled)"
    accountStripeInfo: AccountStripeInfo
  }
  type StripeAccountLink {
    url: String!
  }
  extend type Mutation {
    createStripeAccountLink: StripeAccountLink!
  }
`;

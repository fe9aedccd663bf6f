/**
 * updateAccount (spec 000 'Account settings', admin scope): the fields of the tabs an account's own
 * staff may save. Numbers arrive as strings (the form turns them into strings before saving).
 */
export const accountSettingsAdminSdl = /* GraphQL */ `
  input AccountSettingsInput {
    name: String!
    code: String
    bio: String
    status: String
    visibility: String
    accountType: String
    category: String
    subcategory: String
    features: [String!]
    senderEmail: String
    senderName: String
    phone: String
    city: String
    state: String
    avatarUrl: String
    athletesLabel: String
    pointsLabel: String
    registerEnabled: Boolean
    registerStatus: String
    requiresPlanOnSignup: Boolean
    daysAheadCheckin: String
    hoursAheadCheckin: String
    hoursBeforeRemoveCheckin: String
    minimumCheckinsGympass: String
    minimumCheckinsToPoints: String
    overdueToleranceDays: String
    noShowLimit: String
    noShowBlockDays: String
    accountBilling: AccountBillingInput
  }
  type AccountSettingsPayload {
    account: Account!
  }
  extend type Mutation {
    updateAccount(input: AccountSettingsInput!): AccountSettingsPayload!
  }
`;

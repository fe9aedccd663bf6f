/**
 * Faturamento of the account settings (spec 000 section 3 AccountBilling): on the admin and operator
 * endpoints only (the account endpoint's public Account does not carry the billing data).
 */
export const accountBillingSdl = /* GraphQL */ `
  type AccountBilling {
    id: ID!
    billingType: String
    documentId: String
    phone: String
    email: String
    zipcode: String
    neighborhood: String
    addressLine1: String
    addressLine2: String
    city: String
    state: String
    country: String
  }
  input AccountBillingInput {
    billingType: String
    documentId: String
    phone: String
    email: String
    zipcode: String
    neighborhood: String
    addressLine1: String
    addressLine2: String
    city: String
    state: String
    country: String
  }
  extend type Account {
    "null until the account's billing data is first recorded"
    accountBilling: AccountBilling
  }
`;

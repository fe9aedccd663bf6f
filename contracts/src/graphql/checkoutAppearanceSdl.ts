/** The checkout page's label, image and colours, set by the account's admins (ours: the spec names no call). */
export const checkoutAppearanceAdminSdl = /* GraphQL */ `
  type CheckoutThemeColors {
    text: String
    background: String
    primary: String
    primaryText: String
  }
  type CheckoutAppearance {
    label: String
    imageUrl: String
    theme: CheckoutThemeColors!
  }
  input CheckoutThemeColorsInput {
    text: String
    background: String
    primary: String
    primaryText: String
  }
  input CheckoutAppearanceInput {
    label: String
    imageUrl: String
    theme: CheckoutThemeColorsInput
  }
  extend type Query {
    checkoutAppearance: CheckoutAppearance!
  }
  extend type Mutation {
    updateCheckoutAppearance(input: CheckoutAppearanceInput!): CheckoutAppearance!
  }
`;

/** Forgot password and password change on /{account}/graphql (ours: the spec names no call). */
export const passwordRecoveryAccountSdl = /* GraphQL */ `
  type MessageResult {
    message: String!
  }
  extend type Mutation {
    requestPasswordReset(email: String!): MessageResult!
    resetPassword(token: String!, password: String!, passwordConfirmation: String!): MessageResult!
    changePassword(currentPassword: String!, password: String!, passwordConfirmation: String!): MessageResult!
  }
`;

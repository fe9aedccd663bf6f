/** Team ('Equipe', /admin/users) on the admin endpoint (ours: the spec names no call). */
export const teamAdminSdl = /* GraphQL */ `
  type StaffMember {
    id: ID!
    name: String!
    lastName: String!
    email: String!
    rule: String!
    status: String!
  }
  input StaffInviteInput {
    name: String!
    lastName: String!
    email: String!
    rule: String!
  }
  extend type Query {
    staff: [StaffMember!]!
  }
  extend type Mutation {
    inviteStaff(input: StaffInviteInput!): StaffMember!
    updateStaff(id: ID!, rule: String!): StaffMember!
    "Removes a member from the team: their membership and login are deleted; answers the removed id."
    removeStaff(id: ID!): ID!
  }
`;

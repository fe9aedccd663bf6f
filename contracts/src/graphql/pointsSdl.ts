/** Spec 002 'Points': getUserPoints and newMovementPoints (admin scope). */
export const pointsAdminSdl = /* GraphQL */ `
  type PointsMovement {
    id: ID!
    createdAt: String!
    operation: String!
    value: Int!
    obs: String
  }

  "totalPoints and the history, newest first, 25 a page."
  type UserPoints {
    totalPoints: Int!
    points: [PointsMovement!]!
    page: Int!
    totalPages: Int!
  }

  "The recorded movement and the balance it left."
  type PointsMovementResult {
    id: ID!
    createdAt: String!
    operation: String!
    value: Int!
    obs: String
    totalPoints: Int!
  }

  extend type Query {
    "null when the student is not a member of this account."
    getUserPoints(userId: ID!, page: Int): UserPoints
  }
  extend type Mutation {
    newMovementPoints(userId: ID!, operation: String!, value: Int!, obs: String): PointsMovementResult!
  }
`;

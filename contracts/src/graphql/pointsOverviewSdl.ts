/**
 * Points overview (/admin/points) and CRM settings (/admin/crm-settings), issue 22 item 5. The spec names the
 * entries only: these operation names are ours (docs/points.md).
 */
export const pointsOverviewAdminSdl = /* GraphQL */ `
  type PointsRankingEntry {
    "The student's id."
    id: ID!
    rank: Int!
    fullName: String!
    email: String!
    totalPoints: Int!
  }
  "Students of the account by balance, highest first, 25 a page."
  type PointsRankingPage {
    list: [PointsRankingEntry!]!
    page: Int!
    totalPages: Int!
    totalEntries: Int!
  }
  type AccountPointsMovement {
    id: ID!
    createdAt: String!
    userId: ID!
    "Empty when the student was removed."
    fullName: String!
    operation: String!
    value: Int!
    obs: String
    "manual, checkin, review, purchase or record."
    source: String!
    totalPoints: Int!
  }
  "Movements of the whole account, newest first, 25 a page."
  type AccountPointsMovementsPage {
    list: [AccountPointsMovement!]!
    page: Int!
    totalPages: Int!
    totalEntries: Int!
  }
  type PointsRuleSetting {
    enabled: Boolean!
    points: Int!
  }
  "The automatic points rules and the account's minimum check-ins for points (checkin settings)."
  type CrmSettings {
    checkin: PointsRuleSetting!
    review: PointsRuleSetting!
    purchase: PointsRuleSetting!
    record: PointsRuleSetting!
    minimumCheckinsToPoints: Int
  }
  input PointsRuleInput {
    enabled: Boolean!
    points: Int!
  }
  input CrmSettingsInput {
    checkin: PointsRuleInput!
    review: PointsRuleInput!
    purchase: PointsRuleInput!
    record: PointsRuleInput!
  }
  extend type Query {
    pointsRanking(page: Int, search: String): PointsRankingPage!
    "from and to: YYYY-MM-DD, days in America/Sao_Paulo, both included."
    pointsMovements(page: Int, userId: ID, source: String, operation: String, from: String, to: String): AccountPointsMovementsPage!
    crmSettings: CrmSettings!
  }
  extend type Mutation {
    updateCrmSettings(input: CrmSettingsInput!): CrmSettings!
  }
`;

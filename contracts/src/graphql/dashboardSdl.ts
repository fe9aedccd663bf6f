/**
 * Spec 002 'Dashboard' (section 7 queries dashboardCheckins, dashboardComments, dashboardUsers, dashboardPlans) and
 * the Account fields of section 3 the dashboard reads. The spec names the operations, variables and the listed
 * fields; the day-point type (date, total) and the per-day lists are ours (docs/dashboard.md).
 * billingPending and accountStripeInfo are declared by the billing and payment-provider features.
 */
export const dashboardAdminSdl = /* GraphQL */ `
  "A day of a dashboard series: YYYY-MM-DD (-03:00) and its count."
  type DashboardDay {
    date: String!
    total: Int!
  }
  type DashboardCheckins {
    "The window's days of this month, and of the previous month (the chart shifts them forward one month)."
    checkinsCurrentMonth: [DashboardDay!]!
    checkinsLastMonth: [DashboardDay!]!
    gympassValidatedCurrentMonth: [DashboardDay!]!
    gympassValidatedLastMonth: [DashboardDay!]!
    "This month up to today, and the previous month up to the same day."
    totalCheckinsCurrentMonth: Int!
    totalCheckinsLastMonth: Int!
    totalGympassValidatedCurrentMonth: Int!
    totalGympassValidatedLastMonth: Int!
  }
  type DashboardUserPlanDay {
    startDate: String!
    total: Int!
  }
  type DashboardPlans {
    lastDaysUserPlans: [DashboardUserPlanDay!]!
    lastDaysUserPlansTotal: Int!
  }
  type DashboardRelationship {
    id: ID!
    createdAt: String!
    rule: String!
    status: String!
  }
  type DashboardUsers {
    "The newest sign-ups of the window (at most 20 a day), newest first."
    lastDaysUserRelationships: [DashboardRelationship!]!
    lastDaysUserRelationshipsByDay: [DashboardDay!]!
    lastDaysUserRelationshipsTotal: Int!
  }
  type DashboardCommentAuthor {
    name: String!
    avatar: String
  }
  type DashboardComment {
    id: ID!
    message: String!
    createdAt: String!
    author: DashboardCommentAuthor!
    commentableId: ID!
    commentableType: String!
    commentableName: String
  }
  type DashboardComments {
    "Comments by day of the window."
    lastDaysComments: [DashboardDay!]!
    list: [DashboardComment!]!
    lastDaysCommentsTotal: Int!
  }
  type AccountApp {
    id: ID!
    name: String!
  }
  extend type Account {
    totalPlans: Int!
    externalStoreEnabled: Boolean!
    app: AccountApp
    image: String
    shortDescription: String
    weightedRating: Float
  }
  extend type Query {
    dashboardCheckins(days: Int, filialsCode: [String!]): DashboardCheckins!
    dashboardComments(days: Int, filialsCode: [String!]): DashboardComments!
    dashboardUsers(days: Int, filialsCode: [String!]): DashboardUsers!
    dashboardPlans(days: Int, filialsCode: [String!]): DashboardPlans!
  }
`;

/**
 * Reviews for staff (/admin/reviews, issue 22 item 3): every review of the account, the weighted rating over time
 * and the staff reply. The operation names are ours: the spec shows none.
 */
export const staffReviewsAdminSdl = /* GraphQL */ `
  type StaffReviewItem {
    title: String!
    cover: String
    "A program class's start time (HH:MM); null for other items."
    startTime: String
  }
  type StaffReviewReply {
    text: String!
    authorName: String!
    repliedAt: String!
  }
  type StaffReview {
    id: ID!
    rating: Int!
    comment: String
    reviewableType: String!
    reviewableId: ID!
    "The item reviewed; null when it is no longer listed."
    item: StaffReviewItem
    userId: ID!
    userName: String!
    submittedAt: String!
    reply: StaffReviewReply
  }
  type StaffReviewsPage {
    list: [StaffReview!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  type RatingHistoryPoint {
    "YYYY-MM-DD (period day) or YYYY-MM (period month), -03:00."
    date: String!
    reviews: Int!
    "The weighted rating as it stood at the end of the day or month, one decimal."
    weightedRating: Float!
  }
  type RatingHistory {
    weightedRating: Float
    reviews: Int!
    series: [RatingHistoryPoint!]!
  }
  extend type Query {
    "Every review of the account, newest first, 25 a page; reviewableType and rating (1 to 5) narrow it."
    reviews(page: Int, reviewableType: String, rating: Int): StaffReviewsPage!
    "The weighted rating over time; period day (default) or month."
    reviewRatingHistory(period: String): RatingHistory!
  }
  extend type Mutation {
    "Staff answer a review; a second answer replaces the first."
    replyReview(id: ID!, reply: String!): StaffReview!
  }
`;

/** Spec 002 'Review form' (account scope): createReview, the item's cover and title, the account's rating. */
export const reviewsAccountSdl = /* GraphQL */ `
  type Review {
    id: ID!
    rating: Int!
    comment: String
    reviewableType: String!
    reviewableId: ID!
  }

  type Reviewable {
    reviewableType: String!
    reviewableId: ID!
    title: String!
    cover: String
    "A program class's start time (HH:MM), for 'a aula às'; null for other items."
    startTime: String
  }

  "The account header's weighted rating (one decimal; null before the first review)."
  type AccountRating {
    weightedRating: Float
    reviews: Int!
  }

  extend type Query {
    reviewable(reviewableType: String!, reviewableId: ID!): Reviewable
    accountRating: AccountRating!
  }
  extend type Mutation {
    createReview(rating: Int, comment: String, reviewableType: String, reviewableId: ID): Review!
  }
`;

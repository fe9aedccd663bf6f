const ID = '00000000-0000-4000-8000-000000000000';
/** The staff review calls of the admin endpoint, for tenancy/tenantIsolation.int.test.ts. */
export const staffReviewAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  reviews: { query: '{ reviews { totalEntries } }' },
  reviewRatingHistory: { query: '{ reviewRatingHistory { reviews } }' },
  replyReview: { query: 'mutation($id: ID!) { replyReview(id: $id, reply: "Oi") { id } }', variables: { id: ID } },
};

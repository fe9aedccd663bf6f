import { adminRequest } from './request';
import type { Paged } from './social';

export interface StaffReview {
  readonly id: string;
  readonly rating: number;
  readonly comment: string | null;
  readonly reviewableType: string;
  readonly reviewableId: string;
  readonly item: { readonly title: string; readonly cover: string | null; readonly startTime: string | null } | null;
  readonly userName: string;
  readonly submittedAt: string;
  readonly reply: { readonly text: string; readonly authorName: string; readonly repliedAt: string } | null;
}
export interface RatingHistory {
  readonly weightedRating: number | null;
  readonly reviews: number;
  readonly series: readonly { readonly date: string; readonly reviews: number; readonly weightedRating: number }[];
}

const REVIEW =
  'id rating comment reviewableType reviewableId item { title cover startTime } userName submittedAt reply { text authorName repliedAt }';
const REVIEWS = `query Reviews($page: Int, $reviewableType: String, $rating: Int) {
  reviews(page: $page, reviewableType: $reviewableType, rating: $rating) { page totalEntries totalPages list { ${REVIEW} } }
}`;
const HISTORY = `query ReviewRatingHistory($period: String) {
  reviewRatingHistory(period: $period) { weightedRating reviews series { date reviews weightedRating } }
}`;
const REPLY = `mutation ReplyReview($id: ID!, $reply: String!) { replyReview(id: $id, reply: $reply) { ${REVIEW} } }`;

/** /reviews: every review of the account, the weighted rating over time, the staff reply. */
export const staffReviewMethods = {
  reviews: (page = 1, reviewableType: string | null = null, rating: number | null = null) =>
    adminRequest<{ reviews: Paged<StaffReview> }>(REVIEWS, { page, reviewableType, rating }).then((d) => d.reviews),
  reviewRatingHistory: (period: 'day' | 'month') =>
    adminRequest<{ reviewRatingHistory: RatingHistory }>(HISTORY, { period }).then((d) => d.reviewRatingHistory),
  replyReview: (id: string, reply: string) =>
    adminRequest<{ replyReview: StaffReview }>(REPLY, { id, reply }).then((d) => d.replyReview),
};

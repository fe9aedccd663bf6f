import { PAGE_SIZE, toSaoPauloDate, type RatingHistoryDoc, type RatingPoint, type ReviewDoc } from '@gym/contracts';
import { findPage, type DocumentStore, type Filter } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';
import type { Page } from '../students/studentQueries.ts';

export const REVIEWS = 'reviews';
export const RATING_HISTORY = 'ratingHistory';

/** Collection `reviews`: every review of the account, the /admin/reviews list (filters by item type and rating). */
export const reviewsProjection: ReadModel<ReviewDoc> = {
  collection: {
    name: REVIEWS,
    indexes: [
      { fields: ['accountId', 'submittedAt', 'id'] },
      { fields: ['accountId', 'reviewableType', 'submittedAt'] },
      { fields: ['accountId', 'rating', 'submittedAt'] },
    ],
  },
  handlers: {
    ReviewSubmitted: {
      ids: (e) => [e.data.reviewId],
      update: (doc, { data }) => ({
        id: data.reviewId,
        accountId: data.accountId,
        userId: data.userId,
        studentId: data.userId,
        userName: data.userName,
        reviewableType: data.reviewableType,
        reviewableId: data.reviewableId,
        rating: data.rating,
        comment: data.comment,
        submittedAt: data.submittedAt,
        reply: doc?.reply ?? null,
      }),
    },
    ReviewReplied: {
      ids: (e) => [e.data.reviewId],
      update: (doc, { data }) =>
        doc ? { ...doc, reply: { text: data.reply, authorName: data.authorName, repliedAt: data.repliedAt } } : null,
    },
  },
};

const monthOf = (day: string) => day.slice(0, 7);

/**
 * Collection `ratingHistory`: per account, the weighted rating's running count and sum, and the totals as they
 * stood at the end of each day and month (-03:00) that had a review. A replaced review swaps its rating, as in
 * `accountRatings`. The position makes a replay change nothing.
 */
export const ratingHistoryProjection: ReadModel<RatingHistoryDoc> = {
  collection: { name: RATING_HISTORY },
  handlers: {
    ReviewSubmitted: {
      ids: (e) => [e.data.accountId],
      update: (doc, event) => {
        if (doc && doc.position >= event.position) return doc; // applied already
        const { accountId, rating, previousRating, submittedAt } = event.data;
        const reviews = (doc?.reviews ?? 0) + (previousRating === null ? 1 : 0);
        const ratingSum = (doc?.ratingSum ?? 0) + rating - (previousRating ?? 0);
        const day = toSaoPauloDate(submittedAt);
        const point: RatingPoint = { reviews, ratingSum };
        return {
          id: accountId,
          reviews,
          ratingSum,
          position: event.position,
          days: { ...(doc?.days ?? {}), [day]: point },
          months: { ...(doc?.months ?? {}), [monthOf(day)]: point },
        };
      },
    },
  },
};

export const staffReviewProjections = [reviewsProjection, ratingHistoryProjection];

const pageOf = (page: number | null | undefined) => Math.max(1, Math.min(1_000_000, Math.floor(page ?? 1) || 1));

/** Every review of the account, newest first, optionally of one item type and one rating. */
export async function listAccountReviews(
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null; reviewableType?: string | null; rating?: number | null },
): Promise<Page<ReviewDoc>> {
  const p = pageOf(options.page);
  const filter: Filter = {
    accountId,
    ...(options.reviewableType ? { reviewableType: options.reviewableType } : {}),
    ...(options.rating ? { rating: options.rating } : {}),
  };
  const { docs: list, total } = await findPage(docs.collection<ReviewDoc>(REVIEWS), filter, {
    sort: [
      ['submittedAt', -1],
      ['id', -1],
    ],
    skip: (p - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return { list, page: p, totalEntries: total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function getAccountReview(docs: DocumentStore, accountId: string, id: string): Promise<ReviewDoc | null> {
  const doc = await docs.collection<ReviewDoc>(REVIEWS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

export interface RatingSeriesPoint {
  readonly date: string;
  readonly reviews: number;
  readonly weightedRating: number;
}

const rounded = (p: RatingPoint) => Math.round((p.ratingSum / p.reviews) * 10) / 10;

/**
 * The weighted rating over time: one point per day (YYYY-MM-DD) or month (YYYY-MM) that had a review, oldest
 * first, the last `limit` of them. Read from the account's one history document.
 */
export async function getRatingHistory(
  docs: DocumentStore,
  accountId: string,
  period: 'day' | 'month',
  limit = 90,
): Promise<{ weightedRating: number | null; reviews: number; series: RatingSeriesPoint[] }> {
  const doc = await docs.collection<RatingHistoryDoc>(RATING_HISTORY).get(accountId);
  if (!doc || doc.reviews === 0) return { weightedRating: null, reviews: 0, series: [] };
  const points = period === 'day' ? doc.days : doc.months;
  const series = Object.keys(points)
    .sort()
    .slice(-Math.max(1, Math.min(limit, 400)))
    .map((date) => ({ date, reviews: points[date]!.reviews, weightedRating: rounded(points[date]!) }));
  return { weightedRating: rounded(doc), reviews: doc.reviews, series };
}

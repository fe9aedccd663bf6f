import type { AccountRatingDoc, ReviewableDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const ACCOUNT_RATINGS = 'accountRatings';
export const REVIEWABLES = 'reviewables';

export const reviewableKey = (type: string, id: string) => `${type}:${id}`;

/**
 * Collection `accountRatings`: the account's weighted rating, kept as a count and a sum. Each member
 * weighs once per item: a replaced review swaps its rating instead of adding a vote.
 */
export const accountRatingsProjection: ReadModel<AccountRatingDoc> = {
  collection: { name: ACCOUNT_RATINGS },
  handlers: {
    ReviewSubmitted: {
      ids: (event) => [event.data.accountId],
      update: (doc, event) => {
        if (doc && doc.position >= event.position) return doc; // applied already
        const { accountId, rating, previousRating } = event.data;
        const reviews = (doc?.reviews ?? 0) + (previousRating === null ? 1 : 0);
        const ratingSum = (doc?.ratingSum ?? 0) + rating - (previousRating ?? 0);
        return { id: accountId, reviews, ratingSum, position: event.position };
      },
    },
  },
};

/** Collection `reviewables`: cover and title of each item the review page can show. */
export const reviewablesProjection: ReadModel<ReviewableDoc> = {
  collection: { name: REVIEWABLES },
  handlers: {
    ReviewableListed: {
      ids: (event) => {
        const data = event.data;
        return [`${data.accountId}:${reviewableKey(data.reviewableType, data.reviewableId)}`];
      },
      update: (_doc, event) => {
        const data = event.data;
        return { id: `${data.accountId}:${reviewableKey(data.reviewableType, data.reviewableId)}`, ...data };
      },
    },
  },
};

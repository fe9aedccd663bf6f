import type { AccountRatingDoc, ReviewableDoc, ReviewableListed, ReviewSubmitted } from '@gym/contracts';
import type { Projection, RecordedEvent } from '@gym/platform';

export const ACCOUNT_RATINGS = 'accountRatings';
export const REVIEWABLES = 'reviewables';

const dataOf = <T>(event: RecordedEvent) => event.data as T;
export const reviewableKey = (type: string, id: string) => `${type}:${id}`;

/**
 * Collection `accountRatings`: the account's weighted rating, kept as a count and a sum. Each member
 * weighs once per item: a replaced review swaps its rating instead of adding a vote.
 */
export const accountRatingsProjection: Projection<AccountRatingDoc> = {
  collection: { name: ACCOUNT_RATINGS },
  handlers: {
    ReviewSubmitted: {
      ids: (event) => [dataOf<ReviewSubmitted['data']>(event).accountId],
      update: (doc, event) => {
        if (doc && doc.position >= event.position) return doc; // applied already
        const { accountId, rating, previousRating } = dataOf<ReviewSubmitted['data']>(event);
        const reviews = (doc?.reviews ?? 0) + (previousRating === null ? 1 : 0);
        const ratingSum = (doc?.ratingSum ?? 0) + rating - (previousRating ?? 0);
        return { id: accountId, reviews, ratingSum, position: event.position };
      },
    },
  },
};

/** Collection `reviewables`: cover and title of each item the review page can show. */
export const reviewablesProjection: Projection<ReviewableDoc> = {
  collection: { name: REVIEWABLES },
  handlers: {
    ReviewableListed: {
      ids: (event) => {
        const data = dataOf<ReviewableListed['data']>(event);
        return [`${data.accountId}:${reviewableKey(data.reviewableType, data.reviewableId)}`];
      },
      update: (_doc, event) => {
        const data = dataOf<ReviewableListed['data']>(event);
        return { id: `${data.accountId}:${reviewableKey(data.reviewableType, data.reviewableId)}`, ...data };
      },
    },
  },
};

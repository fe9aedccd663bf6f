import { weightedRating, type AccountRatingDoc, type ReviewableDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { ACCOUNT_RATINGS, REVIEWABLES, reviewableKey } from './reviewsProjection.ts';

export async function getAccountRating(docs: DocumentStore, accountId: string) {
  const doc = await docs.collection<AccountRatingDoc>(ACCOUNT_RATINGS).get(accountId);
  return { weightedRating: weightedRating(doc), reviews: doc?.reviews ?? 0 };
}

/** The item's cover and title; null when this account lists no such item. */
export async function getReviewable(
  docs: DocumentStore,
  accountId: string,
  type: string,
  id: string,
): Promise<ReviewableDoc | null> {
  return docs.collection<ReviewableDoc>(REVIEWABLES).get(`${accountId}:${reviewableKey(type, id)}`);
}

import type { ReviewDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { reviewableOf } from './programClassReviewable.ts';

/** A review row with the item it reviews (cover, title, a class's time): one lookup per row of the page. */
export async function toStaffReviewGql(docs: DocumentStore, doc: ReviewDoc) {
  const item = await reviewableOf(docs, doc.accountId, doc.reviewableType, doc.reviewableId);
  return { ...doc, item: item ? { title: item.title, cover: item.cover, startTime: item.startTime } : null };
}

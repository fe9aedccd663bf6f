/** Collection `accountRatings`: the account header's weighted rating (one vote per member and item). */
export interface AccountRatingDoc {
  readonly id: string;
  readonly reviews: number;
  readonly ratingSum: number;
  readonly position: number;
}

/** Collection `reviewables`: cover and title of a reviewable item, id `<type>:<id>`. */
export interface ReviewableDoc {
  readonly id: string;
  readonly accountId: string;
  readonly reviewableType: string;
  readonly reviewableId: string;
  readonly title: string;
  readonly cover: string | null;
}

/** The rating shown on the account header, one decimal; null before the first review. */
export const weightedRating = (doc: AccountRatingDoc | null): number | null =>
  doc && doc.reviews > 0 ? Math.round((doc.ratingSum / doc.reviews) * 10) / 10 : null;

import { z } from 'zod';
import { personal, sealedFor, studentSubject, type SubjectOf } from '../privacy/personal.ts';

export const reviewableTypes = ['workout_group', 'course', 'program_class'] as const;
export type ReviewableType = (typeof reviewableTypes)[number];

/**
 * A member rated an item (createReview). Stream `review-<uuidv5(account, user, type, id)>`: one review
 * per member and item, a later one replaces it (previousRating says which rating it replaces).
 */
/** Sealed with the reviewing member's key. */
const byReviewer: SubjectOf = (data) =>
  typeof data.accountId === 'string' && typeof data.userId === 'string'
    ? studentSubject(data.accountId, data.userId)
    : null;
export const reviewSubmittedV1 = sealedFor(
  byReviewer,
  z.object({
    accountId: z.string(),
    reviewId: z.string(),
    userId: z.string(),
    userName: personal(z.string()),
    reviewableType: z.enum(reviewableTypes),
    reviewableId: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: personal(z.string().nullable()),
    previousRating: z.number().int().min(1).max(5).nullable(),
    submittedAt: z.string(),
  }),
);
export type ReviewSubmitted = { type: 'ReviewSubmitted'; data: z.infer<typeof reviewSubmittedV1> };

/**
 * An item members can review, with the cover and title the review page shows. The features that own
 * workouts, courses and classes announce them with this event; the reviews feature only reads it.
 */
export const reviewableListedV1 = z.object({
  accountId: z.string(),
  reviewableType: z.enum(reviewableTypes),
  reviewableId: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
});
export type ReviewableListed = { type: 'ReviewableListed'; data: z.infer<typeof reviewableListedV1> };

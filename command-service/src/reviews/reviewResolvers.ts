import { getAccountRating } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import { reviewableOf } from './programClassReviewable.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { submitReview } from './reviewHandlers.ts';

function reviewResolvers(svc: Services) {
  return {
    async createReview(args: Record<string, unknown>, ctx: RequestContext) {
      const { reviewId, review, position } = await submitReview(svc, ctx, args);
      await svc.readModelsReached(position);
      if (review)
        return {
          id: review.reviewId,
          rating: review.rating,
          comment: review.comment,
          reviewableType: review.reviewableType,
          reviewableId: review.reviewableId,
        };
      // The same review again: nothing changed, answer what was sent.
      return { id: reviewId, ...args };
    },
    async reviewable(args: { reviewableType: string; reviewableId: string }, ctx: RequestContext) {
      return reviewableOf(svc.documents, actorOf(ctx).accountId, args.reviewableType, args.reviewableId);
    },
    async accountRating(_args: unknown, ctx: RequestContext) {
      return getAccountRating(svc.documents, actorOf(ctx).accountId);
    },
  };
}

/** The account scope's review fields with their access levels, spread into schemas.ts. */
export function reviewAccountOperations(svc: Services) {
  const reviews = reviewResolvers(svc);
  return {
    createReview: { access: 'member', resolve: reviews.createReview },
    reviewable: { access: 'public', resolve: reviews.reviewable },
    accountRating: { access: 'public', resolve: reviews.accountRating },
  } as const;
}

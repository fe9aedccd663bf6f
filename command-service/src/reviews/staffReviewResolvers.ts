import { reviewableTypes, staffReviewMessages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { getAccountReview, getRatingHistory, listAccountReviews } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toStaffReviewGql } from './reviewGql.ts';
import { replyToReview } from './reviewHandlers.ts';

const typeFilter = (value: unknown) =>
  typeof value === 'string' && (reviewableTypes as readonly string[]).includes(value) ? value : null;
const ratingFilter = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;

export function staffReviewResolvers(svc: Services) {
  return {
    async reviews(args: { page?: number | null; reviewableType?: unknown; rating?: unknown }, ctx: RequestContext) {
      const page = await listAccountReviews(svc.documents, actorOf(ctx).accountId, {
        page: args.page,
        reviewableType: typeFilter(args.reviewableType),
        rating: ratingFilter(args.rating),
      });
      return { ...page, list: await Promise.all(page.list.map((doc) => toStaffReviewGql(svc.documents, doc))) };
    },

    reviewRatingHistory(args: { period?: string | null }, ctx: RequestContext) {
      return getRatingHistory(svc.documents, actorOf(ctx).accountId, args.period === 'month' ? 'month' : 'day');
    },

    async replyReview(args: unknown, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const { reviewId, position } = await replyToReview(svc, actor, ctx.member?.fullName ?? null, args);
      await svc.readModelsReached(position);
      const updated = await getAccountReview(svc.documents, actor.accountId, reviewId);
      if (!updated) throw new NotFoundError(staffReviewMessages.reviewNotFound);
      return toStaffReviewGql(svc.documents, updated);
    },
  };
}

/** Staff: /admin/reviews (issue 22 item 3). */
export function staffReviewAdminOperations(svc: Services) {
  const r = staffReviewResolvers(svc);
  return {
    reviews: { access: 'staff', resolve: r.reviews },
    reviewRatingHistory: { access: 'staff', resolve: r.reviewRatingHistory },
    replyReview: { access: 'manager', resolve: r.replyReview },
  } as const;
}

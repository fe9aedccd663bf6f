import { reviewableTypes, reviewReplyInputSchema, staffReviewMessages, type ReviewDoc } from '@gym/contracts';
import { handleCommand, NotFoundError } from '@gym/platform';
import { getAccountReview, getRatingHistory, listAccountReviews } from '@gym/projection-service';
import { metadataOf, type Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import { reviewableOf } from './programClassReviewable.ts';
import { reviewDecider } from './reviewDecider.ts';

/** A review row with the item it reviews (cover, title, a class's time): one lookup per row of the page. */
async function withItem(svc: Services, doc: ReviewDoc) {
  const item = await reviewableOf(svc.documents, doc.accountId, doc.reviewableType, doc.reviewableId);
  return { ...doc, item: item ? { title: item.title, cover: item.cover, startTime: item.startTime } : null };
}

const typeFilter = (value: unknown) =>
  typeof value === 'string' && (reviewableTypes as readonly string[]).includes(value) ? value : null;
const ratingFilter = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;

/** Staff: /admin/reviews (issue 22 item 3). */
export function staffReviewAdminOperations(svc: Services) {
  return {
    reviews: {
      access: 'staff' as const,
      async resolve(args: { page?: number | null; reviewableType?: unknown; rating?: unknown }, ctx: RequestContext) {
        const page = await listAccountReviews(svc.documents, actorOf(ctx).accountId, {
          page: args.page,
          reviewableType: typeFilter(args.reviewableType),
          rating: ratingFilter(args.rating),
        });
        return { ...page, list: await Promise.all(page.list.map((doc) => withItem(svc, doc))) };
      },
    },
    reviewRatingHistory: {
      access: 'staff' as const,
      resolve: (args: { period?: string | null }, ctx: RequestContext) =>
        getRatingHistory(svc.documents, actorOf(ctx).accountId, args.period === 'month' ? 'month' : 'day'),
    },
    replyReview: {
      access: 'manager' as const,
      async resolve(args: unknown, ctx: RequestContext) {
        const actor = actorOf(ctx);
        const input = parseInput(reviewReplyInputSchema, args, []);
        const doc = await getAccountReview(svc.documents, actor.accountId, input.id);
        if (!doc) throw new NotFoundError(staffReviewMessages.reviewNotFound);
        const result = await handleCommand(svc.eventStore, {
          streamId: `review-${doc.id}`,
          decider: reviewDecider,
          command: {
            type: 'ReplyToReview',
            data: {
              accountId: actor.accountId,
              reviewId: doc.id,
              reply: input.reply,
              authorId: actor.userId,
              authorName: ctx.member?.fullName || 'Equipe',
              now: svc.clock.now().toISOString(),
            },
          },
          metadata: metadataOf(actor),
        });
        await svc.readModelsReached(result.position);
        const updated = await getAccountReview(svc.documents, actor.accountId, doc.id);
        if (!updated) throw new NotFoundError(staffReviewMessages.reviewNotFound);
        return withItem(svc, updated);
      },
    },
  };
}

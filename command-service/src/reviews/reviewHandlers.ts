import {
  messages,
  reviewInputSchema,
  reviewReplyInputSchema,
  staffReviewMessages,
  type ReviewSubmitted,
} from '@gym/contracts';
import { deterministicId, handleCommand, NotFoundError, UnauthenticatedError } from '@gym/platform';
import { getAccountReview } from '@gym/projection-service';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import { reviewDecider } from './reviewDecider.ts';
import { assertWorkoutGroupTargets } from './workoutReviewable.ts';

export const reviewStream = (reviewId: string) => `review-${reviewId}`;

/** createReview: the signed-in member of the address's account rates an item. */
export async function submitReview(
  svc: Services,
  ctx: RequestContext,
  args: unknown,
): Promise<{ reviewId: string; review: ReviewSubmitted['data'] | null; position: number }> {
  const input = parseInput(reviewInputSchema, args, []);
  const actor = actorOf(ctx);
  const member = ctx.member;
  if (!member || !actor.userId) throw new UnauthenticatedError(messages.unauthenticated);
  if (input.reviewableType === 'workout_group')
    await assertWorkoutGroupTargets(svc, actor.accountId, member.id, input.reviewableId);
  const reviewId = deterministicId('review', actor.accountId, actor.userId, input.reviewableType, input.reviewableId);
  const result = await handleCommand(svc.eventStore, {
    streamId: reviewStream(reviewId),
    decider: reviewDecider,
    command: {
      type: 'SubmitReview',
      data: {
        accountId: actor.accountId,
        reviewId,
        userId: actor.userId,
        userName: member.fullName,
        ...input,
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  return {
    reviewId,
    review: (result.events[0]?.data as ReviewSubmitted['data'] | undefined) ?? null,
    position: result.position,
  };
}

/** replyReview: the staff's public answer to a review of this account (staff without a member record sign as the team). */
export async function replyToReview(svc: Services, actor: Actor, authorName: string | null, args: unknown) {
  const input = parseInput(reviewReplyInputSchema, args, []);
  const doc = await getAccountReview(svc.documents, actor.accountId, input.id);
  if (!doc) throw new NotFoundError(staffReviewMessages.reviewNotFound);
  const result = await handleCommand(svc.eventStore, {
    streamId: reviewStream(doc.id),
    decider: reviewDecider,
    command: {
      type: 'ReplyToReview',
      data: {
        accountId: actor.accountId,
        reviewId: doc.id,
        reply: input.reply,
        authorId: actor.userId,
        authorName: authorName || messages.staffAuthorName,
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  return { reviewId: doc.id, position: result.position };
}

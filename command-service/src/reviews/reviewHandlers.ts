import { messages, reviewInputSchema, type ReviewSubmitted } from '@gym/contracts';
import { deterministicId, handleCommand, UnauthenticatedError } from '@gym/platform';
import { metadataOf, type Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import { reviewDecider } from './reviewDecider.ts';
import { assertWorkoutGroupTargets } from './workoutReviewable.ts';

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
    streamId: `review-${reviewId}`,
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

import {
  reviewMessages,
  staffReviewMessages,
  type ReviewableType,
  type ReviewReplied,
  type ReviewSubmitted,
} from '@gym/contracts';
import { ForbiddenError, NotFoundError, type Decider } from '@gym/platform';

export type ReviewCommand =
  | {
      type: 'SubmitReview';
      data: {
        accountId: string;
        reviewId: string;
        userId: string;
        /** The member's full name; an empty one may not review (spec 002: "logged-in users with a name"). */
        userName: string;
        reviewableType: ReviewableType;
        reviewableId: string;
        rating: number;
        comment: string | null;
        now: string;
      };
    }
  | {
      /** Staff answer the review (/admin/reviews). */
      type: 'ReplyToReview';
      data: {
        accountId: string;
        reviewId: string;
        reply: string;
        authorId: string | null;
        authorName: string;
        now: string;
      };
    };

export type ReviewEvent = ReviewSubmitted | ReviewReplied;

export type ReviewState =
  | { status: 'none' }
  | { status: 'reviewed'; accountId: string; rating: number; comment: string | null; reply: string | null };

/** One member's review of one item; a new review replaces the rating it had given; staff may answer it. */
export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'SubmitReview': {
        const { userName, rating, comment, now, ...rest } = command.data;
        if (!userName.trim()) throw new ForbiddenError(reviewMessages.nameRequired);
        if (state.status === 'reviewed' && state.rating === rating && state.comment === comment) return [];
        const previousRating = state.status === 'reviewed' ? state.rating : null;
        return [
          { type: 'ReviewSubmitted', data: { ...rest, userName, rating, comment, previousRating, submittedAt: now } },
        ];
      }
      case 'ReplyToReview': {
        const { accountId, reviewId, reply, authorId, authorName, now } = command.data;
        // Another account's review reads as missing.
        if (state.status !== 'reviewed' || state.accountId !== accountId)
          throw new NotFoundError(staffReviewMessages.reviewNotFound);
        if (state.reply === reply) return []; // the same answer again
        return [{ type: 'ReviewReplied', data: { accountId, reviewId, reply, authorId, authorName, repliedAt: now } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ReviewSubmitted':
        return {
          status: 'reviewed',
          accountId: event.data.accountId,
          rating: event.data.rating,
          comment: event.data.comment,
          reply: state.status === 'reviewed' ? state.reply : null,
        };
      case 'ReviewReplied':
        return state.status === 'reviewed' ? { ...state, reply: event.data.reply } : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

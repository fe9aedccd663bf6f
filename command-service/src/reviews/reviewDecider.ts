import { reviewMessages, type ReviewableType, type ReviewSubmitted } from '@gym/contracts';
import { ForbiddenError, type Decider } from '@gym/platform';

export type ReviewCommand = {
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
};

export type ReviewState = { status: 'none' } | { status: 'reviewed'; rating: number; comment: string | null };

/** One member's review of one item; a new review replaces the rating it had given. */
export const reviewDecider: Decider<ReviewCommand, ReviewSubmitted, ReviewState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const { userName, rating, comment, now, ...rest } = command.data;
    if (!userName.trim()) throw new ForbiddenError(reviewMessages.nameRequired);
    if (state.status === 'reviewed' && state.rating === rating && state.comment === comment) return [];
    const previousRating = state.status === 'reviewed' ? state.rating : null;
    return [
      { type: 'ReviewSubmitted', data: { ...rest, userName, rating, comment, previousRating, submittedAt: now } },
    ];
  },
  evolve: (_state, event) => ({ status: 'reviewed', rating: event.data.rating, comment: event.data.comment }),
};

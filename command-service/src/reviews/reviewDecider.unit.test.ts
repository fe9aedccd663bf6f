import { reviewMessages, type ReviewSubmitted } from '@gym/contracts';
import { ForbiddenError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { reviewDecider, type ReviewCommand } from './reviewDecider.ts';

const now = '2026-11-23T12:00:00.000Z';
const spec = deciderSpec(reviewDecider);
const base = {
  accountId: 'acc-1',
  reviewId: 'rv1',
  userId: 'u1',
  userName: 'Ana Souza',
  reviewableType: 'course' as const,
  reviewableId: 'c1',
};
const submit = (
  rating: number,
  comment: string | null = null,
  over: Partial<Extract<ReviewCommand, { type: 'SubmitReview' }>['data']> = {},
): ReviewCommand => ({
  type: 'SubmitReview',
  data: { ...base, rating, comment, now, ...over },
});
const submitted = (rating: number, comment: string | null, previousRating: number | null): ReviewSubmitted => ({
  type: 'ReviewSubmitted',
  data: { ...base, rating, comment, previousRating, submittedAt: now },
});

describe('review decider', () => {
  it("records a member's first review of an item", () => {
    spec
      .given([])
      .when(submit(4, 'Muito bom'))
      .then([submitted(4, 'Muito bom', null)]);
  });

  it('replaces the earlier rating when the member reviews the item again', () => {
    spec
      .given([submitted(4, 'Muito bom', null)])
      .when(submit(2, 'Piorou'))
      .then([submitted(2, 'Piorou', 4)]);
  });

  it('decides nothing for the same review again', () => {
    spec
      .given([submitted(4, 'Muito bom', null)])
      .when(submit(4, 'Muito bom'))
      .thenNothingHappens();
  });

  it('refuses a member without a name', () => {
    spec
      .given([])
      .when(submit(5, null, { userName: '  ' }))
      .thenThrows(ForbiddenError, reviewMessages.nameRequired);
  });
});

import type { ReviewSubmitted } from '@gym/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { reviewDecider, type ReviewCommand } from './reviewDecider.ts';

// A review sent again counts as the same only when both its rating and its comment are the same.
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
const submit = (rating: number, comment: string | null): ReviewCommand => ({
  type: 'SubmitReview',
  data: { ...base, rating, comment, now },
});
const submitted = (rating: number, comment: string | null, previousRating: number | null): ReviewSubmitted => ({
  type: 'ReviewSubmitted',
  data: { ...base, rating, comment, previousRating, submittedAt: now },
});

describe('review decider: what counts as the same review', () => {
  it('given a review, when the same rating comes with another comment, then it is recorded (the rating it replaces is the same)', () => {
    spec
      .given([submitted(4, 'Muito bom', null)])
      .when(submit(4, 'Gostei'))
      .then([submitted(4, 'Gostei', 4)]);
  });

  it('given a review, when another rating comes with the same comment, then it is recorded', () => {
    spec
      .given([submitted(4, 'Muito bom', null)])
      .when(submit(5, 'Muito bom'))
      .then([submitted(5, 'Muito bom', 4)]);
  });

  it('given two reviews, when the latest is sent again, then nothing happens; the first one again is a change', () => {
    const history = [submitted(4, 'Muito bom', null), submitted(2, 'Piorou', 4)];
    spec.given(history).when(submit(2, 'Piorou')).thenNothingHappens();
    spec
      .given(history)
      .when(submit(4, 'Muito bom'))
      .then([submitted(4, 'Muito bom', 2)]);
  });
});

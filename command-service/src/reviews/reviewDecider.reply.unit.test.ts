import { staffReviewMessages, type ReviewReplied, type ReviewSubmitted } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { reviewDecider, type ReviewCommand } from './reviewDecider.ts';

const now = '2026-11-24T12:00:00.000Z';
const spec = deciderSpec(reviewDecider);
const submitted = (rating: number, comment: string | null = 'Bom treino'): ReviewSubmitted => ({
  type: 'ReviewSubmitted',
  data: {
    accountId: 'acc-1',
    reviewId: 'rv1',
    userId: 'u1',
    userName: 'Ana Souza',
    reviewableType: 'course',
    reviewableId: 'c1',
    rating,
    comment,
    previousRating: null,
    submittedAt: '2026-11-23T12:00:00.000Z',
  },
});
const reply = (text: string, accountId = 'acc-1'): ReviewCommand => ({
  type: 'ReplyToReview',
  data: { accountId, reviewId: 'rv1', reply: text, authorId: 'staff-1', authorName: 'Admin Demo', now },
});
const replied = (text: string): ReviewReplied => ({
  type: 'ReviewReplied',
  data: {
    accountId: 'acc-1',
    reviewId: 'rv1',
    reply: text,
    authorId: 'staff-1',
    authorName: 'Admin Demo',
    repliedAt: now,
  },
});

describe('review decider: the staff reply', () => {
  it('records the answer to a review', () => {
    spec
      .given([submitted(4)])
      .when(reply('Obrigado!'))
      .then([replied('Obrigado!')]);
  });

  it('replaces an earlier answer, and decides nothing for the same answer again', () => {
    spec
      .given([submitted(4), replied('Obrigado!')])
      .when(reply('Valeu!'))
      .then([replied('Valeu!')]);
    spec
      .given([submitted(4), replied('Obrigado!')])
      .when(reply('Obrigado!'))
      .thenNothingHappens();
  });

  it('keeps the answer when the member changes the review afterwards', () => {
    spec
      .given([submitted(4), replied('Obrigado!'), submitted(2, 'Piorou')])
      .when(reply('Obrigado!'))
      .thenNothingHappens();
  });

  it("answers 'Avaliação não encontrada' for a missing review or another account's", () => {
    spec.given([]).when(reply('Oi')).thenThrows(NotFoundError, staffReviewMessages.reviewNotFound);
    spec
      .given([submitted(4)])
      .when(reply('Oi', 'acc-2'))
      .thenThrows(NotFoundError, staffReviewMessages.reviewNotFound);
  });
});

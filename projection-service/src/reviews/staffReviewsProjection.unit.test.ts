import type { RatingHistoryDoc, ReviewDoc } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { ratingHistoryProjection, reviewsProjection } from './staffReviewsProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'review-x',
    streamRevision: 0,
    position,
    recordedAt: '2026-11-23T12:00:00.000Z',
  };
}
const review = (userId: string, rating: number, submittedAt: string, previousRating: number | null = null) =>
  recorded('ReviewSubmitted', {
    accountId: 'a1',
    reviewId: `r-${userId}`,
    userId,
    userName: 'Ana',
    reviewableType: 'course',
    reviewableId: 'c1',
    rating,
    comment: 'Bom',
    previousRating,
    submittedAt,
  });
const replied = (userId: string, reply: string) =>
  recorded('ReviewReplied', {
    accountId: 'a1',
    reviewId: `r-${userId}`,
    reply,
    authorId: 's1',
    authorName: 'Admin Demo',
    repliedAt: '2026-11-24T10:00:00.000Z',
  });

function history(events: RecordedEvent[], start: RatingHistoryDoc | null = null) {
  return events.reduce<RatingHistoryDoc | null>(
    (doc, e) => handlerFor(ratingHistoryProjection.handlers, e.type)!.update(doc, e),
    start,
  );
}
function reviewDoc(events: RecordedEvent[], start: ReviewDoc | null = null) {
  return events.reduce<ReviewDoc | null>(
    (doc, e) => handlerFor(reviewsProjection.handlers, e.type)!.update(doc, e),
    start,
  );
}

describe('ratingHistory projection', () => {
  it('keeps the rating as it stood at the end of each day and month, in -03:00', () => {
    const doc = history([
      review('u1', 5, '2026-10-31T12:00:00.000Z'),
      // 01:00 UTC on 1 November is still 31 October in São Paulo
      review('u2', 3, '2026-11-01T01:00:00.000Z'),
      review('u3', 1, '2026-11-01T04:00:00.000Z'),
      // u1 changes 5 into 2: the count stays, the sum drops by 3
      review('u1', 2, '2026-11-02T12:00:00.000Z', 5),
    ]);
    expect(doc).toMatchObject({ id: 'a1', reviews: 3, ratingSum: 6 });
    expect(doc?.days).toEqual({
      '2026-10-31': { reviews: 2, ratingSum: 8 },
      '2026-11-01': { reviews: 3, ratingSum: 9 },
      '2026-11-02': { reviews: 3, ratingSum: 6 },
    });
    expect(doc?.months).toEqual({
      '2026-10': { reviews: 2, ratingSum: 8 },
      '2026-11': { reviews: 3, ratingSum: 6 },
    });
  });

  it('is idempotent: a replayed batch changes nothing', () => {
    const events = [review('u1', 5, '2026-10-01T12:00:00.000Z'), review('u2', 4, '2026-10-02T12:00:00.000Z')];
    const once = history(events);
    expect(history(events, once)).toEqual(once);
  });
});

describe('reviews projection', () => {
  it('lists the review with its reply; a changed review keeps the reply, a replayed one changes nothing', () => {
    const first = review('u9', 4, '2026-11-01T12:00:00.000Z');
    const answered = reviewDoc([first, replied('u9', 'Obrigado!')]);
    expect(answered).toMatchObject({
      id: 'r-u9',
      accountId: 'a1',
      rating: 4,
      comment: 'Bom',
      reply: { text: 'Obrigado!', authorName: 'Admin Demo' },
    });
    const changed = reviewDoc([review('u9', 2, '2026-11-03T12:00:00.000Z', 4)], answered);
    expect(changed).toMatchObject({ rating: 2, reply: { text: 'Obrigado!' } });
    expect(reviewDoc([first, replied('u9', 'Obrigado!')], answered)).toEqual(answered);
  });

  it('ignores a reply to a review it does not hold', () => {
    expect(reviewDoc([replied('nobody', 'Oi')])).toBeNull();
  });
});

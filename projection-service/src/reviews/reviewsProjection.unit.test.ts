import { weightedRating, type AccountRatingDoc } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { accountRatingsProjection, reviewablesProjection } from './reviewsProjection.ts';

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
const review = (userId: string, rating: number, previousRating: number | null = null) =>
  recorded('ReviewSubmitted', {
    accountId: 'a1',
    reviewId: `r-${userId}`,
    userId,
    userName: 'X',
    reviewableType: 'course',
    reviewableId: 'c1',
    rating,
    comment: null,
    previousRating,
    submittedAt: '2026-11-23T12:00:00.000Z',
  });
function project(events: RecordedEvent[], start: AccountRatingDoc | null = null) {
  return events.reduce<AccountRatingDoc | null>(
    (doc, e) => handlerFor(accountRatingsProjection.handlers, e.type)!.update(doc, e),
    start,
  );
}

describe('account ratings projection', () => {
  it('averages one vote per member and item, a replaced review swapping its rating', () => {
    const doc = project([review('u1', 5), review('u2', 4), review('u1', 2, 5)]);
    expect(doc).toMatchObject({ id: 'a1', reviews: 2, ratingSum: 6 });
    expect(weightedRating(doc)).toBe(3);
  });

  it('shows one decimal, and nothing before the first review', () => {
    expect(weightedRating(project([review('u1', 5), review('u2', 4), review('u3', 4)]))).toBe(4.3);
    expect(weightedRating(null)).toBeNull();
  });

  it('is idempotent: a replayed review changes nothing', () => {
    const events = [review('u1', 5), review('u2', 3)];
    const once = project(events);
    expect(project(events, once)).toEqual(once);
  });

  it('keeps the cover and title of a listed item under its account', () => {
    const listed = recorded('ReviewableListed', {
      accountId: 'a1',
      reviewableType: 'workout_group',
      reviewableId: 'w1',
      title: 'Treino A',
      cover: 'https://img/a.png',
    });
    expect(handlerFor(reviewablesProjection.handlers, 'ReviewableListed')!.ids(listed)).toEqual([
      'a1:workout_group:w1',
    ]);
    expect(handlerFor(reviewablesProjection.handlers, 'ReviewableListed')!.update(null, listed)).toMatchObject({
      title: 'Treino A',
      cover: 'https://img/a.png',
    });
  });
});

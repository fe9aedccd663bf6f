import { describe, expect, it } from 'vitest';
import type { CommentPosted } from '@gym/contracts';
import { projectAll, recorded } from '../dashboard/dashboard.testkit.ts';
import { commentsProjection } from './socialProjections.ts';

const posted = (over: Partial<CommentPosted['data']> = {}): CommentPosted['data'] => ({
  accountId: 'acc-1',
  commentId: 'c1',
  commentableType: 'workout_group',
  commentableId: 'g1',
  author: { id: 's1', name: 'Caio Comenta', avatar: null },
  byStaff: false,
  replyToId: null,
  message: 'Treino puxado!',
  postedAt: '2026-11-24T12:00:00.000Z',
  ...over,
});

describe('comments: the item named for moderation', () => {
  it("keeps the item's name of CommentPosted, and null for a comment posted before it was carried", () => {
    const named = projectAll(
      commentsProjection,
      [recorded('CommentPosted', posted({ commentableName: 'Treino A (Hipertrofia)' }))],
      { twice: true },
    );
    expect(named.get('c1')).toMatchObject({
      commentableType: 'workout_group',
      commentableName: 'Treino A (Hipertrofia)',
      status: 'visible',
    });
    const older = projectAll(commentsProjection, [recorded('CommentPosted', posted())]);
    expect(older.get('c1')).toMatchObject({ commentableName: null });
  });
});

import { socialMessages } from '@gym/contracts';
import { IllegalStateError, NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { commentDecider, postDecider } from './socialDeciders.ts';

const post = {
  accountId: 'a1',
  postId: 'p1',
  authorId: 'u1',
  authorName: 'Admin Demo',
  text: 'Aula especial sábado!',
  imageUrl: null,
  publishedAt: '2026-11-24T10:00:00.000Z',
};
const comment = {
  accountId: 'a1',
  commentId: 'c1',
  commentableType: 'post' as const,
  commentableId: 'p1',
  author: { id: 's1', name: 'Ana Souza', avatar: null },
  byStaff: false,
  replyToId: null,
  message: 'Vou participar!',
  postedAt: '2026-11-24T12:00:00.000Z',
};
const fact = { accountId: 'a1', commentId: 'c1', postedAt: comment.postedAt, byStaff: false };
const now = '2026-11-24T13:00:00.000Z';
const posts = deciderSpec(postDecider);
const comments = deciderSpec(commentDecider);

describe('post decider', () => {
  it('publishes once; the same publish again decides nothing', () => {
    posts
      .given([])
      .when({ type: 'PublishPost', data: post })
      .then([{ type: 'PostPublished', data: post }]);
    posts
      .given([{ type: 'PostPublished', data: post }])
      .when({ type: 'PublishPost', data: post })
      .thenNothingHappens();
  });
  it('deletes a published post once; an unknown one is not found', () => {
    const del = { type: 'DeletePost' as const, data: { accountId: 'a1', postId: 'p1', now } };
    posts
      .given([{ type: 'PostPublished', data: post }])
      .when(del)
      .then([{ type: 'PostDeleted', data: { accountId: 'a1', postId: 'p1', deletedAt: now } }]);
    posts
      .given([
        { type: 'PostPublished', data: post },
        { type: 'PostDeleted', data: { accountId: 'a1', postId: 'p1', deletedAt: now } },
      ])
      .when(del)
      .thenNothingHappens();
    posts.given([]).when(del).thenThrows(NotFoundError, socialMessages.postNotFound);
  });
});

describe('comment decider', () => {
  const posted = { type: 'CommentPosted' as const, data: comment };
  it('posts once', () => {
    comments.given([]).when({ type: 'PostComment', data: comment }).then([posted]);
    comments.given([posted]).when({ type: 'PostComment', data: comment }).thenNothingHappens();
  });
  it('hides a visible comment with its day and kind; hiding again decides nothing', () => {
    comments
      .given([posted])
      .when({ type: 'HideComment', data: { now } })
      .then([{ type: 'CommentHidden', data: { ...fact, hiddenAt: now } }]);
    comments
      .given([posted, { type: 'CommentHidden', data: { ...fact, hiddenAt: now } }])
      .when({ type: 'HideComment', data: { now } })
      .thenNothingHappens();
  });
  it('deletes once, telling whether it was visible; a deleted one cannot be hidden', () => {
    comments
      .given([posted])
      .when({ type: 'DeleteComment', data: { now } })
      .then([{ type: 'CommentDeleted', data: { ...fact, wasVisible: true, deletedAt: now } }]);
    comments
      .given([posted, { type: 'CommentHidden', data: { ...fact, hiddenAt: now } }])
      .when({ type: 'DeleteComment', data: { now } })
      .then([{ type: 'CommentDeleted', data: { ...fact, wasVisible: false, deletedAt: now } }]);
    const deleted = { type: 'CommentDeleted' as const, data: { ...fact, wasVisible: true, deletedAt: now } };
    comments.given([posted, deleted]).when({ type: 'DeleteComment', data: { now } }).thenNothingHappens();
    comments
      .given([posted, deleted])
      .when({ type: 'HideComment', data: { now } })
      .thenThrows(IllegalStateError, socialMessages.alreadyDeleted);
  });
  it('an unknown comment is not found', () =>
    comments
      .given([])
      .when({ type: 'HideComment', data: { now } })
      .thenThrows(NotFoundError, socialMessages.commentNotFound));
});

import {
  socialMessages,
  type CommentDeleted,
  type CommentHidden,
  type CommentPosted,
  type PostDeleted,
  type PostPublished,
} from '@gym/contracts';
import { IllegalStateError, NotFoundError, type Decider } from '@gym/platform';

export type PostCommand =
  | { type: 'PublishPost'; data: PostPublished['data'] }
  | { type: 'DeletePost'; data: { accountId: string; postId: string; now: string } };
export type PostEvent = PostPublished | PostDeleted;
export type PostState = { readonly status: 'none' | 'published' | 'deleted' };

/** One stream per post (`post-<id>`): published once, deleted once. */
export const postDecider: Decider<PostCommand, PostEvent, PostState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'PublishPost':
        return state.status === 'none' ? [{ type: 'PostPublished', data: command.data }] : [];
      case 'DeletePost':
        if (state.status === 'none') throw new NotFoundError(socialMessages.postNotFound);
        if (state.status === 'deleted') return [];
        return [
          {
            type: 'PostDeleted',
            data: { accountId: command.data.accountId, postId: command.data.postId, deletedAt: command.data.now },
          },
        ];
    }
  },
  evolve: (_state, event) => ({ status: event.type === 'PostPublished' ? 'published' : 'deleted' }),
};

export type CommentCommand =
  | { type: 'PostComment'; data: CommentPosted['data'] }
  | { type: 'HideComment'; data: { now: string } }
  | { type: 'DeleteComment'; data: { now: string } };
export type CommentEvent = CommentPosted | CommentHidden | CommentDeleted;
export type CommentState = {
  readonly posted: CommentPosted['data'] | null;
  readonly status: 'visible' | 'hidden' | 'deleted';
};

/**
 * One stream per comment (`comment-<id>`): posted once; hidden while visible; deleted once. Hiding and deleting
 * carry the comment's day and kind (and whether it was visible), so the per-day counters can take it off.
 */
export const commentDecider: Decider<CommentCommand, CommentEvent, CommentState> = {
  initialState: () => ({ posted: null, status: 'visible' }),
  decide(command, state) {
    if (command.type === 'PostComment') return state.posted ? [] : [{ type: 'CommentPosted', data: command.data }];
    const posted = state.posted;
    if (!posted) throw new NotFoundError(socialMessages.commentNotFound);
    const fact = {
      accountId: posted.accountId,
      commentId: posted.commentId,
      postedAt: posted.postedAt,
      byStaff: posted.byStaff,
    };
    if (command.type === 'HideComment') {
      if (state.status === 'deleted') throw new IllegalStateError(socialMessages.alreadyDeleted);
      return state.status === 'hidden'
        ? []
        : [{ type: 'CommentHidden', data: { ...fact, hiddenAt: command.data.now } }];
    }
    if (state.status === 'deleted') return [];
    return [
      {
        type: 'CommentDeleted',
        data: { ...fact, wasVisible: state.status === 'visible', deletedAt: command.data.now },
      },
    ];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CommentPosted':
        return { posted: event.data, status: 'visible' };
      case 'CommentHidden':
        return { ...state, status: 'hidden' };
      case 'CommentDeleted':
        return { ...state, status: 'deleted' };
    }
  },
};

import { PAGE_SIZE, type CommentDoc, type CommentStatus, type PostDoc } from '@gym/contracts';
import { findPage, type DocumentStore, type Filter } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';
import type { Page } from '../students/studentQueries.ts';

export const POSTS = 'posts';
export const COMMENTS = 'comments';

/** Collection `posts`: the gym's feed; a deleted post leaves it. */
export const postsProjection: ReadModel<PostDoc> = {
  collection: { name: POSTS, indexes: [{ fields: ['accountId', 'publishedAt', 'id'] }] },
  handlers: {
    PostPublished: {
      ids: (e) => [e.data.postId],
      update: (doc, { data }) =>
        doc ?? {
          id: data.postId,
          accountId: data.accountId,
          authorName: data.authorName,
          text: data.text,
          imageUrl: data.imageUrl,
          publishedAt: data.publishedAt,
        },
    },
    PostDeleted: { ids: (e) => [e.data.postId], update: () => null },
  },
};

/** Collection `comments`: every comment of an account with its status; a deleted comment leaves it. */
export const commentsProjection: ReadModel<CommentDoc> = {
  collection: {
    name: COMMENTS,
    indexes: [{ fields: ['accountId', 'createdAt', 'id'] }, { fields: ['commentableId', 'createdAt'] }],
  },
  handlers: {
    CommentPosted: {
      ids: (e) => [e.data.commentId],
      update: (doc, { data }) =>
        doc ?? {
          id: data.commentId,
          accountId: data.accountId,
          commentableType: data.commentableType,
          commentableId: data.commentableId,
          author: data.author,
          studentId: data.byStaff ? null : data.author.id,
          byStaff: data.byStaff,
          replyToId: data.replyToId,
          message: data.message,
          createdAt: data.postedAt,
          status: 'visible',
          commentableName: data.commentableName ?? null,
        },
    },
    CommentHidden: { ids: (e) => [e.data.commentId], update: (doc) => (doc ? { ...doc, status: 'hidden' } : null) },
    CommentDeleted: { ids: (e) => [e.data.commentId], update: () => null },
  },
};

export const socialProjections = [postsProjection, commentsProjection];

const pageOf = (page: number | null | undefined) => Math.max(1, Math.min(1_000_000, Math.floor(page ?? 1) || 1));

async function paged<T extends { id: string }>(
  docs: DocumentStore,
  name: string,
  filter: Filter,
  sort: ReadonlyArray<readonly [string, 1 | -1]>,
  page: number | null | undefined,
): Promise<Page<T>> {
  const p = pageOf(page);
  const { docs: list, total } = await findPage(docs.collection<T>(name), filter, {
    sort,
    skip: (p - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return { list, page: p, totalEntries: total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export const listPosts = (docs: DocumentStore, accountId: string, page?: number | null) =>
  paged<PostDoc>(
    docs,
    POSTS,
    { accountId },
    [
      ['publishedAt', -1],
      ['id', -1],
    ],
    page,
  );

export async function getPost(docs: DocumentStore, accountId: string, id: string): Promise<PostDoc | null> {
  const doc = await docs.collection<PostDoc>(POSTS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

export async function getComment(docs: DocumentStore, accountId: string, id: string): Promise<CommentDoc | null> {
  const doc = await docs.collection<CommentDoc>(COMMENTS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

/** Every comment of the account, newest first (the moderation list). */
export const listAccountComments = (
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null; status?: CommentStatus | null },
) =>
  paged<CommentDoc>(
    docs,
    COMMENTS,
    { accountId, ...(options.status ? { status: options.status } : {}) },
    [
      ['createdAt', -1],
      ['id', -1],
    ],
    options.page,
  );

/** The visible comments of one post or class, oldest first (what members read). */
export const listItemComments = (
  docs: DocumentStore,
  accountId: string,
  options: { commentableType: string; commentableId: string; page?: number | null },
) =>
  paged<CommentDoc>(
    docs,
    COMMENTS,
    {
      commentableId: options.commentableId,
      accountId,
      commentableType: options.commentableType,
      status: 'visible',
    },
    [['createdAt', 1]],
    options.page,
  );

/** The newest visible comments members made since `from` (the dashboard widget's list). */
export const latestComments = (docs: DocumentStore, accountId: string, from: string, limit = 20) =>
  docs.collection<CommentDoc>(COMMENTS).find(
    { accountId, createdAt: { $gte: from }, status: 'visible', byStaff: false },
    {
      sort: [
        ['createdAt', -1],
        ['id', -1],
      ],
      limit,
    },
  );

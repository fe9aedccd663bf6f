import { z } from 'zod';
import { notPersonal, personal, sealedFor, studentSubject, type SubjectOf } from '../privacy/personal.ts';
import { commentableTypes } from './enums.ts';

export const postPublishedV1 = z.object({
  accountId: z.string(),
  postId: z.string(),
  authorId: z.string().nullable(),
  authorName: notPersonal(z.string(), "the staff member who posted, shown on the gym's feed"),
  text: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export const postDeletedV1 = z.object({ accountId: z.string(), postId: z.string(), deletedAt: z.string() });

const commentAuthor = z.object({
  id: z.string().nullable(),
  name: personal(z.string()),
  avatar: personal(z.string().nullable()),
});
/** A member's comment is sealed with the member's key; a staff reply names no student (no subject, in clear). */
const byCommentingMember: SubjectOf = (data) => {
  const author = data.author as { id?: unknown } | null | undefined;
  return data.byStaff === false && typeof data.accountId === 'string' && typeof author?.id === 'string'
    ? studentSubject(data.accountId, author.id)
    : null;
};
export const commentPostedV1 = sealedFor(
  byCommentingMember,
  z.object({
    accountId: z.string(),
    commentId: z.string(),
    commentableType: z.enum(commentableTypes),
    commentableId: z.string(),
    author: commentAuthor,
    /** A staff member's comment (a reply): not counted as a comment the gym received. */
    byStaff: z.boolean(),
    replyToId: z.string().nullable(),
    message: personal(z.string()),
    postedAt: z.string(),
    /** The item's name when commented (post text's start, class, workout group, course or lesson title). */
    commentableName: notPersonal(
      z.string().optional(),
      "the commented item's title (post, class, course): the gym's content",
    ),
  }),
);
/** Hiding and deleting carry the comment's day and kind, so the dashboard's per-day counters take it off. */
const commentFact = { accountId: z.string(), commentId: z.string(), postedAt: z.string(), byStaff: z.boolean() };
export const commentHiddenV1 = z.object({ ...commentFact, hiddenAt: z.string() });
export const commentDeletedV1 = z.object({ ...commentFact, wasVisible: z.boolean(), deletedAt: z.string() });

export type PostPublished = { type: 'PostPublished'; data: z.infer<typeof postPublishedV1> };
export type PostDeleted = { type: 'PostDeleted'; data: z.infer<typeof postDeletedV1> };
export type CommentPosted = { type: 'CommentPosted'; data: z.infer<typeof commentPostedV1> };
export type CommentHidden = { type: 'CommentHidden'; data: z.infer<typeof commentHiddenV1> };
export type CommentDeleted = { type: 'CommentDeleted'; data: z.infer<typeof commentDeletedV1> };

export const socialEventSchemas = {
  PostPublished: { version: 1, schema: postPublishedV1 },
  PostDeleted: { version: 1, schema: postDeletedV1 },
  CommentPosted: { version: 1, schema: commentPostedV1 },
  CommentHidden: { version: 1, schema: commentHiddenV1 },
  CommentDeleted: { version: 1, schema: commentDeletedV1 },
} as const;

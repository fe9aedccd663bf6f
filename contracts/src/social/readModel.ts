import type { CommentableType, CommentStatus } from './enums.ts';

/** Collection `posts`. */
export interface PostDoc {
  readonly id: string;
  readonly accountId: string;
  readonly authorName: string;
  readonly text: string;
  readonly imageUrl: string | null;
  readonly publishedAt: string;
}
/** Collection `comments` (a deleted comment leaves it). */
export interface CommentDoc {
  readonly id: string;
  readonly accountId: string;
  readonly commentableType: CommentableType;
  readonly commentableId: string;
  readonly author: { readonly id: string | null; readonly name: string; readonly avatar: string | null };
  /** The member who wrote it (null for staff): what a student's export and erasure find their comments by. */
  readonly studentId?: string | null;
  readonly byStaff: boolean;
  readonly replyToId: string | null;
  readonly message: string;
  readonly createdAt: string;
  readonly status: CommentStatus;
  /** The item's name when commented, for moderation (null on comments made before it was kept). */
  readonly commentableName?: string | null;
}

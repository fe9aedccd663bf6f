import type { CommentDoc } from '@gym/contracts';

/** hideComment answers the comment as the moderation leaves it (the read model may not have caught up yet). */
export const toHiddenCommentGql = (doc: CommentDoc) => ({ ...doc, status: 'hidden' });

/** deletePost and deleteComment answer only the id of what is gone. */
export const toDeletedGql = (id: string) => ({ id });

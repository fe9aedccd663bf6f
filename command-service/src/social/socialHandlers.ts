import {
  commentInputSchema,
  commentReplyInputSchema,
  messages,
  postInputSchema,
  socialMessages,
  type CommentDoc,
  type CommentPosted,
  type StudentDoc,
} from '@gym/contracts';
import { handleCommand, NotFoundError, uuid } from '@gym/platform';
import { getComment, getPost } from '@gym/projection-service';
import { commentTarget } from '../comments/commentTargets.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { commentDecider, postDecider } from './socialDeciders.ts';

export const postStream = (postId: string) => `post-${postId}`;
export const commentStream = (commentId: string) => `comment-${commentId}`;

/** The signed-in member as an author: staff without a member record sign as the team. */
const authorName = (m: StudentDoc | null) => (m ? `${m.name} ${m.lastName}`.trim() : messages.staffAuthorName);

/** A comment of this account, or 'Comentário não encontrado' (another account's id is not found either). */
export async function commentOf(svc: Services, accountId: string, id: string): Promise<CommentDoc> {
  const doc = await getComment(svc.documents, accountId, id);
  if (!doc) throw new NotFoundError(socialMessages.commentNotFound);
  return doc;
}

/** createPost: the manager's post on the feed. */
export async function publishPost(
  svc: Services,
  actor: Actor,
  member: StudentDoc | null,
  args: { text: unknown; imageUrl?: unknown },
) {
  const input = parseInput(postInputSchema, { text: args.text, imageUrl: args.imageUrl }, []);
  const postId = uuid();
  const result = await handleCommand(svc.eventStore, {
    streamId: postStream(postId),
    decider: postDecider,
    command: {
      type: 'PublishPost',
      data: {
        accountId: actor.accountId,
        postId,
        authorId: member?.id ?? null,
        authorName: authorName(member),
        text: input.text,
        imageUrl: input.imageUrl,
        publishedAt: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  return { postId, position: result.position };
}

/** deletePost: a post of this account, or 'Publicação não encontrada'. */
export async function deletePost(svc: Services, actor: Actor, id: string) {
  const doc = await getPost(svc.documents, actor.accountId, id);
  if (!doc) throw new NotFoundError(socialMessages.postNotFound);
  const result = await handleCommand(svc.eventStore, {
    streamId: postStream(doc.id),
    decider: postDecider,
    command: {
      type: 'DeletePost',
      data: { accountId: actor.accountId, postId: doc.id, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return { postId: doc.id, position: result.position };
}

/** hideComment / deleteComment: staff moderation of a comment of this account; answers the comment as it was. */
export async function moderateComment(svc: Services, actor: Actor, id: string, type: 'HideComment' | 'DeleteComment') {
  const doc = await commentOf(svc, actor.accountId, id);
  const result = await handleCommand(svc.eventStore, {
    streamId: commentStream(doc.id),
    decider: commentDecider,
    command: { type, data: { now: svc.clock.now().toISOString() } },
    metadata: metadataOf(actor),
  });
  return { doc, position: result.position };
}

async function postComment(svc: Services, actor: Actor, data: CommentPosted['data']) {
  const result = await handleCommand(svc.eventStore, {
    streamId: commentStream(data.commentId),
    decider: commentDecider,
    command: { type: 'PostComment', data },
    metadata: metadataOf(actor),
  });
  return { commentId: data.commentId, position: result.position };
}

/** replyComment: a staff reply is a comment on the same item, marked as the staff's (not counted as received). */
export async function replyToComment(
  svc: Services,
  actor: Actor,
  member: StudentDoc | null,
  args: { id: string; message: unknown },
) {
  const { message } = parseInput(commentReplyInputSchema, { message: args.message }, []);
  const parent = await commentOf(svc, actor.accountId, String(args.id));
  return postComment(svc, actor, {
    accountId: actor.accountId,
    commentId: uuid(),
    commentableType: parent.commentableType,
    commentableId: parent.commentableId,
    author: { id: member?.id ?? null, name: authorName(member), avatar: member?.avatarUrl ?? null },
    byStaff: true,
    replyToId: parent.id,
    message,
    postedAt: svc.clock.now().toISOString(),
    ...(parent.commentableName ? { commentableName: parent.commentableName } : {}),
  });
}

/** createComment: a member's comment on an item of this account that is open to them. */
export async function commentOnItem(
  svc: Services,
  actor: Actor,
  member: StudentDoc | null,
  args: { commentableType: unknown; commentableId: unknown; message: unknown },
) {
  const input = parseInput(commentInputSchema, args, []);
  // The item, of this account and open to the member (comments/commentTargets.ts), named for moderation.
  const target = await commentTarget(
    svc.documents,
    actor.accountId,
    member,
    input.commentableType,
    input.commentableId,
  );
  return postComment(svc, actor, {
    accountId: actor.accountId,
    commentId: uuid(),
    commentableType: input.commentableType,
    commentableId: input.commentableId,
    author: { id: member?.id ?? null, name: authorName(member), avatar: member?.avatarUrl ?? null },
    byStaff: member ? member.rule !== 'student' : false,
    replyToId: null,
    message: input.message,
    postedAt: svc.clock.now().toISOString(),
    commentableName: target.name,
  });
}

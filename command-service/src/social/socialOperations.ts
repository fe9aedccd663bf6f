import {
  commentInputSchema,
  commentReplyInputSchema,
  postInputSchema,
  socialMessages,
  type CommentDoc,
  type CommentPosted,
  type StudentDoc,
} from '@gym/contracts';
import { handleCommand, NotFoundError, uuid } from '@gym/platform';
import { getComment, getPost, listAccountComments, listItemComments, listPosts } from '@gym/projection-service';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import { commentDecider, postDecider } from './socialDeciders.ts';
import { commentTarget } from '../comments/commentTargets.ts';

const fullName = (m: StudentDoc | null) => (m ? `${m.name} ${m.lastName}`.trim() : 'Equipe');

async function postComment(svc: Services, actor: Actor, data: CommentPosted['data']): Promise<CommentDoc> {
  const result = await handleCommand(svc.eventStore, {
    streamId: `comment-${data.commentId}`,
    decider: commentDecider,
    command: { type: 'PostComment', data },
    metadata: metadataOf(actor),
  });
  await svc.readModelsReached(result.position);
  const doc = await getComment(svc.documents, actor.accountId, data.commentId);
  if (!doc) throw new NotFoundError(socialMessages.commentNotFound);
  return doc;
}

/** A comment of this account, or 'Comentário não encontrado' (another account's id is not found either). */
async function commentOf(svc: Services, accountId: string, id: string): Promise<CommentDoc> {
  const doc = await getComment(svc.documents, accountId, id);
  if (!doc) throw new NotFoundError(socialMessages.commentNotFound);
  return doc;
}

async function moderate(svc: Services, ctx: RequestContext, id: string, type: 'HideComment' | 'DeleteComment') {
  const actor = actorOf(ctx);
  const doc = await commentOf(svc, actor.accountId, String(id));
  const result = await handleCommand(svc.eventStore, {
    streamId: `comment-${doc.id}`,
    decider: commentDecider,
    command: { type, data: { now: svc.clock.now().toISOString() } },
    metadata: metadataOf(actor),
  });
  await svc.readModelsReached(result.position);
  return doc;
}

/** Staff: the feed (/admin/posts) and the moderation of every comment (/admin/general_comments). */
export function socialAdminOperations(svc: Services) {
  return {
    posts: {
      access: 'staff' as const,
      resolve: (args: { page?: number | null }, ctx: RequestContext) =>
        listPosts(svc.documents, actorOf(ctx).accountId, args.page),
    },
    generalComments: {
      access: 'staff' as const,
      resolve: (args: { page?: number | null; status?: string | null }, ctx: RequestContext) =>
        listAccountComments(svc.documents, actorOf(ctx).accountId, {
          page: args.page,
          status: args.status === 'hidden' || args.status === 'visible' ? args.status : null,
        }),
    },
    createPost: {
      access: 'manager' as const,
      async resolve(args: { text: unknown; imageUrl?: unknown }, ctx: RequestContext) {
        const actor = actorOf(ctx);
        const input = parseInput(postInputSchema, { text: args.text, imageUrl: args.imageUrl }, []);
        const postId = uuid();
        const result = await handleCommand(svc.eventStore, {
          streamId: `post-${postId}`,
          decider: postDecider,
          command: {
            type: 'PublishPost',
            data: {
              accountId: actor.accountId,
              postId,
              authorId: ctx.member?.id ?? null,
              authorName: fullName(ctx.member),
              text: input.text,
              imageUrl: input.imageUrl,
              publishedAt: svc.clock.now().toISOString(),
            },
          },
          metadata: metadataOf(actor),
        });
        await svc.readModelsReached(result.position);
        const doc = await getPost(svc.documents, actor.accountId, postId);
        if (!doc) throw new NotFoundError(socialMessages.postNotFound);
        return doc;
      },
    },
    deletePost: {
      access: 'manager' as const,
      async resolve(args: { id: string }, ctx: RequestContext) {
        const actor = actorOf(ctx);
        const doc = await getPost(svc.documents, actor.accountId, String(args.id));
        if (!doc) throw new NotFoundError(socialMessages.postNotFound);
        const result = await handleCommand(svc.eventStore, {
          streamId: `post-${doc.id}`,
          decider: postDecider,
          command: {
            type: 'DeletePost',
            data: { accountId: actor.accountId, postId: doc.id, now: svc.clock.now().toISOString() },
          },
          metadata: metadataOf(actor),
        });
        await svc.readModelsReached(result.position);
        return { id: doc.id };
      },
    },
    hideComment: {
      access: 'staff' as const,
      async resolve(args: { id: string }, ctx: RequestContext) {
        const doc = await moderate(svc, ctx, args.id, 'HideComment');
        return { ...doc, status: 'hidden' };
      },
    },
    deleteComment: {
      access: 'staff' as const,
      async resolve(args: { id: string }, ctx: RequestContext) {
        const doc = await moderate(svc, ctx, args.id, 'DeleteComment');
        return { id: doc.id };
      },
    },
    /** A staff reply: a comment on the same item, marked as the staff's (not counted as received). */
    replyComment: {
      access: 'staff' as const,
      async resolve(args: { id: string; message: unknown }, ctx: RequestContext) {
        const actor = actorOf(ctx);
        const { message } = parseInput(commentReplyInputSchema, { message: args.message }, []);
        const parent = await commentOf(svc, actor.accountId, String(args.id));
        return postComment(svc, actor, {
          accountId: actor.accountId,
          commentId: uuid(),
          commentableType: parent.commentableType,
          commentableId: parent.commentableId,
          author: { id: ctx.member?.id ?? null, name: fullName(ctx.member), avatar: ctx.member?.avatarUrl ?? null },
          byStaff: true,
          replyToId: parent.id,
          message,
          postedAt: svc.clock.now().toISOString(),
          ...(parent.commentableName ? { commentableName: parent.commentableName } : {}),
        });
      },
    },
  };
}

/** Members (/{account}/graphql): read the feed and the comments of an item, and comment. */
export function socialMemberOperations(svc: Services) {
  return {
    posts: {
      access: 'member' as const,
      resolve: (args: { page?: number | null }, ctx: RequestContext) =>
        listPosts(svc.documents, actorOf(ctx).accountId, args.page),
    },
    comments: {
      access: 'member' as const,
      resolve: (args: { commentableType: string; commentableId: string; page?: number | null }, ctx: RequestContext) =>
        listItemComments(svc.documents, actorOf(ctx).accountId, {
          commentableType: String(args.commentableType),
          commentableId: String(args.commentableId),
          page: args.page,
        }),
    },
    createComment: {
      access: 'member' as const,
      async resolve(args: { commentableType: unknown; commentableId: unknown; message: unknown }, ctx: RequestContext) {
        const actor = actorOf(ctx);
        const input = parseInput(commentInputSchema, args, []);
        const member = ctx.member;
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
          author: { id: member?.id ?? null, name: fullName(member), avatar: member?.avatarUrl ?? null },
          byStaff: member ? member.rule !== 'student' : false,
          replyToId: null,
          message: input.message,
          postedAt: svc.clock.now().toISOString(),
          commentableName: target.name,
        });
      },
    },
  };
}

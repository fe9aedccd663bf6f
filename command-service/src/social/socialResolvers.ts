import { socialMessages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { getPost, listAccountComments, listItemComments, listPosts } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toDeletedGql, toHiddenCommentGql } from './socialGql.ts';
import {
  commentOf,
  commentOnItem,
  deletePost,
  moderateComment,
  publishPost,
  replyToComment,
} from './socialHandlers.ts';

export function socialResolvers(svc: Services) {
  /** The comment a post or reply wrote, once the read models show it. */
  const commentPosted = async (accountId: string, { commentId, position }: { commentId: string; position: number }) => {
    await svc.readModelsReached(position);
    return commentOf(svc, accountId, commentId);
  };
  return {
    posts(args: { page?: number | null }, ctx: RequestContext) {
      return listPosts(svc.documents, actorOf(ctx).accountId, args.page);
    },

    generalComments(args: { page?: number | null; status?: string | null }, ctx: RequestContext) {
      return listAccountComments(svc.documents, actorOf(ctx).accountId, {
        page: args.page,
        status: args.status === 'hidden' || args.status === 'visible' ? args.status : null,
      });
    },

    comments(args: { commentableType: string; commentableId: string; page?: number | null }, ctx: RequestContext) {
      return listItemComments(svc.documents, actorOf(ctx).accountId, {
        commentableType: String(args.commentableType),
        commentableId: String(args.commentableId),
        page: args.page,
      });
    },

    async createPost(args: { text: unknown; imageUrl?: unknown }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const { postId, position } = await publishPost(svc, actor, ctx.member, args);
      await svc.readModelsReached(position);
      const doc = await getPost(svc.documents, actor.accountId, postId);
      if (!doc) throw new NotFoundError(socialMessages.postNotFound);
      return doc;
    },

    async deletePost(args: { id: string }, ctx: RequestContext) {
      const { postId, position } = await deletePost(svc, actorOf(ctx), String(args.id));
      await svc.readModelsReached(position);
      return toDeletedGql(postId);
    },

    async hideComment(args: { id: string }, ctx: RequestContext) {
      const { doc, position } = await moderateComment(svc, actorOf(ctx), String(args.id), 'HideComment');
      await svc.readModelsReached(position);
      return toHiddenCommentGql(doc);
    },

    async deleteComment(args: { id: string }, ctx: RequestContext) {
      const { doc, position } = await moderateComment(svc, actorOf(ctx), String(args.id), 'DeleteComment');
      await svc.readModelsReached(position);
      return toDeletedGql(doc.id);
    },

    async replyComment(args: { id: string; message: unknown }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      return commentPosted(actor.accountId, await replyToComment(svc, actor, ctx.member, args));
    },

    async createComment(
      args: { commentableType: unknown; commentableId: unknown; message: unknown },
      ctx: RequestContext,
    ) {
      const actor = actorOf(ctx);
      return commentPosted(actor.accountId, await commentOnItem(svc, actor, ctx.member, args));
    },
  };
}

/** Staff: the feed (/admin/posts) and the moderation of every comment (/admin/general_comments). */
export function socialAdminOperations(svc: Services) {
  const r = socialResolvers(svc);
  return {
    posts: { access: 'staff', resolve: r.posts },
    generalComments: { access: 'staff', resolve: r.generalComments },
    createPost: { access: 'manager', resolve: r.createPost },
    deletePost: { access: 'manager', resolve: r.deletePost },
    hideComment: { access: 'staff', resolve: r.hideComment },
    deleteComment: { access: 'staff', resolve: r.deleteComment },
    replyComment: { access: 'staff', resolve: r.replyComment },
  } as const;
}

/** Members (/{account}/graphql): read the feed and the comments of an item, and comment. */
export function socialMemberOperations(svc: Services) {
  const r = socialResolvers(svc);
  return {
    posts: { access: 'member', resolve: r.posts },
    comments: { access: 'member', resolve: r.comments },
    createComment: { access: 'member', resolve: r.createComment },
  } as const;
}

import type { InboxMessageEntry } from '@gym/contracts';
import { getInboxMessage, getUserInbox } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { sendMessage, sendReply } from './inboxHandlers.ts';

const withCount = <M extends InboxMessageEntry>(m: M) => ({ ...m, repliesCount: m.replies.length });

function inboxResolvers(svc: Services) {
  return {
    async getUserInbox(args: { userId: string }, ctx: RequestContext) {
      return (await getUserInbox(svc.documents, actorOf(ctx).accountId, args.userId))?.map(withCount) ?? null;
    },
    async getMessageById(args: { messageId: string; userId: string }, ctx: RequestContext) {
      const message = await getInboxMessage(svc.documents, actorOf(ctx).accountId, args.messageId, args.userId);
      return message ? withCount(message) : null;
    },
    async createMessage(args: unknown, ctx: RequestContext) {
      const { message, position } = await sendMessage(svc, actorOf(ctx), args);
      await svc.readModelsReached(position);
      return {
        id: message.messageId,
        subject: message.subject,
        body: message.body,
        sentAt: message.sentAt,
        from: message.senderName,
      };
    },
    async sendReplyMessage(args: unknown, ctx: RequestContext) {
      const { reply, position } = await sendReply(svc, actorOf(ctx), args);
      await svc.readModelsReached(position);
      return { id: reply.replyId, from: reply.senderName, body: reply.body, sentAt: reply.sentAt };
    },
  };
}

/** The admin scope's inbox fields with their access levels, spread into schemas.ts. */
export function inboxAdminOperations(svc: Services) {
  const inbox = inboxResolvers(svc);
  return {
    getUserInbox: { access: 'staff', resolve: inbox.getUserInbox },
    getMessageById: { access: 'staff', resolve: inbox.getMessageById },
    createMessage: { access: 'manager', resolve: inbox.createMessage },
    sendReplyMessage: { access: 'manager', resolve: inbox.sendReplyMessage },
  } as const;
}

import { staffInboxMessages, type InboxMessageEntry } from '@gym/contracts';
import { getInboxMessage, getUserInbox, listInboxThreads } from '@gym/projection-service';
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
    inboxThreads(args: { page?: number | null; unreadOnly?: boolean | null }, ctx: RequestContext) {
      return listInboxThreads(svc.documents, actorOf(ctx).accountId, {
        page: args.page,
        unreadOnly: args.unreadOnly === true,
        removedName: staffInboxMessages.removedStudent,
      });
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

/**
 * Staff: /admin/messages (issue 22 item 4), the account's threads in one list. A thread is opened with
 * getMessageById and answered with sendReplyMessage, the profile inbox's own operations and rules.
 */
export function staffMessagesAdminOperations(svc: Services) {
  const inbox = inboxResolvers(svc);
  return { inboxThreads: { access: 'staff', resolve: inbox.inboxThreads } } as const;
}

import { getInboxMessage, getUserInbox, getUserPoints } from '@gym/projection-service';
import { inboxMessages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { sendReply } from '../inbox/inboxHandlers.ts';
import { ForbiddenError } from '@gym/platform';
import { programResolvers } from '../programs/programResolvers.ts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';

/** The signed-in member's own id (after the guard's 'member' check). */
function self(ctx: RequestContext): string {
  if (!ctx.member) throw new ForbiddenError();
  return ctx.member.id;
}

/**
 * The member app's reads the member endpoint lacked (issue 25), under the spec's names: a member reads
 * only their own points (another id is refused), and a program's coming classes with their counts.
 */
export function memberAppOperations(svc: Services) {
  const programs = programResolvers(svc);
  return {
    getUserPoints: {
      access: 'member',
      resolve: (args: { userId?: string | null; page?: number | null }, ctx: RequestContext) => {
        if (args.userId && args.userId !== self(ctx)) throw new ForbiddenError();
        // A gym without points (issue 35 item 19): no balance to show. Null, not a refusal: the member app reads
        // it with its other home-screen data in one go.
        if (!(ctx.account?.features ?? []).includes('points')) return null;
        return getUserPoints(svc.documents, actorOf(ctx).accountId, self(ctx), args.page ?? 1);
      },
    },
    programSchedule: { access: 'member', resolve: programs.programSchedule },
    getUserInbox: {
      access: 'member',
      async resolve(args: { userId?: string | null }, ctx: RequestContext) {
        if (args.userId && args.userId !== self(ctx)) throw new ForbiddenError();
        const list = await getUserInbox(svc.documents, actorOf(ctx).accountId, self(ctx));
        return list?.map((m) => ({ ...m, repliesCount: m.replies.length })) ?? null;
      },
    },
    sendReplyMessage: {
      access: 'member',
      async resolve(args: { messageId: string; body: string }, ctx: RequestContext) {
        // Only a message of one's own inbox can be answered; another member's reads as missing.
        const mine = await getInboxMessage(svc.documents, actorOf(ctx).accountId, String(args.messageId), self(ctx));
        if (!mine) throw new NotFoundError(inboxMessages.messageNotFound);
        const { reply, position } = await sendReply(svc, actorOf(ctx), args);
        await svc.readModelsReached(position);
        return { id: reply.replyId, from: reply.senderName, body: reply.body, sentAt: reply.sentAt };
      },
    },
  } as const;
}

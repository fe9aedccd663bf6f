import { inboxMessages } from '@gym/contracts';
import { CHECKIN_QR_TTL_SECONDS } from '@gym/contracts/memberApp/qrCheckin';
import { ForbiddenError, NotFoundError } from '@gym/platform';
import { getInboxMessage, getUserInbox, getUserPoints } from '@gym/projection-service';
import { ACCOUNTS } from '@gym/projection-service/accounts/accountsProjection';
import { countAppMembers } from '@gym/projection-service/memberApp/memberAppMonthsProjection';
import { checkinResolvers } from '../checkins/checkinResolvers.ts';
import { sendReply } from '../inbox/inboxHandlers.ts';
import { programResolvers } from '../programs/programResolvers.ts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toInboxMessageGql, toMemberAppSummaryGql, toReplyGql } from './memberAppGql.ts';
import { appMonthOf, recordAppOpened, useQrCode } from './memberAppHandlers.ts';
import { signQrCode } from './qrToken.ts';

/** The signed-in member's own id (after the guard's 'member' check). */
function self(ctx: RequestContext): string {
  if (!ctx.member) throw new ForbiddenError();
  return ctx.member.id;
}

export function memberAppResolvers(svc: Services) {
  const checkins = checkinResolvers(svc);
  return {
    /** A fresh signed code for the signed-in member, valid CHECKIN_QR_TTL_SECONDS. */
    checkinQrCode(_args: unknown, ctx: RequestContext) {
      const studentId = self(ctx);
      const expiresAt = svc.clock.now().getTime() + CHECKIN_QR_TTL_SECONDS * 1000;
      const { token } = signQrCode(svc.uploads.secret, { accountId: actorOf(ctx).accountId, studentId, expiresAt });
      return { token, expiresAt: new Date(expiresAt).toISOString() };
    },

    /**
     * The console's check-in screen: the code is used (once, on its own stream), then the student is checked in
     * with the desk's usual rules, never forced. A code refused by the class (full, closed) stays used: the app
     * shows a new one every half minute.
     */
    async createCheckinFromQrCode(
      args: { token: string; programClassId: string; classDate?: string | null },
      ctx: RequestContext,
    ) {
      const studentId = await useQrCode(svc, actorOf(ctx), args);
      return checkins.createOrUpdateCheckin(
        {
          programClassId: args.programClassId,
          classDate: args.classDate ?? null,
          userId: studentId,
          forceCheckin: false,
        },
        ctx,
      );
    },

    async appOpened(_args: unknown, ctx: RequestContext) {
      const studentId = self(ctx);
      const { firstThisMonth, position } = await recordAppOpened(svc, actorOf(ctx), studentId);
      // The console's count reads the read model: wait for it, as every mutation does.
      await svc.readModelsReached(position);
      return firstThisMonth;
    },

    async memberAppSummary(_args: unknown, ctx: RequestContext) {
      const accountId = actorOf(ctx).accountId;
      const month = appMonthOf(svc);
      const account = await svc.documents.collection<{ id: string; code: string }>(ACCOUNTS).get(accountId);
      const signedIn = await countAppMembers(svc.documents, accountId, month);
      return toMemberAppSummaryGql(svc.publicUrl(), account?.code ?? '', month, signedIn);
    },

    getUserPoints(args: { userId?: string | null; page?: number | null }, ctx: RequestContext) {
      if (args.userId && args.userId !== self(ctx)) throw new ForbiddenError();
      // A gym without points (issue 35 item 19): no balance to show. Null, not a refusal: the member app reads it
      // with its other home-screen data in one go.
      if (!(ctx.account?.features ?? []).includes('points')) return null;
      return getUserPoints(svc.documents, actorOf(ctx).accountId, self(ctx), args.page ?? 1);
    },

    async getUserInbox(args: { userId?: string | null }, ctx: RequestContext) {
      if (args.userId && args.userId !== self(ctx)) throw new ForbiddenError();
      const list = await getUserInbox(svc.documents, actorOf(ctx).accountId, self(ctx));
      return list?.map(toInboxMessageGql) ?? null;
    },

    async sendReplyMessage(args: { messageId: string; body: string }, ctx: RequestContext) {
      // Only a message of one's own inbox can be answered; another member's reads as missing.
      const mine = await getInboxMessage(svc.documents, actorOf(ctx).accountId, String(args.messageId), self(ctx));
      if (!mine) throw new NotFoundError(inboxMessages.messageNotFound);
      const { reply, position } = await sendReply(svc, actorOf(ctx), args);
      await svc.readModelsReached(position);
      return toReplyGql(reply);
    },
  };
}

/** checkinQrCode (member): the code the desk scans. */
export function qrCheckinMemberOperations(svc: Services) {
  const r = memberAppResolvers(svc);
  return { checkinQrCode: { access: 'member', resolve: r.checkinQrCode } } as const;
}

/** createCheckinFromQrCode (staff, the console's check-in screen). */
export function qrCheckinAdminOperations(svc: Services) {
  const r = memberAppResolvers(svc);
  return { createCheckinFromQrCode: { access: 'staff', resolve: r.createCheckinFromQrCode } } as const;
}

/** appOpened (member): the app reports a signed-in opening; the first of the month counts. */
export function appVisitMemberOperations(svc: Services) {
  const r = memberAppResolvers(svc);
  return { appOpened: { access: 'member', resolve: r.appOpened } } as const;
}

/** memberAppSummary (staff, /admin/app): the app's address and the members who opened it this month. */
export function appVisitAdminOperations(svc: Services) {
  const r = memberAppResolvers(svc);
  return { memberAppSummary: { access: 'staff', resolve: r.memberAppSummary } } as const;
}

/**
 * The member app's reads the member endpoint lacked (issue 25), under the spec's names: a member reads
 * only their own points (another id is refused), and a program's coming classes with their counts.
 */
export function memberAppOperations(svc: Services) {
  const r = memberAppResolvers(svc);
  const programs = programResolvers(svc);
  return {
    getUserPoints: { access: 'member', resolve: r.getUserPoints },
    programSchedule: { access: 'member', resolve: programs.programSchedule },
    getUserInbox: { access: 'member', resolve: r.getUserInbox },
    sendReplyMessage: { access: 'member', resolve: r.sendReplyMessage },
  } as const;
}

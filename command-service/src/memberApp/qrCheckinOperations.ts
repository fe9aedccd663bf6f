import { CHECKIN_QR_TTL_SECONDS } from '@gym/contracts/memberApp/qrCheckin';
import { ForbiddenError, handleCommand } from '@gym/platform';
import { checkinResolvers } from '../checkins/checkinResolvers.ts';
import { metadataOf, type Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { qrCheckinDecider } from './qrCheckinDecider.ts';
import { signQrCode, verifyQrCode } from './qrToken.ts';

const MAX_TOKEN = 1000;

/** checkinQrCode (member): a fresh signed code for the signed-in member, valid CHECKIN_QR_TTL_SECONDS. */
export function qrCheckinMemberOperations(svc: Services) {
  return {
    checkinQrCode: {
      access: 'member',
      resolve: (_args: unknown, ctx: RequestContext) => {
        if (!ctx.member) throw new ForbiddenError();
        const expiresAt = svc.clock.now().getTime() + CHECKIN_QR_TTL_SECONDS * 1000;
        const { token } = signQrCode(svc.uploads.secret, {
          accountId: actorOf(ctx).accountId,
          studentId: ctx.member.id,
          expiresAt,
        });
        return { token, expiresAt: new Date(expiresAt).toISOString() };
      },
    },
  } as const;
}

/**
 * createCheckinFromQrCode (staff, the console's check-in screen): the code is used (once, decided by
 * qrCheckinDecider on its own stream), then the student is checked in by the class-day decider with the
 * desk's usual rules, never forced. A code refused by the class (full, closed) stays used: the app shows
 * a new one every half minute.
 */
export function qrCheckinAdminOperations(svc: Services) {
  const checkins = checkinResolvers(svc);
  return {
    createCheckinFromQrCode: {
      access: 'staff',
      async resolve(args: { token: string; programClassId: string; classDate?: string | null }, ctx: RequestContext) {
        const actor = actorOf(ctx);
        const token = String(args.token ?? '').slice(0, MAX_TOKEN + 1);
        const claims = verifyQrCode(svc.uploads.secret, token);
        await handleCommand(svc.eventStore, {
          streamId: `checkinQrCode-${claims?.nonce ?? 'invalid'}`,
          decider: qrCheckinDecider,
          command: {
            type: 'UseCheckinQrCode',
            data: {
              accountId: actor.accountId,
              claims,
              programClassId: String(args.programClassId),
              now: svc.clock.now().toISOString(),
            },
          },
          metadata: metadataOf(actor),
        });
        return checkins.createOrUpdateCheckin(
          {
            programClassId: args.programClassId,
            classDate: args.classDate ?? null,
            userId: claims!.studentId,
            forceCheckin: false,
          },
          ctx,
        );
      },
    },
  } as const;
}

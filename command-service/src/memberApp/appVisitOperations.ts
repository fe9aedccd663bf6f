import { countAppMembers } from '@gym/projection-service/memberApp/memberAppMonthsProjection';
import { ForbiddenError, handleCommand } from '@gym/platform';
import { saoPauloToday } from '@gym/contracts';
import { ACCOUNTS } from '@gym/projection-service/accounts/accountsProjection';
import { metadataOf, type Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { appVisitDecider } from './appVisitDecider.ts';

const monthOf = (svc: Services) => saoPauloToday(svc.clock.now()).slice(0, 7);

/** appOpened (member): the app reports a signed-in opening; the first of the month counts. */
export function appVisitMemberOperations(svc: Services) {
  return {
    appOpened: {
      access: 'member',
      async resolve(_args: unknown, ctx: RequestContext) {
        if (!ctx.member) throw new ForbiddenError();
        const actor = actorOf(ctx);
        const month = monthOf(svc);
        const studentId = ctx.member.id;
        const result = await handleCommand(svc.eventStore, {
          streamId: `memberAppMonth-${studentId}-${month}`,
          decider: appVisitDecider,
          command: {
            type: 'RecordAppOpened',
            data: { accountId: actor.accountId, studentId, month, now: svc.clock.now().toISOString() },
          },
          metadata: metadataOf(actor),
        });
        // The console's count reads the read model: wait for it, as every mutation does.
        await svc.readModelsReached(result.position);
        return result.events.length > 0;
      },
    },
  } as const;
}

/** memberAppSummary (staff, /admin/app): the app's address and the members who opened it this month. */
export function appVisitAdminOperations(svc: Services) {
  return {
    memberAppSummary: {
      access: 'staff',
      async resolve(_args: unknown, ctx: RequestContext) {
        const accountId = actorOf(ctx).accountId;
        const month = monthOf(svc);
        const account = await svc.documents.collection<{ id: string; code: string }>(ACCOUNTS).get(accountId);
        const code = encodeURIComponent(account?.code ?? '');
        return {
          address: `${svc.publicUrl().replace(/\/$/, '')}/${code}/app/`,
          publicPage: `${svc.publicUrl().replace(/\/$/, '')}/${code}`,
          month,
          signedInThisMonth: await countAppMembers(svc.documents, accountId, month),
        };
      },
    },
  } as const;
}

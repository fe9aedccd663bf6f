import { messages, type AccountDoc } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { streams } from '../aggregates.ts';
import { docAsDecided } from '../web/decidedAnswer.ts';
import { toAccountGql } from '../accounts/accountGql.ts';
import { forgetAccountOfAddress } from '../web/accountCache.ts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { updateAccount } from './updateAccount.ts';

/** Root fields of the admin scope for the account settings screen, spread into schemas.ts. */
export function accountSettingsAdminOperations(svc: Services) {
  return {
    updateAccount: {
      access: 'admin' as const,
      async resolve(args: { input: unknown }, ctx: RequestContext) {
        const actor = actorOf(ctx);
        const position = await updateAccount(svc, actor, args.input);
        // What the save decided, even when the read models are late (issue 27, finding 10).
        const doc = await docAsDecided<AccountDoc>(svc, {
          collection: 'accounts',
          streamId: streams.account(actor.accountId),
          id: actor.accountId,
          accountId: actor.accountId,
          accountField: 'id',
          position,
        });
        if (!doc) throw new NotFoundError(messages.accountNotFound);
        forgetAccountOfAddress(svc.documents, doc.code);
        return { account: toAccountGql(svc.documents, doc) };
      },
    },
  };
}

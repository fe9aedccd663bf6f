import { messages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { getAccountById } from '@gym/projection-service';
import { toAccountGql } from '../accounts/accountGql.ts';
import { forgetAccountOfAddress } from '../http/accountCache.ts';
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
        if (position > 0) await svc.readModelsReached(position);
        const doc = await getAccountById(svc.documents, actor.accountId);
        if (!doc) throw new NotFoundError(messages.accountNotFound);
        forgetAccountOfAddress(svc.documents, doc.code);
        return { account: toAccountGql(svc.documents, doc) };
      },
    },
  };
}

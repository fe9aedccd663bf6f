import { messages, type AccountDoc } from '@gym/contracts';
import { streams } from '../aggregates.ts';
import { docAsDecided } from '../web/decidedAnswer.ts';
import { NotFoundError } from '@gym/platform';
import { getAccountById, listAccounts } from '@gym/projection-service';
import type { Services } from '../services.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { forgetAccountOfAddress } from '../web/accountCache.ts';
import { toAccountGql } from './accountGql.ts';
import { createOrUpdateAccount } from './accountHandlers.ts';

/** `account` at `/{account}/...`: the account named by the address. */
export function accountOfAddressResolver(svc: Services) {
  return async (_args: unknown, ctx: RequestContext) => {
    if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
    return toAccountGql(svc.documents, ctx.account);
  };
}

export function operatorAccountResolvers(svc: Services) {
  return {
    async accounts(args: { page?: number | null; search?: string | null }) {
      const page = await listAccounts(svc.documents, args);
      return { ...page, list: page.list.map((doc) => toAccountGql(svc.documents, doc)) };
    },

    async account(args: { id: string }) {
      const doc = await getAccountById(svc.documents, args.id);
      return doc ? toAccountGql(svc.documents, doc) : null;
    },

    async createOrUpdateAccount(args: { input: unknown }, ctx: RequestContext) {
      const { accountId, position, codes } = await createOrUpdateAccount(
        svc,
        ctx.principal?.userId ?? 'unknown',
        ctx.correlationId,
        args.input,
      );
      // What the save decided, even when the read models are late (issue 27, finding 10).
      const doc = await docAsDecided<AccountDoc>(svc, {
        collection: 'accounts',
        streamId: streams.account(accountId),
        id: accountId,
        accountId,
        accountField: 'id',
        position,
      });
      if (!doc) throw new NotFoundError(messages.accountNotFound);
      // The addresses answer the change at once: a moved account's old code stops resolving.
      for (const code of codes) forgetAccountOfAddress(svc.documents, code);
      return { account: toAccountGql(svc.documents, doc) };
    },
  };
}

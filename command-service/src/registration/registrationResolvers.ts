import { onlyDigits } from '@gym/contracts';
import { credentialStamp } from '../auth/credentialStamp.ts';
import type { Services } from '../services.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { createAccount } from './createAccount.ts';

/** The public wizard's operations on /global/graphql (no account in the address, no login needed). */
export function registrationGlobalOperations(svc: Services) {
  return {
    createAccount: {
      access: 'public' as const,
      async resolve(args: unknown, ctx: RequestContext) {
        const created = await createAccount(svc, ctx.principal, ctx.correlationId, args);
        await svc.readModelsReached(created.position);
        // The token carries the login's stamp: a later password change or reset revokes it (issue 27).
        const { token } = await svc.tokens.issue({
          userId: created.ownerId,
          scope: created.accountId,
          rule: 'admin',
          credentialStamp: credentialStamp(created.passwordHash),
        });
        return {
          id: created.accountId,
          name: created.name,
          code: created.code,
          owner: { id: created.ownerId, ...created.owner, token },
        };
      },
    },
    zipcodeLookup: {
      access: 'public' as const,
      resolve: (args: { zipcode: string }) => svc.zipcodes.lookup(onlyDigits(args.zipcode)),
    },
  };
}

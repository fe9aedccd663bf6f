import { messages, passwordRecoveryMessages } from '@gym/contracts';
import { NotFoundError, UnauthenticatedError } from '@gym/platform';
import type { Services } from '../services.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { changePassword, requestPasswordReset, resetPassword } from './passwordRecovery.ts';

function accountOf(ctx: RequestContext) {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return ctx.account;
}

/** Root fields of the account scope (/{account}/graphql), spread into schemas.ts. */
export function passwordRecoveryAccountOperations(svc: Services) {
  return {
    requestPasswordReset: {
      access: 'public' as const,
      async resolve(args: { email: string }, ctx: RequestContext) {
        await requestPasswordReset(svc, accountOf(ctx), ctx.correlationId, args.email);
        return { message: passwordRecoveryMessages.requested };
      },
    },
    resetPassword: {
      access: 'public' as const,
      async resolve(args: { token: string; password: string; passwordConfirmation: string }, ctx: RequestContext) {
        await resetPassword(svc, accountOf(ctx), ctx.correlationId, args);
        return { message: passwordRecoveryMessages.changed };
      },
    },
    changePassword: {
      access: 'member' as const,
      async resolve(
        args: { currentPassword: string; password: string; passwordConfirmation: string },
        ctx: RequestContext,
      ) {
        if (!ctx.member) throw new UnauthenticatedError();
        await changePassword(svc, accountOf(ctx), ctx.member, ctx.correlationId, args);
        return { message: passwordRecoveryMessages.changed };
      },
    },
  };
}

import { messages, type AccountDoc } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import {
  connectedAccount,
  consoleUrl,
  createAccountLink,
  providerUnavailableAsOurs,
} from './paymentOnboardingHandlers.ts';

function accountOf(ctx: RequestContext): AccountDoc {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return ctx.account;
}

/** What the provider says of a connected account, for the Account's `accountStripeInfo`; null when not connected. */
export async function accountStripeInfo(svc: Services, account: AccountDoc) {
  const state = await connectedAccount(svc, account.id);
  const provider = svc.payments.onboarding;
  if (!state.externalAccountId || !provider || provider.name !== state.provider) return null;
  try {
    const info = await provider.retrieveConnectedAccount(state.externalAccountId);
    return { ...info, reauthLink: consoleUrl(svc, account, 'reauth') };
  } catch (error) {
    return providerUnavailableAsOurs(error);
  }
}

/**
 * Adds the lazily resolved `accountStripeInfo` to the Account the admin endpoint answers (GraphQL's
 * default resolver calls it only when the field is asked for).
 */
// biome-ignore lint/suspicious/noExplicitAny: wraps any resolver whatever its args type (parameters are contravariant)
export function withAccountStripeInfo<A extends (args: any, ctx: RequestContext) => unknown>(
  svc: Services,
  resolve: A,
) {
  return async (args: unknown, ctx: RequestContext) => {
    const account = await resolve(args, ctx);
    if (!account || typeof account !== 'object' || !ctx.account) return account;
    const doc = ctx.account;
    return { ...account, accountStripeInfo: () => accountStripeInfo(svc, doc) };
  };
}

export function paymentOnboardingResolvers(svc: Services) {
  return {
    createStripeAccountLink(_args: unknown, ctx: RequestContext) {
      const account = accountOf(ctx);
      return createAccountLink(svc, actorOf(ctx), account);
    },
  };
}

/** /admin/stripe/create and /admin/reauth: the gym's provider account (created once) and a fresh onboarding link. */
export function paymentOnboardingAdminOperations(svc: Services) {
  const r = paymentOnboardingResolvers(svc);
  return { createStripeAccountLink: { access: 'admin', resolve: r.createStripeAccountLink } } as const;
}

import { messages, paymentOnboardingMessages, type AccountDoc } from '@gym/contracts';
import {
  foldStream,
  handleCommand,
  IllegalStateError,
  NotFoundError,
  PaymentProviderUnavailableError,
  type PaymentOnboardingProvider,
} from '@gym/platform';
import { metadataOf, type Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { paymentAccountDecider, paymentAccountStream, type PaymentAccountState } from './paymentAccountDecider.ts';

function accountOf(ctx: RequestContext): AccountDoc {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return ctx.account;
}

function providerOf(svc: Services): PaymentOnboardingProvider {
  const provider = svc.payments.onboarding;
  if (!provider) throw new IllegalStateError(paymentOnboardingMessages.notConfigured);
  return provider;
}

/** The console pages of spec 000: where the provider sends the gym back, and where an expired link is renewed. */
const consoleUrl = (svc: Services, account: AccountDoc, page: string) =>
  `${svc.publicUrl()}/${encodeURIComponent(account.code)}/admin/${page}`;

async function connectedAccount(svc: Services, accountId: string): Promise<PaymentAccountState> {
  const stream = await svc.eventStore.readStream(paymentAccountStream(accountId));
  return foldStream(paymentAccountDecider, stream.events);
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
    if (error instanceof PaymentProviderUnavailableError)
      throw new IllegalStateError(paymentOnboardingMessages.unavailable);
    throw error;
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

/** /admin/stripe/create and /admin/reauth: the gym's provider account (created once) and a fresh onboarding link. */
export function paymentOnboardingAdminOperations(svc: Services) {
  return {
    createStripeAccountLink: {
      access: 'admin' as const,
      async resolve(_args: unknown, ctx: RequestContext) {
        const account = accountOf(ctx);
        const actor = actorOf(ctx);
        const provider = providerOf(svc);
        try {
          let { externalAccountId, provider: connectedWith } = await connectedAccount(svc, account.id);
          if (!externalAccountId || connectedWith !== provider.name) {
            const created = await provider.createConnectedAccount({
              idempotencyKey: `connect-account-${account.id}`,
              email: account.senderEmail ?? null,
              businessName: account.name,
            });
            const result = await handleCommand(svc.eventStore, {
              streamId: paymentAccountStream(account.id),
              decider: paymentAccountDecider,
              command: {
                type: 'ConnectPaymentAccount',
                data: {
                  accountId: account.id,
                  provider: provider.name,
                  externalAccountId: created.id,
                  now: svc.clock.now().toISOString(),
                },
              },
              metadata: metadataOf(actor),
            });
            externalAccountId = result.newState.externalAccountId ?? created.id;
            connectedWith = provider.name;
          }
          return await provider.createOnboardingLink({
            accountId: externalAccountId,
            refreshUrl: consoleUrl(svc, account, 'reauth'),
            returnUrl: `${consoleUrl(svc, account, 'edit')}#payments`,
          });
        } catch (error) {
          if (error instanceof PaymentProviderUnavailableError)
            throw new IllegalStateError(paymentOnboardingMessages.unavailable);
          throw error;
        }
      },
    },
  };
}

import { paymentOnboardingMessages, type AccountDoc } from '@gym/contracts';
import {
  foldStream,
  handleCommand,
  IllegalStateError,
  PaymentProviderUnavailableError,
  type PaymentOnboardingProvider,
} from '@gym/platform';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { paymentAccountDecider, paymentAccountStream, type PaymentAccountState } from './paymentAccountDecider.ts';

function providerOf(svc: Services): PaymentOnboardingProvider {
  const provider = svc.payments.onboarding;
  if (!provider) throw new IllegalStateError(paymentOnboardingMessages.notConfigured);
  return provider;
}

/** The provider down reads as our pt-BR 'try again later'; anything else is not ours to word. */
export function providerUnavailableAsOurs(error: unknown): never {
  if (error instanceof PaymentProviderUnavailableError)
    throw new IllegalStateError(paymentOnboardingMessages.unavailable);
  throw error;
}

/** The console pages of spec 000: where the provider sends the gym back, and where an expired link is renewed. */
export const consoleUrl = (svc: Services, account: AccountDoc, page: string) =>
  `${svc.publicUrl()}/${encodeURIComponent(account.code)}/admin/${page}`;

export async function connectedAccount(svc: Services, accountId: string): Promise<PaymentAccountState> {
  const stream = await svc.eventStore.readStream(paymentAccountStream(accountId));
  return foldStream(paymentAccountDecider, stream.events);
}

/**
 * createStripeAccountLink: the gym's account at the provider (created once, with the gym's idempotency key)
 * and a fresh onboarding link to it.
 */
export async function createAccountLink(svc: Services, actor: Actor, account: AccountDoc) {
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
    return providerUnavailableAsOurs(error);
  }
}

import Stripe from 'stripe';
import {
  PaymentProviderUnavailableError,
  type ConnectedAccountInfo,
  type PaymentOnboardingProvider,
} from '../../ports/payments.ts';
import type { StripeHostedCheckoutOptions } from './stripeHostedCheckout.ts';

/** Stripe Connect through the official SDK: an Express account per gym in Brazil, and its onboarding links. */
export class StripeConnectOnboarding implements PaymentOnboardingProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(options: Pick<StripeHostedCheckoutOptions, 'secretKey' | 'api'>) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(options.api ?? {}),
    });
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new PaymentProviderUnavailableError(`stripe ${what}: ${(error as Error).message}`);
    }
  }

  createConnectedAccount(request: { idempotencyKey: string; email: string | null; businessName: string }) {
    return this.call('accounts.create', async () => {
      const account = await this.stripe.accounts.create(
        {
          type: 'express',
          country: 'BR',
          ...(request.email ? { email: request.email } : {}),
          business_profile: { name: request.businessName },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: account.id };
    });
  }

  createOnboardingLink(request: { accountId: string; refreshUrl: string; returnUrl: string }) {
    return this.call('accountLinks.create', async () => {
      const link = await this.stripe.accountLinks.create({
        account: request.accountId,
        refresh_url: request.refreshUrl,
        return_url: request.returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    });
  }

  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountInfo> {
    return this.call('accounts.retrieve', async () => {
      const account = await this.stripe.accounts.retrieve(accountId);
      return {
        id: account.id,
        type: account.type ?? null,
        businessProfile: {
          name: account.business_profile?.name ?? null,
          url: account.business_profile?.url ?? null,
          supportEmail: account.business_profile?.support_email ?? null,
          productDescription: account.business_profile?.product_description ?? null,
        },
        requirements: { currentlyDue: [...(account.requirements?.currently_due ?? [])] },
        chargesEnabled: account.charges_enabled ?? false,
      };
    });
  }
}

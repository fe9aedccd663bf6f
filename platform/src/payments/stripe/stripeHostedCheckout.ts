import Stripe from 'stripe';
import {
  PaymentProviderUnavailableError,
  WebhookSignatureError,
  type HostedCheckoutProvider,
  type HostedCheckoutRequest,
  type HostedCheckoutSession,
  type PaymentWebhookEvent,
} from '../../ports/payments.ts';

export interface StripeHostedCheckoutOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Another API host (stripe-mock in the tests): host, port and protocol. */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
}

/**
 * Stripe Checkout through the official SDK: a hosted session per purchase (its idempotency key is
 * the purchase's), and the `checkout.session.completed` webhook checked against the endpoint secret.
 */
export class StripeHostedCheckout implements HostedCheckoutProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeHostedCheckoutOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(options.api ?? {}),
    });
  }

  async createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckoutSession> {
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.productName },
              },
            },
          ],
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.metadata.purchaseId,
          metadata: { ...request.metadata },
          payment_intent_data: { metadata: { ...request.metadata } },
        },
        { idempotencyKey: `checkout-session-${request.idempotencyKey}` },
      );
      if (!session.url) throw new PaymentProviderUnavailableError('stripe: the session has no url');
      return { sessionId: session.id, url: session.url };
    } catch (error) {
      if (error instanceof PaymentProviderUnavailableError) throw error;
      throw new PaymentProviderUnavailableError(`stripe: ${(error as Error).message}`);
    }
  }

  verifyWebhook(rawBody: string, signatureHeader: string): PaymentWebhookEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    if (event.type !== 'checkout.session.completed') return { kind: 'ignored', eventId: event.id, type: event.type };
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.payment_status !== 'paid')
      return { kind: 'ignored', eventId: event.id, type: `${event.type}:${session.payment_status}` };
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? session.id);
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(session.metadata ?? {}))
      if (typeof value === 'string') metadata[key] = value;
    return {
      kind: 'checkout_completed',
      eventId: event.id,
      sessionId: session.id,
      paymentId: paymentIntent,
      amount: session.amount_total ?? 0,
      currency: session.currency ?? '',
      metadata,
    };
  }

  /** Test helper of the SDK: a valid signature header for a payload (what Stripe would send). */
  signTestPayload(payload: string): string {
    return this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret });
  }
}

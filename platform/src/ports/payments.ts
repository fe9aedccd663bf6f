import type { CaptchaVerifier } from './captcha.ts';
/**
 * Payment provider port. Card data never reaches our servers: the browser tokenizes the card with
 * the provider and we charge the token (PCI DSS SAQ A). Every charge carries an idempotency key:
 * the same key charges once and answers the first result again.
 */
export interface CardChargeRequest {
  readonly cardToken: string;
  /** Integer cents. */
  readonly amount: number;
  readonly currency: 'BRL';
  readonly installments: number;
  readonly idempotencyKey: string;
  readonly description: string;
  /** The buyer, for providers whose orders need one (Pagar.me); the sandbox ignores it. */
  readonly customer?: { readonly name: string; readonly email: string; readonly document: string };
  /** Text on the buyer's card statement (Pagar.me: up to 13 characters). */
  readonly statementDescriptor?: string;
}

export type CardChargeResult =
  | { readonly status: 'approved'; readonly chargeId: string; readonly brand: string; readonly last4: string }
  /** `message` is pt-BR, for the buyer. */
  | { readonly status: 'declined'; readonly code: string; readonly message: string };

/** What a token says about its card: enough to show it and to rate-limit it, never the number. */
export interface CardTokenInfo {
  readonly brand: string;
  readonly last4: string;
  /** Stable per card number, not reversible (a keyed hash): the anti-carding limit counts by it. */
  readonly fingerprint: string;
}

export interface HostedCheckoutRequest {
  readonly idempotencyKey: string;
  readonly amount: number;
  readonly currency: 'BRL';
  readonly productName: string;
  readonly customerEmail: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** Comes back with the webhook: ties the provider's session to our purchase. */
  readonly metadata: Readonly<Record<string, string>>;
}
export interface HostedCheckoutSession {
  readonly sessionId: string;
  readonly url: string;
}

/** A verified webhook: only a completed hosted checkout matters to us; anything else is `ignored`. */
export type PaymentWebhookEvent =
  | {
      readonly kind: 'checkout_completed';
      readonly eventId: string;
      readonly sessionId: string;
      readonly paymentId: string;
      readonly amount: number;
      /** ISO 4217 as the provider writes it ('brl'): checked, with the amount, against what the session asked. */
      readonly currency: string;
      readonly metadata: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'ignored'; readonly eventId: string; readonly type: string };

/**
 * A card kept at the provider for later charges (Stripe: a Customer with an attached PaymentMethod): the
 * reference is the provider's, never the card number.
 */
export interface SavedCard {
  readonly customerRef: string;
  readonly brand: string;
  readonly last4: string;
}

/** A charge of a card on file (recurring billing): the same idempotency rule as `chargeCard`. */
export interface SavedCardChargeRequest {
  readonly customerRef: string;
  /** Integer cents. */
  readonly amount: number;
  readonly currency: 'BRL';
  readonly idempotencyKey: string;
  readonly description: string;
}

/** A Pix charge: the copy-and-paste code (BR Code) and its QR code; the provider confirms the payment later. */
export interface PixCharge {
  readonly pixId: string;
  /** Integer cents. */
  readonly amount: number;
  readonly copyPasteCode: string;
  /** The QR code of `copyPasteCode` as a data: URL (PNG). */
  readonly qrCodeDataUrl: string;
  readonly status: 'pending' | 'paid';
}

export interface PixChargeRequest {
  readonly amount: number;
  readonly idempotencyKey: string;
  readonly description: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** The card behind a token, or null for an unknown or expired token. */
  describeCardToken(token: string): Promise<CardTokenInfo | null>;
  /** Throws PaymentProviderUnavailableError when the provider cannot answer (the buyer may retry). */
  chargeCard(request: CardChargeRequest): Promise<CardChargeResult>;
  /** Keeps the tokenized card for later charges (the token is used up); null for an unknown or expired token. */
  saveCard(token: string): Promise<SavedCard | null>;
  /** Charges a card on file; throws PaymentProviderUnavailableError when the provider cannot answer. */
  chargeSavedCard(request: SavedCardChargeRequest): Promise<CardChargeResult>;
  /** Opens a Pix charge (the same key answers the same charge); throws PaymentProviderUnavailableError. */
  createPixCharge(request: PixChargeRequest): Promise<PixCharge>;
  /** The charge as the provider sees it now (status paid once the payer paid); null for an unknown id. */
  getPixCharge(pixId: string): Promise<PixCharge | null>;
}

/** A provider with a hosted payment page and signed webhooks (Stripe Checkout). */
export interface HostedCheckoutProvider {
  readonly name: string;
  createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckoutSession>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: string, signatureHeader: string): PaymentWebhookEvent;
}

export class PaymentProviderUnavailableError extends Error {
  override readonly name = 'PaymentProviderUnavailableError';
}
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** The payment adapters a server runs with: the card provider, and a hosted-checkout provider when configured. */
export interface PaymentPorts {
  readonly card: PaymentProvider;
  readonly hosted: HostedCheckoutProvider | null;
  /** The gyms' own accounts at the card provider (payment onboarding); none when absent. */
  readonly onboarding?: PaymentOnboardingProvider | null;
  /** Captcha of the secure checkout (CAPTCHA_VERIFY_URL: reCAPTCHA/hCaptcha siteverify); absent: the embedded sandbox's. */
  readonly captcha?: CaptchaVerifier | null;
  /**
   * The platform's own captcha secret (CAPTCHA_SECRET_KEY): verifies the captcha the checkout turns on by itself
   * past the account's declines (issue 36) when the account set no captcha secret of its own.
   */
  readonly captchaSecret?: string | null;
  /** Base address of the second provider's core v5 API (PAGARME_API_URL); absent: our Pagar.me sandbox. */
  readonly secondProviderApiUrl?: string | null;
  /** The embedded sandbox, whose tokenization endpoint our server serves; null with a real card provider. */
  readonly sandbox: {
    tokenize(input: {
      number: string;
      holderName: string;
      expiry: string;
      cvv: string;
    }): { ok: true; token: string; brand: string; last4: string } | { ok: false; field: string; message: string };
  } | null;
}

/** What the card provider says about a gym's connected account (spec 000 'card-provider account info'). */
export interface ConnectedAccountInfo {
  readonly id: string;
  /** The provider's account type (Stripe: express, standard, custom). */
  readonly type: string | null;
  readonly businessProfile: {
    readonly name: string | null;
    readonly url: string | null;
    readonly supportEmail: string | null;
    readonly productDescription: string | null;
  };
  /** What the gym must still send before it can receive payments; empty when enabled. */
  readonly requirements: { readonly currentlyDue: readonly string[] };
  readonly chargesEnabled: boolean;
}

/** A gym's own account at the card provider (Stripe Connect): created once, finished on the provider's pages. */
export interface PaymentOnboardingProvider {
  readonly name: string;
  /** The same idempotency key creates one account, however often it is sent. */
  createConnectedAccount(request: {
    readonly idempotencyKey: string;
    readonly email: string | null;
    readonly businessName: string;
  }): Promise<{ readonly id: string }>;
  /** A one-time address of the provider's onboarding form; `refreshUrl` when it has expired, `returnUrl` when done. */
  createOnboardingLink(request: {
    readonly accountId: string;
    readonly refreshUrl: string;
    readonly returnUrl: string;
  }): Promise<{ readonly url: string }>;
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountInfo>;
}

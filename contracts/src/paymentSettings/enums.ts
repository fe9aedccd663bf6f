/**
 * The Payments tab's own settings (spec 000 'Account settings': securityCheckout, the captcha secret key,
 * the second payment provider's secret key, the preferred provider and accountNotificationKey). Secrets
 * are write-only: the API answers `HIDDEN_SECRET` for a secret that is set, and the event log holds
 * them sealed (`enc:v1:…`, the same AES-256-GCM box as the branches' integration tokens).
 */
export const paymentProviders = ['stripe', 'mundipagg'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** What the API shows in place of a secret that is set (the console's hidden-key placeholder, dropped before saving). */
export const HIDDEN_SECRET = '••••••••';

// Payment adapters: the sandbox card provider (embedded default, with its documented test cards) and Stripe's
// hosted checkout (the official SDK).
export * from './sandbox/sandboxProvider.ts';
export * from './sandbox/testCards.ts';
export * from './stripe/stripeHostedCheckout.ts';
export * from './sandbox/sandboxOnboarding.ts';
export * from './stripe/stripeConnectOnboarding.ts';
export * from './captcha/siteverifyCaptcha.ts';
export * from './captcha/sandboxCaptcha.ts';
export * from './pagarme/pagarmeProvider.ts';
export * from './pagarme/pagarmeSandbox.ts';

import type { PaymentPorts } from '../ports/payments.ts';
import { SandboxPaymentProvider } from '../payments/sandbox/sandboxProvider.ts';
import { StripeHostedCheckout } from '../payments/stripe/stripeHostedCheckout.ts';
import { SandboxOnboarding } from '../payments/sandbox/sandboxOnboarding.ts';
import { StripeConnectOnboarding } from '../payments/stripe/stripeConnectOnboarding.ts';
import { SiteverifyCaptchaVerifier } from '../payments/captcha/siteverifyCaptcha.ts';

/**
 * The embedded default: the sandbox card provider (its tokenization endpoint served by us). Stripe's
 * hosted checkout joins when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (STRIPE_API_URL points
 * the SDK elsewhere, e.g. at stripe-mock).
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv): PaymentPorts {
  const sandbox = new SandboxPaymentProvider();
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  let api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    api = {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
    };
  }
  const hosted = secretKey && webhookSecret ? new StripeHostedCheckout({ secretKey, webhookSecret, api }) : null;
  // Payment onboarding (the gyms' own Stripe accounts): Stripe Connect with a secret key, else the sandbox's.
  const onboarding = secretKey ? new StripeConnectOnboarding({ secretKey, api }) : new SandboxOnboarding();
  // The secure checkout's captcha: a real siteverify (reCAPTCHA / hCaptcha) when CAPTCHA_VERIFY_URL is set.
  const captcha = env.CAPTCHA_VERIFY_URL ? new SiteverifyCaptchaVerifier({ url: env.CAPTCHA_VERIFY_URL }) : null;
  // The second provider (Pagar.me core v5): its real address when PAGARME_API_URL is set, else our sandbox of it.
  const secondProviderApiUrl = env.PAGARME_API_URL || null;
  const captchaSecret = env.CAPTCHA_SECRET_KEY || null;
  return { card: sandbox, hosted, sandbox, onboarding, captcha, captchaSecret, secondProviderApiUrl };
}

import { paymentSettingsMessages, type AccountDoc } from '@gym/contracts';
import { CaptchaUnavailableError, DomainError, ValidationError, type CaptchaVerifier } from '@gym/platform';
import { SandboxCaptcha, SiteverifyCaptchaVerifier } from '@gym/platform/payments';
import express, { type Express } from 'express';
import { rest } from '../web/rest.ts';
import { loadPaymentSettings, openSecret } from '../paymentSettings/paymentSettings.ts';
import type { Services } from '../services.ts';

type Log = (message: string, error?: unknown) => void;

/** The sandbox's siteverify address on our own server (the embedded default's captcha service). */
export const SANDBOX_SITEVERIFY_PATH = '/payments/sandbox/captcha/siteverify';
export const SANDBOX_CAPTCHA_PATH = '/payments/sandbox/captcha';

export class CaptchaServiceUnavailableError extends DomainError {
  override readonly name = 'CaptchaServiceUnavailableError';
  constructor() {
    super('ILLEGAL_STATE', paymentSettingsMessages.captchaUnavailable);
  }
}

/** The configured captcha service, else the embedded sandbox's siteverify, reached over HTTP like a real one. */
export function captchaVerifierOf(svc: Services): CaptchaVerifier {
  return (
    svc.payments.captcha ?? new SiteverifyCaptchaVerifier({ url: () => `${svc.ownUrl()}${SANDBOX_SITEVERIFY_PATH}` })
  );
}

/**
 * The secret of the platform's own captcha site, for accounts that set none when the captcha turns on by itself:
 * CAPTCHA_SECRET_KEY with a real service; the sandbox accepts any (a fixed one). Null: no purchase passes while
 * the captcha is forced (fail closed: a card tester is not let through for want of configuration).
 */
const platformCaptchaSecret = (svc: Services): string | null =>
  svc.payments.captchaSecret ?? (svc.payments.captcha ? null : 'sandbox-platform-captcha');

/** What the checkout page needs to know: whether it must show the captcha, and which widget. */
export async function checkoutCaptchaOf(svc: Services, accountId: string, forced = false) {
  const settings = await loadPaymentSettings(svc, accountId);
  if (!settings.securityCheckout && !forced) return { required: false as const };
  return { required: true as const, provider: svc.payments.captcha ? 'external' : 'sandbox' };
}

/**
 * Spec 000 'securityCheckout': with the secure transparent checkout on, a purchase needs a captcha token
 * (`captcha_token` beside `checkout` in the body), verified server-side with the account's captcha secret.
 * A missing or refused token is a field error worded in pt-BR; the service unreachable answers 503.
 * `forced`: the account's declines passed their limit (checkoutRateLimiter), so the captcha is on whatever the
 * setting says, verified with the account's secret, else the platform's (CAPTCHA_SECRET_KEY; the sandbox's own).
 */
export async function requireCaptcha(
  svc: Services,
  account: AccountDoc,
  body: unknown,
  remoteIp: string,
  forced = false,
  verifier: CaptchaVerifier = captchaVerifierOf(svc),
): Promise<void> {
  const settings = await loadPaymentSettings(svc, account.id);
  if (!settings.securityCheckout && !forced) return;
  const token = (body as { captcha_token?: unknown } | null)?.captcha_token;
  const secret = openSecret(svc, settings.captchaSecretKey) ?? (forced ? platformCaptchaSecret(svc) : null);
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096 || !secret)
    throw ValidationError.field('captcha_token', paymentSettingsMessages.captchaRequired);
  let verdict: Awaited<ReturnType<typeof verifier.verify>>;
  try {
    verdict = await verifier.verify({ secret, response: token, remoteIp });
  } catch (error) {
    if (error instanceof CaptchaUnavailableError) throw new CaptchaServiceUnavailableError();
    throw error;
  }
  if (!verdict.success) throw ValidationError.field('captcha_token', paymentSettingsMessages.captchaRequired);
}

/**
 * The embedded sandbox captcha's two endpoints: the widget's `POST {path}/solve` (the buyer ticked the box;
 * rate-limited per address) and `POST {path}/siteverify`, form secret + response, reCAPTCHA's answer shape.
 * Served only when no real captcha service is configured.
 */
export function sandboxCaptchaRoutes(
  app: Express,
  svc: Services,
  options: { log: Log; limit: (clientAddress: string) => Promise<void> },
): void {
  if (svc.payments.captcha) return;
  const sandbox = new SandboxCaptcha(() => svc.clock.now().getTime());
  app.post(
    `${SANDBOX_CAPTCHA_PATH}/solve`,
    rest(async (req, res) => {
      await options.limit(req.ip ?? 'unknown');
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token: sandbox.issue() });
    }, options.log),
  );
  app.post(
    SANDBOX_SITEVERIFY_PATH,
    express.urlencoded({ extended: false, limit: '8kb' }),
    rest(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      res.setHeader('Cache-Control', 'no-store');
      res.json(sandbox.siteverify(body.secret, body.response));
    }, options.log),
  );
}

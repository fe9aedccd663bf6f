import { CaptchaUnavailableError, type CaptchaVerification, type CaptchaVerifier } from '../../ports/captcha.ts';

/**
 * A CaptchaVerifier speaking the `siteverify` protocol of reCAPTCHA (https://www.google.com/recaptcha/api/siteverify)
 * and hCaptcha (https://api.hcaptcha.com/siteverify): an application/x-www-form-urlencoded POST of
 * secret + response (+ remoteip), answered JSON `{ success: boolean, 'error-codes'?: string[] }`.
 * The address may be a function (the embedded sandbox lives on our own server, whose port is known late).
 */
export class SiteverifyCaptchaVerifier implements CaptchaVerifier {
  constructor(private readonly options: { url: string | (() => string); timeoutMs?: number }) {}

  async verify(input: { secret: string; response: string; remoteIp?: string }): Promise<CaptchaVerification> {
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    const form = new URLSearchParams({ secret: input.secret, response: input.response });
    if (input.remoteIp) form.set('remoteip', input.remoteIp);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new CaptchaUnavailableError(`captcha siteverify unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new CaptchaUnavailableError(`captcha siteverify answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as { success?: unknown; 'error-codes'?: unknown } | null;
    if (!body || typeof body.success !== 'boolean') throw new CaptchaUnavailableError('captcha siteverify: bad answer');
    const codes = Array.isArray(body['error-codes']) ? body['error-codes'].filter((c) => typeof c === 'string') : [];
    return { success: body.success, errorCodes: codes };
  }
}

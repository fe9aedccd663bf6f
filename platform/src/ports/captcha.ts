/**
 * Captcha verification port: the server checks a token the buyer's browser got from the captcha widget.
 * The protocol is reCAPTCHA's / hCaptcha's `siteverify`: POST form `secret`, `response` (and optionally
 * `remoteip`), answered `{ success, 'error-codes' }`.
 */
export interface CaptchaVerification {
  readonly success: boolean;
  readonly errorCodes: readonly string[];
}

export interface CaptchaVerifier {
  verify(input: { secret: string; response: string; remoteIp?: string }): Promise<CaptchaVerification>;
}

/** The captcha service could not be reached or answered nonsense (not a refusal of the token). */
export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}

import { randomBytes } from 'node:crypto';

/**
 * The embedded sandbox captcha (the real services cannot be reached here): its widget asks the buyer to
 * tick "Não sou um robô" and gets a token from `issue()`; `siteverify()` answers like reCAPTCHA/hCaptcha's
 * siteverify. A token is good once, for two minutes (reCAPTCHA's rule); any non-empty secret is accepted
 * (a sandbox has no site registrations). Tokens live in memory: one process, like the card sandbox.
 */
export class SandboxCaptcha {
  private readonly tokens = new Map<string, number>();
  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = 120_000,
    private readonly maxTokens = 10_000,
  ) {}

  issue(): string {
    this.prune();
    const token = `sandbox-captcha-${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, this.now() + this.ttlMs);
    return token;
  }

  siteverify(secret: unknown, response: unknown): { success: boolean; 'error-codes': string[] } {
    const codes: string[] = [];
    if (typeof secret !== 'string' || secret === '') codes.push('missing-input-secret');
    if (typeof response !== 'string' || response === '') codes.push('missing-input-response');
    if (codes.length) return { success: false, 'error-codes': codes };
    const expiry = this.tokens.get(response as string);
    if (expiry === undefined) return { success: false, 'error-codes': ['invalid-input-response'] };
    this.tokens.delete(response as string);
    if (expiry < this.now()) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    return { success: true, 'error-codes': [] };
  }

  private prune() {
    const now = this.now();
    for (const [token, expiry] of this.tokens) if (expiry < now) this.tokens.delete(token);
    // Bounded memory under a flood of widget clicks: the oldest tokens go first.
    while (this.tokens.size >= this.maxTokens) this.tokens.delete(this.tokens.keys().next().value!);
  }
}

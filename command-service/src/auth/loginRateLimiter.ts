import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '@gym/platform';

/**
 * Login attempts per (account, client address) and per (account, e-mail): the first stops one
 * client guessing many e-mails, the second many clients guessing one password.
 */
export function createLoginRateLimiter(options: { perClient?: number; perEmail?: number; windowSeconds?: number } = {}) {
  const windowSeconds = options.windowSeconds ?? 15 * 60;
  const byClient = new RateLimiterMemory({ points: options.perClient ?? 20, duration: windowSeconds });
  const byEmail = new RateLimiterMemory({ points: options.perEmail ?? 10, duration: windowSeconds });
  return {
    async consume(scope: string, clientAddress: string, email: string): Promise<void> {
      try {
        await byClient.consume(`${scope}|${clientAddress}`);
        await byEmail.consume(`${scope}|${email}`);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new RateLimitedError();
        throw error;
      }
    },
    /** A successful login forgives the e-mail's failed attempts. */
    async reset(scope: string, email: string): Promise<void> {
      await byEmail.delete(`${scope}|${email}`);
    },
  };
}
export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;

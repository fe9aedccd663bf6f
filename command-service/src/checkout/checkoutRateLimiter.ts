import { checkoutMessages } from '@gym/contracts';
import { RateLimitedError } from '@gym/platform';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface CheckoutRateLimits {
  /** Purchase attempts per (account, client address) in `windowSeconds`. */
  readonly perAddress?: number;
  /** Purchase attempts per card fingerprint (any account) in `windowSeconds`. */
  readonly perCard?: number;
  /** Card tokenizations per client address in `windowSeconds` (the sandbox's endpoint). */
  readonly tokenizePerAddress?: number;
  readonly windowSeconds?: number;
}

/**
 * Anti-carding: a stolen-card tester tries many cards from one address, or one card on many
 * accounts. Every attempt counts, approved or not (docs/checkout.md gives the figures).
 */
export function createCheckoutRateLimiter(limits: CheckoutRateLimits = {}) {
  const duration = limits.windowSeconds ?? 10 * 60;
  const byAddress = new RateLimiterMemory({ points: limits.perAddress ?? 10, duration });
  const byCard = new RateLimiterMemory({ points: limits.perCard ?? 5, duration });
  const tokenize = new RateLimiterMemory({ points: limits.tokenizePerAddress ?? 20, duration });
  const consume = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(checkoutMessages.rateLimited);
      throw error;
    }
  };
  return {
    address: (accountId: string, clientAddress: string) => consume(byAddress, `${accountId}|${clientAddress}`),
    card: (fingerprint: string) => consume(byCard, fingerprint),
    tokenize: (clientAddress: string) => consume(tokenize, clientAddress),
  };
}
export type CheckoutRateLimiter = ReturnType<typeof createCheckoutRateLimiter>;

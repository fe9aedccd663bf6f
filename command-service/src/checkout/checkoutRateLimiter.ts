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
  /** Declined charges per account, from any address, in `declineWindowSeconds`, before the captcha turns on. */
  readonly declinesPerAccount?: number;
  readonly declineWindowSeconds?: number;
  /** How long the captcha stays on once the declines passed their limit. */
  readonly captchaSeconds?: number;
}

/** The figures of docs/security.md ('Card testing across addresses'). */
export const DECLINE_VELOCITY = { declinesPerAccount: 5, declineWindowSeconds: 10 * 60, captchaSeconds: 60 * 60 };

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
  // Card testing from many addresses passes every per-address limit; what it cannot hide is the account's
  // declines. Past N in M minutes every purchase of the account needs a captcha for a while (issue 36).
  const declinesPerAccount = limits.declinesPerAccount ?? DECLINE_VELOCITY.declinesPerAccount;
  const captchaSeconds = limits.captchaSeconds ?? DECLINE_VELOCITY.captchaSeconds;
  const declines = new RateLimiterMemory({
    points: declinesPerAccount,
    duration: limits.declineWindowSeconds ?? DECLINE_VELOCITY.declineWindowSeconds,
  });
  const captchaOn = new RateLimiterMemory({ points: 1, duration: captchaSeconds });
  return {
    /** A charge of this account was declined by the provider. */
    async declined(accountId: string): Promise<void> {
      const counted = await declines.penalty(accountId, 1);
      if (counted.consumedPoints >= declinesPerAccount) await captchaOn.set(accountId, 1, captchaSeconds);
    },
    /** Whether the account's purchases need a captcha now because of its declines. */
    captchaForced: async (accountId: string): Promise<boolean> => (await captchaOn.get(accountId)) !== null,
    address: (accountId: string, clientAddress: string) => consume(byAddress, `${accountId}|${clientAddress}`),
    card: (fingerprint: string) => consume(byCard, fingerprint),
    tokenize: (clientAddress: string) => consume(tokenize, clientAddress),
  };
}
export type CheckoutRateLimiter = ReturnType<typeof createCheckoutRateLimiter>;

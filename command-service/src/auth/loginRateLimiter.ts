import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '@gym/platform';
import { securityMessages } from '@gym/contracts';

/**
 * Login attempts are limited so that guessing is slow and nobody else is locked out by it (issue 27, finding 3;
 * issue 36, item 3). A right password gets in from any address unless that exact (account, e-mail, address) pair is
 * being guessed:
 *
 * - per pair (scope, e-mail, client address): `freePerPair` failures pass as plain wrong passwords; each later one
 *   closes the pair for 1 s, 2 s, 4 s … up to `maxDelaySeconds` (exponential delay), during which the pair is
 *   answered RATE_LIMITED without checking the password (a right and a wrong one get the same answer). The count
 *   is kept a day after the last failure, so waiting out a delay does not buy new free guesses. Other addresses
 *   and other e-mails are untouched: an attacker's failures slow the attacker.
 * - per (scope, client address): `perClient` failures over any e-mails in the window, for one client guessing many
 *   e-mails (credential stuffing), then that address is refused before any hashing.
 * - a trusted device (the `gym_device` cookie of a browser that logged in or signed up as that e-mail, or opened
 *   the e-mailed unlock link) passes both, counting its own failures per (scope, e-mail, device) instead.
 *
 * Successful logins are never counted. Sign-ups are limited per client address as well. State is in memory, per
 * process, each map bounded (the oldest entries go first), so a flood of made-up e-mails cannot grow it.
 */
export interface LoginRateLimits {
  perClient?: number;
  freePerPair?: number;
  /** The first delay after the free failures (then doubled each failure); 1 s. */
  firstDelaySeconds?: number;
  maxDelaySeconds?: number;
  windowSeconds?: number;
  signUpsPerClient?: number;
  signUpWindowSeconds?: number;
}

/** What `after` tells the caller about a wrong password. */
export type FailureVerdict = 'wrong' | 'limited' | 'lockedNow';

const PAIR_MEMORY_MS = 24 * 60 * 60 * 1000;
const DEVICE_TRUST_MS = 90 * 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 100_000;

/** A Map that forgets its oldest entries past `max` (insertion order; a write moves an entry to the end). */
class BoundedMap<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

export function createLoginRateLimiter(options: LoginRateLimits = {}, now: () => number = Date.now) {
  const windowSeconds = options.windowSeconds ?? 15 * 60;
  const perClient = options.perClient ?? 30;
  const freePerPair = options.freePerPair ?? 5;
  const firstDelayMs = (options.firstDelaySeconds ?? 1) * 1000;
  const maxDelayMs = (options.maxDelaySeconds ?? 15 * 60) * 1000;
  const byClient = new RateLimiterMemory({ points: perClient, duration: windowSeconds });
  const pairs = new BoundedMap<{ failures: number; closedUntil: number; lastFailure: number }>(MAX_ENTRIES);
  const trusted = new BoundedMap<number>(MAX_ENTRIES);
  const unlockMails = new BoundedMap<number>(MAX_ENTRIES);
  const signUps = new RateLimiterMemory({
    points: options.signUpsPerClient ?? 10,
    duration: options.signUpWindowSeconds ?? 60 * 60,
  });

  const deviceKey = (scope: string, email: string, device: string) => `${scope}|${email}|${device}`;
  const isTrusted = (scope: string, email: string, device: string | null) => {
    if (!device) return false;
    const until = trusted.get(deviceKey(scope, email, device));
    return until !== undefined && until > now();
  };
  /** The counter a login attempt belongs to: its trusted device's own, else its (e-mail, address) pair's. */
  const pairKey = (scope: string, email: string, address: string, device: string | null) =>
    isTrusted(scope, email, device) ? `${scope}|${email}|device:${device}` : `${scope}|${email}|addr:${address}`;
  const pairOf = (key: string) => {
    const pair = pairs.get(key);
    if (!pair || now() - pair.lastFailure > PAIR_MEMORY_MS) return null;
    return pair;
  };

  return {
    /** Before the password is checked: a closed pair or an address past its failures is refused at once (no hashing). */
    async before(scope: string, clientAddress: string, email: string, device: string | null): Promise<void> {
      const pair = pairOf(pairKey(scope, email, clientAddress, device));
      if (pair && pair.closedUntil > now()) throw new RateLimitedError();
      if (isTrusted(scope, email, device)) return;
      if (((await byClient.get(`${scope}|${clientAddress}`))?.consumedPoints ?? 0) >= perClient)
        throw new RateLimitedError();
    },
    /**
     * After the password was checked. A success clears the pair and trusts the device for this e-mail; a failure is
     * counted, and past the free ones closes the pair for twice as long as the last time ('lockedNow' the first time,
     * so the caller can e-mail the unlock link).
     */
    async after(
      scope: string,
      clientAddress: string,
      email: string,
      device: string | null,
      passwordOk: boolean,
    ): Promise<FailureVerdict | 'ok'> {
      const key = pairKey(scope, email, clientAddress, device);
      if (passwordOk) {
        pairs.delete(key);
        if (device) this.trustDevice(scope, email, device);
        return 'ok';
      }
      if (!isTrusted(scope, email, device)) {
        try {
          await byClient.consume(`${scope}|${clientAddress}`);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
        }
      }
      const failures = (pairOf(key)?.failures ?? 0) + 1;
      const over = failures - freePerPair;
      const closedUntil = over > 0 ? now() + Math.min(maxDelayMs, firstDelayMs * 2 ** (over - 1)) : 0;
      pairs.set(key, { failures, closedUntil, lastFailure: now() });
      if (over <= 0) return 'wrong';
      return over === 1 ? 'lockedNow' : 'limited';
    },
    /** This browser logged in or signed up as the e-mail, or opened its unlock link: it is trusted for it. */
    trustDevice(scope: string, email: string, device: string): void {
      trusted.set(deviceKey(scope, email, device), now() + DEVICE_TRUST_MS);
    },
    /** At most one unlock e-mail per (scope, e-mail) per window, however many pairs an attacker closes. */
    mayMailUnlock(scope: string, email: string): boolean {
      const key = `${scope}|${email}`;
      const last = unlockMails.get(key);
      if (last !== undefined && now() - last < windowSeconds * 1000) return false;
      unlockMails.set(key, now());
      return true;
    },
    /** A sign-up from this client address; refused past the limit. */
    async signUp(scope: string, clientAddress: string): Promise<void> {
      try {
        await signUps.consume(`${scope}|${clientAddress}`);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new RateLimitedError(securityMessages.signUpRateLimited);
        throw error;
      }
    },
  };
}
export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;

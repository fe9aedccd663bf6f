import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '@gym/platform';
import { securityMessages } from '@gym/contracts';

/**
 * Login attempts are limited so that guessing is slow and an owner is never locked out by it
 * (issue 27, finding 3):
 *
 * - per (scope, client address): failed logins only (a successful one costs nothing), so one client
 *   guessing many e-mails is stopped while staff logging in all day are not;
 * - per (scope, e-mail): failed logins from anywhere, so many clients guessing one password are
 *   stopped too; but a client that has logged in as that e-mail before (a known client: the same
 *   address, remembered for 14 days) passes with the right password while the e-mail is limited,
 *   so an attacker's failures lock out the attacker, not the owner. While limited, a wrong and a
 *   right password from an unknown client get the same answer: the limit tells an attacker nothing.
 *
 * Sign-ups are limited per client address as well.
 */
export function createLoginRateLimiter(
  options: {
    perClient?: number;
    perEmail?: number;
    windowSeconds?: number;
    signUpsPerClient?: number;
    signUpWindowSeconds?: number;
  } = {},
) {
  const windowSeconds = options.windowSeconds ?? 15 * 60;
  const perClient = options.perClient ?? 30;
  const perEmail = options.perEmail ?? 10;
  const byClient = new RateLimiterMemory({ points: perClient, duration: windowSeconds });
  const byEmail = new RateLimiterMemory({ points: perEmail, duration: windowSeconds });
  // 14 days: the library keeps a timer per key, and a timer past 2^31 ms (24.8 days) fires at once.
  const KNOWN_SECONDS = 14 * 24 * 60 * 60;
  const knownClients = new RateLimiterMemory({ points: 1, duration: KNOWN_SECONDS });
  const signUps = new RateLimiterMemory({
    points: options.signUpsPerClient ?? 10,
    duration: options.signUpWindowSeconds ?? 60 * 60,
  });

  const used = async (limiter: RateLimiterMemory, key: string) => (await limiter.get(key))?.consumedPoints ?? 0;
  const spend = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  };

  return {
    /** Before the password is checked: a client past its failures is refused at once (no hashing). */
    async before(scope: string, clientAddress: string): Promise<void> {
      if ((await used(byClient, `${scope}|${clientAddress}`)) >= perClient) throw new RateLimitedError();
    },
    /**
     * After the password was checked. A failure is counted (and answered as rate-limited once the
     * e-mail is past its limit); a success passes unless the e-mail is limited and the client unknown.
     */
    async after(scope: string, clientAddress: string, email: string, passwordOk: boolean): Promise<void> {
      const emailKey = `${scope}|${email}`;
      const clientKey = `${scope}|${email}|${clientAddress}`;
      if (!passwordOk) {
        await spend(byClient, `${scope}|${clientAddress}`);
        await spend(byEmail, emailKey);
        if ((await used(byEmail, emailKey)) > perEmail) throw new RateLimitedError();
        return;
      }
      const limited = (await used(byEmail, emailKey)) >= perEmail;
      if (limited && !(await knownClients.get(clientKey))) throw new RateLimitedError();
      await knownClients.set(clientKey, 1, KNOWN_SECONDS);
      await byEmail.delete(emailKey);
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

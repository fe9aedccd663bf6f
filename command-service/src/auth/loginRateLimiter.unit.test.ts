import { RateLimitedError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { createLoginRateLimiter, type LoginRateLimits } from './loginRateLimiter.ts';

const OWNER = 'dono@academia.com.br';

/** A limiter on a clock the test moves, and a login as the resolver runs it: before, the check, after. */
function limiterAt(limits: LoginRateLimits = {}) {
  let clock = 1_000_000;
  const limiter = createLoginRateLimiter(limits, () => clock);
  const attempt = async (address: string, email: string, passwordOk: boolean, device: string | null = null) => {
    try {
      await limiter.before('acc', address, email, device);
      const verdict = await limiter.after('acc', address, email, device, passwordOk);
      return verdict === 'ok' ? 'ok' : verdict === 'wrong' ? 'wrong' : 'limited';
    } catch (error) {
      if (error instanceof RateLimitedError) return 'limited';
      throw error;
    }
  };
  return { limiter, attempt, advance: (ms: number) => (clock += ms) };
}

describe('login rate limiter (issue 27, finding 3; issue 36, item 3)', () => {
  it('never counts successful logins: an owner using the console all day is not locked out', async () => {
    const { attempt } = limiterAt();
    for (let i = 0; i < 100; i++) expect(await attempt('10.0.0.1', OWNER, true)).toBe('ok');
  });

  it("ten wrong passwords from another address: the owner's right password gets in from a new address and device", async () => {
    const { attempt } = limiterAt();
    for (let i = 0; i < 10; i++) await attempt('203.0.113.9', OWNER, false);
    expect(await attempt('203.0.113.9', OWNER, true)).toBe('limited');
    expect(await attempt('192.0.2.77', OWNER, true, 'aparelho-novo')).toBe('ok');
    expect(await attempt('192.0.2.78', OWNER, true)).toBe('ok');
  });

  it('slows the guessing pair exponentially: 5 free, then 1 s, 2 s, 4 s… closed, right or wrong alike', async () => {
    const { limiter, attempt, advance } = limiterAt();
    const guess = () => attempt('203.0.113.9', OWNER, false);
    for (let i = 0; i < 5; i++) expect(await guess()).toBe('wrong');
    expect(await guess()).toBe('limited'); // the 6th closes the pair for 1 s
    expect(await attempt('203.0.113.9', OWNER, true)).toBe('limited'); // the right password too, while closed
    const isOpen = async () =>
      limiter.before('acc', '203.0.113.9', OWNER, null).then(
        () => true,
        () => false,
      );
    const delays: number[] = [];
    for (let round = 0; round < 5; round++) {
      let waited = 0;
      // Probes while closed are refused before any check and are not counted.
      while (!(await isOpen())) {
        advance(250);
        waited += 250;
      }
      delays.push(waited);
      expect(await guess()).toBe('limited'); // counted: closes the pair again, for twice as long
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('a device that logged in before passes while its address is being guessed, with its own count', async () => {
    const { attempt } = limiterAt();
    expect(await attempt('10.0.0.1', OWNER, true, 'notebook-do-dono')).toBe('ok');
    // Someone on the same address (the gym's Wi-Fi) guesses the owner's password.
    for (let i = 0; i < 40; i++) await attempt('10.0.0.1', OWNER, false, 'aparelho-estranho');
    expect(await attempt('10.0.0.1', OWNER, true, 'aparelho-estranho')).toBe('limited');
    expect(await attempt('10.0.0.1', OWNER, true, 'notebook-do-dono')).toBe('ok');
  });

  it('stops one client guessing many e-mails, without hashing once past the limit', async () => {
    const { limiter, attempt } = limiterAt({ perClient: 5 });
    for (let i = 0; i < 5; i++) expect(await attempt('203.0.113.9', `user${i}@x.com.br`, false)).toBe('wrong');
    await expect(limiter.before('acc', '203.0.113.9', 'outro@x.com.br', null)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limiter.before('acc', '203.0.113.10', 'outro@x.com.br', null)).resolves.toBeUndefined();
  });

  it('mails the unlock link once per e-mail and window, however many pairs are closed', () => {
    const { limiter, advance } = limiterAt();
    expect(limiter.mayMailUnlock('acc', OWNER)).toBe(true);
    expect(limiter.mayMailUnlock('acc', OWNER)).toBe(false);
    advance(15 * 60 * 1000 + 1);
    expect(limiter.mayMailUnlock('acc', OWNER)).toBe(true);
  });

  it('limits sign-ups per client address', async () => {
    const { limiter } = limiterAt({ signUpsPerClient: 3 });
    for (let i = 0; i < 3; i++) await limiter.signUp('acc', '203.0.113.5');
    await expect(limiter.signUp('acc', '203.0.113.5')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limiter.signUp('acc', '203.0.113.6')).resolves.toBeUndefined();
  });
});

import { RateLimitedError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { createLoginRateLimiter } from './loginRateLimiter.ts';

/** A login as the resolver runs it: before, the password check's outcome, after. */
async function attempt(
  limiter: ReturnType<typeof createLoginRateLimiter>,
  address: string,
  email: string,
  passwordOk: boolean,
): Promise<'ok' | 'wrong' | 'limited'> {
  try {
    await limiter.before('acc', address);
    await limiter.after('acc', address, email, passwordOk);
    return passwordOk ? 'ok' : 'wrong';
  } catch (error) {
    if (error instanceof RateLimitedError) return 'limited';
    throw error;
  }
}

describe('login rate limiter (issue 27, finding 3)', () => {
  it('never counts successful logins: an owner using the console all day is not locked out', async () => {
    const limiter = createLoginRateLimiter();
    for (let i = 0; i < 100; i++) expect(await attempt(limiter, '10.0.0.1', 'dono@academia.com.br', true)).toBe('ok');
  });

  it("an attacker's failures from elsewhere do not lock out the owner on a client that logged in before", async () => {
    const limiter = createLoginRateLimiter({ perEmail: 10 });
    const owner = 'dono@academia.com.br';
    expect(await attempt(limiter, '10.0.0.1', owner, true)).toBe('ok');
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await attempt(limiter, `203.0.113.${i % 3}`, owner, false));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('wrong'));
    expect(answers.slice(10)).toEqual(['limited', 'limited']);
    // The owner's known client passes with the right password...
    expect(await attempt(limiter, '10.0.0.1', owner, true)).toBe('ok');
    // ...while the right password from a client never seen is answered like a wrong one: limited.
    for (let i = 0; i < 12; i++) await attempt(limiter, `198.51.100.${i % 3}`, owner, false);
    expect(await attempt(limiter, '192.0.2.77', owner, true)).toBe('limited');
    expect(await attempt(limiter, '192.0.2.77', owner, false)).toBe('limited');
  });

  it('stops one client guessing many e-mails, without hashing once past the limit', async () => {
    const limiter = createLoginRateLimiter({ perClient: 5, perEmail: 100 });
    for (let i = 0; i < 5; i++) expect(await attempt(limiter, '203.0.113.9', `user${i}@x.com.br`, false)).toBe('wrong');
    await expect(limiter.before('acc', '203.0.113.9')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limiter.before('acc', '203.0.113.10')).resolves.toBeUndefined();
  });

  it('limits sign-ups per client address', async () => {
    const limiter = createLoginRateLimiter({ signUpsPerClient: 3 });
    for (let i = 0; i < 3; i++) await limiter.signUp('acc', '203.0.113.5');
    await expect(limiter.signUp('acc', '203.0.113.5')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limiter.signUp('acc', '203.0.113.6')).resolves.toBeUndefined();
  });
});

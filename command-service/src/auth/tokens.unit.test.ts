import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const secret = new TextEncoder().encode('x'.repeat(48));

describe('token service', () => {
  it('issues a token that verifies to the same principal', async () => {
    const tokens = createTokenService(secret);
    const { token, principal } = await tokens.issue({ userId: 'u1', scope: 'acc-1', rule: 'admin' });
    expect(await tokens.verify(token)).toEqual(principal);
    expect(await tokens.verify(token)).toEqual(principal);
  });

  it('stops accepting a token once it expires, remembered or not', async () => {
    let clock = new Date('2026-11-21T12:00:00Z');
    const tokens = createTokenService(secret, 60, () => clock);
    const { token } = await tokens.issue({ userId: 'u1', scope: 'acc-1', rule: 'admin' });
    expect(await tokens.verify(token)).not.toBeNull();
    clock = new Date('2026-11-21T12:01:01Z');
    expect(await tokens.verify(token)).toBeNull();
    expect(await createTokenService(secret, 60, () => clock).verify(token)).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const { token } = await createTokenService(new TextEncoder().encode('y'.repeat(48))).issue({
      userId: 'u1',
      scope: 'a',
      rule: 'admin',
    });
    expect(await createTokenService(secret).verify(token)).toBeNull();
  });
});

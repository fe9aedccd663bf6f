import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IllegalStateError } from '../kernel/errors.ts';
import { openEmbeddedPlatform, type EmbeddedPlatform } from './embedded.ts';

describe('embedded platform: credentials and revoked tokens', () => {
  let dir: string;
  let platform: EmbeddedPlatform;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'platform-'));
    platform = openEmbeddedPlatform(join(dir, 'data'));
  });
  afterEach(async () => {
    await platform.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const credential = {
    scope: 'acc-1',
    email: 'ana@gym.com',
    userId: 'u1',
    passwordHash: 'scrypt$x',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };

  it('stores a credential, finds it by e-mail and by user, and lets the e-mail change', async () => {
    await platform.credentials.put(credential);
    expect(await platform.credentials.get('acc-1', 'ana@gym.com')).toEqual(credential);
    await platform.credentials.put({ ...credential, email: 'ana2@gym.com' });
    expect(await platform.credentials.get('acc-1', 'ana@gym.com')).toBeNull();
    expect((await platform.credentials.getByUser('acc-1', 'u1'))?.email).toBe('ana2@gym.com');
    expect(await platform.credentials.get('other-scope', 'ana2@gym.com')).toBeNull();
  });

  it('refuses a second user with the same e-mail in one scope, and deletes by user', async () => {
    await platform.credentials.put(credential);
    await expect(platform.credentials.put({ ...credential, userId: 'u2' })).rejects.toBeInstanceOf(IllegalStateError);
    await platform.credentials.put({ ...credential, scope: 'alderaan', userId: 'u2' });
    await platform.credentials.deleteByUser('acc-1', 'u1');
    expect(await platform.credentials.getByUser('acc-1', 'u1')).toBeNull();
    expect(await platform.credentials.getByUser('alderaan', 'u2')).not.toBeNull();
  });

  it('a revoked token stays revoked until it would have expired', async () => {
    await platform.revokedTokens.revoke('t1', new Date(Date.now() + 60_000));
    await platform.revokedTokens.revoke('t2', new Date(Date.now() - 1));
    expect(await platform.revokedTokens.isRevoked('t1')).toBe(true);
    expect(await platform.revokedTokens.isRevoked('t2')).toBe(false);
    expect(await platform.revokedTokens.isRevoked('t3')).toBe(false);
  });

  it('wires all adapters on files under the data directory', async () => {
    const result = await platform.eventStore.appendToStream('x-1', [{ id: 'e1', type: 'A', data: {} }], {
      expectedRevision: 'no_stream',
    });
    await platform.documentStore.ensureCollection({ name: 'c' });
    await platform.eventBus.publish('t', [{ id: 'm1', key: 'k', type: 'A', payload: {} }]);
    expect(result.position).toBe(1);
    expect(await platform.documentStore.getCheckpoint('none')).toBe(0);
  });
});

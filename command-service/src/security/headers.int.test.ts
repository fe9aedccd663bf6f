import { statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '@gym/contracts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

/** Issue 27, finding 8 (headers and files) and finding 7 (zod's own messages in Portuguese). */
describe('headers and storage', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('sends CSP with frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy and HSTS on the API and on errors', async () => {
    for (const answer of [
      await fetch(`${t.url}/healthz`),
      await fetch(`${t.url}/global/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    ]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    }
  });

  it('creates the SQLite files (and their WAL) readable by the owner only', () => {
    for (const file of ['identity.sqlite', 'events.sqlite', 'readmodels.sqlite', 'events.sqlite-wal']) {
      const mode = statSync(path.join(t.dataDir, file)).mode & 0o777;
      expect(mode, file).toBe(0o600);
    }
  });

  it("answers zod's default messages in Portuguese", () => {
    const result = z.object({ nome: z.string().max(3) }).safeParse({ nome: 'longo demais' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/caracteres/);
  });
});

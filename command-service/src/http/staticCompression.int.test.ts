import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

/** A build's shape: the shell and one script big enough to be worth compressing. */
function fakeBuild(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-dist-`));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<title>%APP_TITLE%</title>');
  writeFileSync(path.join(dir, 'sw.js'), '// worker');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'export const text = "academia";\n'.repeat(2_000));
  return dir;
}

/** The raw answer (fetch would undo the encoding): status, Content-Encoding and the bytes sent. */
function get(url: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], bytes }));
    })
      .on('error', reject)
      .end();
  });
}

describe("the console's and the member app's scripts travel compressed", () => {
  let t: TestServer;
  const dirs: string[] = [];
  beforeAll(async () => {
    dirs.push(fakeBuild('admin-ui'), fakeBuild('member-app'));
    t = await startTestServer({ adminUiDir: dirs[0], memberAppDir: dirs[1] });
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/static/admin/assets/index-abc.js', '/static/app/assets/index-abc.js'])('%s', async (address) => {
    const answer = await get(`${t.url}${address}`);
    expect(answer.status).toBe(200);
    expect(['gzip', 'br']).toContain(answer.encoding);
    expect(answer.bytes).toBeLessThan(60_000 / 10);
  });
});

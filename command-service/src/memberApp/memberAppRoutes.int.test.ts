import { demo } from '@gym/app';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

/** A build's shape (member-app/dist): the shell with the server's placeholders and the worker. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'member-app-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<title>%APP_TITLE%</title><link rel="manifest" href="%APP_BASE%manifest.webmanifest"><meta name="theme-color" content="%APP_THEME%">',
  );
  writeFileSync(path.join(dir, 'sw.js'), '// worker');
  return dir;
}

describe('the member app routes: shell, manifest, icon, worker', { timeout: 60_000 }, () => {
  let t: TestServer;
  let dist: string;
  const app = `/${demo.accountCode}/app`;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await startTestServer({ memberAppDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves the shell at every app address with the gym's name and address filled in", async () => {
    const bare = await fetch(`${t.url}${app}`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`${app}/`);
    for (const address of [`${app}/`, `${app}/aulas`]) {
      const response = await fetch(`${t.url}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(
        `<title>Academia Demo</title><link rel="manifest" href="${app}/manifest.webmanifest"><meta name="theme-color" content="#3949ab">`,
      );
    }
  });

  it("answers the gym's manifest, scoped to its app, with its icon", async () => {
    const response = await fetch(`${t.url}${app}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, any>;
    expect(manifest).toMatchObject({
      name: 'Academia Demo',
      lang: 'pt-BR',
      start_url: `${app}/`,
      scope: `${app}/`,
      display: 'standalone',
    });
    expect(manifest.icons.map((i: { src: string }) => i.src)).toContain(`${app}/icon.svg`);
    const icon = await fetch(`${t.url}${app}/icon.svg`);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('>A</text>');
  });

  it('serves the worker under the app with that scope allowed', async () => {
    const worker = await fetch(`${t.url}${app}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('service-worker-allowed')).toBe(`${app}/`);
  });

  it('answers 404 for the app of an unknown account', async () => {
    for (const address of ['/nao-existe/app/', '/nao-existe/app/manifest.webmanifest']) {
      expect((await fetch(`${t.url}${address}`)).status).toBe(404);
    }
  });

  it('hands the signed-in member their own data, once a minute, and nothing without a session', async () => {
    const signUp = await t.gql(
      `/${demo.accountCode}/graphql`,
      'mutation { signUp(name:"Eva", lastName:"Dados", email:"eva@dados.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }',
    );
    const { id, token } = signUp.data.signUp;
    const anonymous = await fetch(`${t.url}${app}/export.json`);
    expect(anonymous.status).toBe(401);
    const response = await fetch(`${t.url}${app}/export.json`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('meus-dados.json');
    const data = (await response.json()) as { student: { id: string; email: string }; login: { email: string } };
    expect(data.student).toMatchObject({ id, email: 'eva@dados.com.br' });
    expect(JSON.stringify(data)).not.toContain('segredo123');
    const again = await fetch(`${t.url}${app}/export.json`, { headers: { authorization: `Bearer ${token}` } });
    expect(again.status).toBe(429);
    const elsewhere = await fetch(`${t.url}/nao-existe/app/export.json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(elsewhere.status).toBe(404);
  });
});

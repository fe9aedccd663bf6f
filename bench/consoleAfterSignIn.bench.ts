// The console's first load after sign-in, in real Chromium against the real server serving the built
// console (admin-ui/dist; run `npm run build -w admin-ui` first): a fresh browser context (cold cache)
// holding the session the sign-in card saves, opens /{account}/admin and waits for the side navigation.
// Reported: the JavaScript transferred (and its gzip size: the server sends it uncompressed) and the
// time to the first screen, median of 5 cold loads.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { demo } from '@gym/app';
import { startServer } from '@gym/app';
import { CHROMIUM_PATH, launchChromium } from '../e2e/browser.testkit.ts';
import { log, percentile, repoRoot, round, type Row } from './lib.ts';

const RUNS = 5;
const USER_FIELDS = 'id name lastName email token status rule accountCode';

export default async function consoleFirstLoadBench(): Promise<Row[]> {
  const dist = path.join(repoRoot, 'admin-ui/dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('admin-ui/dist missing: run `npm run build -w admin-ui` first');
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-console-'));
  const server = await startServer({ dataDir, port: 0, seed: true, adminUiDir: dist, log: () => {} });
  const browser = await launchChromium();
  try {
    const login = await fetch(`${server.url}/${demo.accountCode}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ ${USER_FIELDS} } }`,
        variables: { e: demo.admin.email, p: demo.admin.password },
      }),
    });
    const user = ((await login.json()) as { data: { login: { token: string } } }).data.login;
    const times: number[] = [];
    let jsBytes = 0;
    let jsGzipBytes = 0;
    let jsFiles = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
      // The session the sign-in card leaves in local storage.
      await context.addInitScript(
        ([u]) => {
          localStorage.setItem('token', (u as { token: string }).token);
          localStorage.setItem('user', JSON.stringify(u));
        },
        [user],
      );
      const page = await context.newPage();
      const js: Array<Promise<{ raw: number; gzip: number }>> = [];
      page.on('response', (response) => {
        if (!/\.m?js(\?|$)/.test(response.url())) return;
        js.push(
          response.body().then(
            (body) => ({ raw: body.length, gzip: gzipSync(body).length }),
            () => ({ raw: 0, gzip: 0 }),
          ),
        );
      });
      const start = performance.now();
      await page.goto(`${server.url}/${demo.accountCode}/admin`);
      await page.getByRole('navigation', { name: 'Navegação principal' }).waitFor({ timeout: 60_000 });
      times.push(performance.now() - start);
      const sizes = await Promise.all(js);
      if (run === 0) {
        jsFiles = sizes.length;
        jsBytes = sizes.reduce((s, x) => s + x.raw, 0);
        jsGzipBytes = sizes.reduce((s, x) => s + x.gzip, 0);
      }
      await context.close();
    }
    log(`first-screen times: ${times.map((t) => round(t, 0)).join(', ')} ms`);
    return [
      {
        metric: 'console JS transferred, gzip size',
        value: round(jsGzipBytes / 1024, 1),
        unit: 'KiB',
        target: { op: '<=', value: 600 },
        note: `${jsFiles} files, ${round(jsBytes / 1024, 0)} KiB as sent (the server does not compress)`,
      },
      {
        metric: 'console time to first screen (median of 5 cold loads)',
        value: round(percentile(times, 50), 0),
        unit: 'ms',
        target: { op: '<=', value: 3000 },
      },
      { metric: 'console time to first screen (slowest of 5)', value: round(Math.max(...times), 0), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

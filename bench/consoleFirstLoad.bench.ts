// The console's first load (issue 26): the JavaScript a browser fetches to show the sign-in card, and then
// the student list, measured in real Chromium against the real server serving the built console
// (admin-ui/dist; `npm run build -w admin-ui` first). Sizes are each script's gzip size (level 9, as a
// compressing proxy would send it), so the figure does not depend on whether this server compresses.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { demo, startServer } from '@gym/app';
import { launchChromium } from '../e2e/browser.testkit.ts';
import { log, repoRoot, round, tempDataDir, type Row } from './lib.ts';

const TARGET_KB = 300;
const dist = path.join(repoRoot, 'admin-ui/dist');

/** The gzip size of every script the page fetched since the last call. */
function scriptWatcher(page: Page) {
  const seen = new Set<string>();
  let fresh: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/static/admin/') || !url.pathname.endsWith('.js') || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    fresh.push(url.pathname);
  });
  return () => {
    const files = fresh;
    fresh = [];
    const sizes = files.map((p) => ({
      p,
      bytes: gzipSync(readFileSync(path.join(dist, p.slice('/static/admin/'.length))), { level: 9 }).length,
    }));
    // The biggest scripts, to see what a route pulls in.
    for (const { p, bytes } of [...sizes].sort((x, y) => y.bytes - x.bytes).slice(0, 8))
      log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path.basename(p)}`);
    const bytes = sizes.reduce((sum, f) => sum + f.bytes, 0);
    return { files: files.length, kb: bytes / 1024 };
  };
}

export default async function consoleFirstLoad(): Promise<Row[]> {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('admin-ui/dist is missing: run `npm run build -w admin-ui` first');
  const data = tempDataDir('first-load');
  const server = await startServer({ dataDir: data.dir, port: 0, seed: true, adminUiDir: dist, log: () => {} });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    page.setDefaultTimeout(60_000);
    const take = scriptWatcher(page);
    const consoleUrl = `${server.url}/${demo.accountCode}/admin`;
    log('opening the sign-in address');
    await page.goto(`${consoleUrl}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.waitForLoadState('networkidle');
    const signIn = take();
    await page.getByLabel('E-mail').fill(demo.admin.email);
    await page.getByLabel('Senha').fill(demo.admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Login realizado com sucesso!').first().waitFor();
    await page.waitForLoadState('networkidle');
    const dashboard = take();
    await page.goto(`${consoleUrl}/alunos`);
    await page.getByPlaceholder('Buscar por nome, e-mail, telefone ou CPF').waitFor();
    await page.waitForLoadState('networkidle');
    // What signing in and opening the student list add on top of the first load (the frame, the data
    // provider, the list).
    const studentList = take();
    return [
      {
        metric: 'first-load JS before sign-in (gzip)',
        value: round(signIn.kb, 1),
        unit: 'KB',
        target: { op: '<=', value: TARGET_KB },
        note: `${signIn.files} scripts`,
      },
      {
        metric: 'JS added by signing in and the student list (gzip)',
        value: round(dashboard.kb + studentList.kb, 1),
        unit: 'KB',
        note: `${dashboard.files + studentList.files} scripts`,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
    data.remove();
  }
}

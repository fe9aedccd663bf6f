import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { consoleMessages } from '@gym/contracts/console/consoleMessages';
import { messages } from '@gym/contracts/messages';
import { allEntries } from '../admin-ui/src/layout/navigation.ts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { newConsolePage, openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';
import { languageProblems } from './consoleText.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Every in-console screen of the navigation (placeholders included), so a new menu entry is covered by itself. */
const NAV_PATHS = [...new Set(allEntries.filter((e) => !e.outside).map((e) => e.to))];
/** The record screens the lists link to are found by following their links: one of each shape. */
const MAX_LINKED = 12;

interface Visit {
  readonly path: string;
  readonly problems: string[];
  readonly links: string[];
}

/** Records console errors, page errors, failed requests and 4xx/5xx answers while a page is open. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 200)}`));
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the previous screen still had in flight: not a failure of the screen.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { take: () => problems.splice(0) };
}

/** Waits until the screen has its data: no request in flight and no spinner. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await expect.poll(() => page.locator('[role="progressbar"], .RaLoading-root').count(), { timeout: 30_000 }).toBe(0);
}

/** The visible text plus the labels a screen reader reads (aria-label, title, placeholder). */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
    );
    return `${document.body.innerText}\n${attributes.join('\n')}\n${document.title}`;
  });
}

async function visitAll(
  browser: Browser,
  consoleUrl: string,
  width: number,
  extra: readonly string[],
): Promise<Visit[]> {
  const page = await newConsolePage(browser, { width, height: width < 600 ? 780 : 900 });
  const watcher = watch(page);
  await signInAsDemoAdmin(page, consoleUrl);
  await settle(page);
  watcher.take();
  const base = new URL(consoleUrl).pathname;
  const visits: Visit[] = [];
  const shapes = new Set<string>();
  const queue = [...NAV_PATHS, ...extra].map((p) => ({ path: p, linked: false }));
  let linked = 0;
  for (let i = 0; i < queue.length; i++) {
    const { path } = queue[i]!;
    await page.goto(`${consoleUrl}${path === '/' ? '' : path}`);
    await settle(page);
    const problems = [...watcher.take(), ...languageProblems(await screenText(page))];
    if (width < 600) {
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      if (overflow.page > overflow.view)
        problems.push(`horizontal overflow: ${overflow.page} px on a ${overflow.view} px screen`);
      // The new-record button ('Novo aluno', 'Nova mensagem'...) is on screen, not beyond its right edge.
      const offscreen = await page.evaluate(() =>
        [...(document.querySelector('#main-content') ?? document.body).querySelectorAll('a, button')]
          // On a phone react-admin's buttons keep only their icon: the label is then the aria-label.
          .map((el) => ({ el, label: ((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim() }))
          .filter(({ el, label }) => /^Nov[oa]\b/.test(label) && el.getBoundingClientRect().width > 0)
          .filter(
            ({ el }) => el.getBoundingClientRect().right > window.innerWidth || el.getBoundingClientRect().left < 0,
          )
          .map(({ label }) => label),
      );
      for (const label of offscreen) problems.push(`new-record button off screen: '${label}'`);
    }
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('main a[href], #main-content a[href]')].map((a) => a.getAttribute('href') ?? ''),
    );
    visits.push({ path, problems, links });
    for (const href of links) {
      if (!href.startsWith(`${base}/`) || linked >= MAX_LINKED) continue;
      const sub = href.slice(base.length).split(/[?#]/)[0]!;
      // The reset-password link is a server call the console makes on click (with its token), not a screen.
      if (sub.endsWith('/reset-password')) continue;
      const shape = sub.replace(/\/[0-9a-f-]{36}(?=\/|$)/g, '/:id').replace(/\/[a-z0-9-]+\/edit$/, '/:code/edit');
      if (shapes.has(shape) || NAV_PATHS.includes(sub) || queue.some((q) => q.path === sub)) continue;
      shapes.add(shape);
      linked++;
      queue.push({ path: sub, linked: true });
    }
  }
  await page.context().close();
  return visits;
}

/** The operator's screens (issue 35: the screen check visits them too), the demo gym's tabs included. */
async function visitOperator(browser: Browser, serverUrl: string, width: number): Promise<Visit[]> {
  const page = await newConsolePage(browser, { width, height: width < 600 ? 780 : 900 });
  const watcher = watch(page);
  await page.goto(`${serverUrl}/alderaan/login`);
  await page.getByLabel('Email').fill(demo.operator.email);
  await page.getByLabel('Senha').fill(demo.operator.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/alderaan\/accounts$/);
  await settle(page);
  const token = await page.evaluate(() => localStorage.getItem('operatorToken'));
  const answer = await fetch(`${serverUrl}/alderaan/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ accounts(search: "demo") { list { id code } } }' }),
  });
  const accounts = ((await answer.json()) as { data: { accounts: { list: { id: string; code: string }[] } } }).data;
  const demoId = accounts.accounts.list.find((a) => a.code === demo.accountCode)!.id;
  watcher.take();
  const visits: Visit[] = [];
  for (const path of [
    '/alderaan/accounts',
    '/alderaan/accounts/new',
    `/alderaan/accounts/${demoId}/edit`,
    `/alderaan/accounts/${demoId}/plans`,
    `/alderaan/accounts/${demoId}/billings`,
    '/alderaan/plans',
    '/alderaan/plans/new',
    '/alderaan/billings',
    '/alderaan/categories',
  ]) {
    await page.goto(`${serverUrl}${path}`);
    await settle(page);
    const problems = [...watcher.take(), ...languageProblems(await screenText(page))];
    if (width < 600) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`horizontal overflow: ${overflow} px`);
    }
    visits.push({ path, problems, links: [] });
  }
  await page.context().close();
  return visits;
}

describe.skipIf(skipReason !== null)(
  'every console screen in Chromium, on a desktop and on a phone (issue 26)',
  { timeout: 600_000 },
  () => {
    let session: ConsoleSession;
    /** The record screens the desktop run reached through links; the phone visits them too (its lists link by row click). */
    const linkedPaths: string[] = [];

    beforeAll(async () => {
      session = await openConsoleSession({ loginRateLimit: { perClient: 1000, freePerPair: 3 } });
    });
    afterAll(async () => {
      await session?.close();
    });

    for (const width of [1366, 375]) {
      it(`${width} px: pt-BR text, no console errors, no failed requests${width < 600 ? ', no sideways scrolling' : ''}`, async () => {
        const visits = await visitAll(session.browser, session.consoleUrl, width, linkedPaths.splice(0));
        linkedPaths.push(...visits.map((v) => v.path).filter((p) => !NAV_PATHS.includes(p)));
        expect(visits.length).toBeGreaterThanOrEqual(NAV_PATHS.length);
        // Record screens reached through the lists (a student's profile, a plan's form...) are checked too.
        expect(visits.some((v) => /^\/alunos\/[0-9a-f-]{36}$/.test(v.path))).toBe(true);
        const failing = Object.fromEntries(visits.filter((v) => v.problems.length).map((v) => [v.path, v.problems]));
        expect(failing).toEqual({});
      });
    }

    for (const width of [1366, 375]) {
      it(`${width} px: the operator's screens pass the same checks`, async () => {
        const visits = await visitOperator(session.browser, session.server.url, width);
        const failing = Object.fromEntries(visits.filter((v) => v.problems.length).map((v) => [v.path, v.problems]));
        expect(failing).toEqual({});
      });
    }

    it('shows an unknown console address as a pt-BR page-not-found inside the console frame', async () => {
      const page = await newConsolePage(session.browser);
      await signInAsDemoAdmin(page, session.consoleUrl);
      await page.goto(`${session.consoleUrl}/nao-existe/de-jeito-nenhum`);
      await page.getByTestId('not-found').waitFor();
      await expect
        .poll(() => page.getByRole('heading', { name: consoleMessages.pageNotFoundTitle, level: 1 }).count())
        .toBe(1);
      // The frame: the app bar and the side menu are still there.
      await expect.poll(() => page.locator('header').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByText('Financeiro').count()).toBeGreaterThan(0);
      await page.context().close();
    });

    it("answers an address outside the console with the server's own pt-BR 404 page, and has a favicon", async () => {
      const response = await fetch(`${session.server.url}/nada/por/aqui`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(consoleMessages.pageNotFoundTitle);
      expect(html).not.toContain('Cannot GET');
      const bad = await fetch(`${session.server.url}/${demo.accountCode}/admin/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/html' },
        body: '{nope',
      });
      expect(bad.status).toBe(400);
      expect(await bad.text()).not.toMatch(/SyntaxError|at JSON\.parse/);
      const icon = await fetch(`${session.server.url}/static/admin/favicon.svg`);
      expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    });

    it('types dates as dd/MM/yyyy in a browser set to English', async () => {
      const context = await session.browser.newContext({ viewport: { width: 375, height: 780 }, locale: 'en-US' });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await signInAsDemoAdmin(page, session.consoleUrl);
      await page.goto(`${session.consoleUrl}/alunos/new`);
      const birthdate = page.getByRole('textbox', { name: 'Data de nascimento' });
      await birthdate.fill('31011990');
      await expect.poll(() => birthdate.inputValue()).toBe('31/01/1990');
      await context.close();
    });

    it("shows the server's rate-limit message on the sign-in card, and the card on a first visit to the sign-in address", async () => {
      const page = await newConsolePage(session.browser, { width: 375, height: 780 });
      await page.goto(`${session.consoleUrl}/login`);
      await page.getByRole('form', { name: 'Entrar no painel' }).waitFor();
      for (let attempt = 0; attempt < 4; attempt++) {
        await page.getByLabel('E-mail').fill(demo.admin.email);
        await page.getByLabel('Senha').fill('senha-errada-123');
        await page.getByRole('button', { name: 'Entrar' }).click();
        await page.waitForLoadState('networkidle');
      }
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: messages.rateLimited }).count(), { timeout: 30_000 })
        .toBe(1);
      await page.context().close();
    });
  },
);

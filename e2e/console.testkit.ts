import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { demo } from '@gym/app';
import { startServer, type RunningServer, type ServerOptions } from '@gym/app';
import { launchChromium } from './browser.testkit.ts';

/** A desktop-sized pt-BR page with generous timeouts: on a busy 2-core machine software-rendered Chromium can take seconds per step. */
export async function newConsolePage(browser: Browser, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const page = await browser.newPage({ viewport, locale: 'pt-BR' });
  page.setDefaultTimeout(30_000);
  return page;
}

/** Signs the demo gym's admin in through the sign-in card and waits for the success toast. */
export async function signInAsDemoAdmin(page: Page, consoleUrl: string): Promise<void> {
  await page.goto(consoleUrl);
  await page.getByLabel('E-mail').fill(demo.admin.email);
  await page.getByLabel('Senha').fill(demo.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Login realizado com sucesso!').first().waitFor();
}

/** One GraphQL call; answers its `data`. */
async function gqlData(endpoint: string, query: string, variables: object, token?: string) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: any }).data;
}

export interface ConsoleSession {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly page: Page;
  /** The demo gym's console: /demo/admin on the server. */
  readonly consoleUrl: string;
  /** A GraphQL call to the demo gym's admin endpoint, as the console makes it. */
  adminGql<T = any>(query: string, variables?: object, token?: string): Promise<T>;
  /** A GraphQL call to the demo gym's member endpoint (/demo/graphql), as the member app makes it. */
  memberGql<T = any>(query: string, variables?: object, token?: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * What a browser suite runs against: the real server on fresh SQLite files, seeded with the demo gym,
 * serving the built console (and the review page), and a Chromium page.
 */
export async function openConsoleSession(
  options: Partial<ServerOptions> = {},
  viewport?: { width: number; height: number },
): Promise<ConsoleSession> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gym-e2e-'));
  const server = await startServer({
    dataDir,
    port: 0,
    seed: true,
    adminUiDir: path.resolve('admin-ui/dist'),
    checkoutUiDir: path.resolve('checkout-ui/dist'),
    memberAppDir: path.resolve('member-app/dist'),
    log: () => {},
    ...options,
  });
  const browser = await launchChromium();
  const page = await newConsolePage(browser, viewport);
  return {
    server,
    browser,
    page,
    consoleUrl: `${server.url}/${demo.accountCode}/admin`,
    adminGql: (query, variables = {}, token) =>
      gqlData(`${server.url}/${demo.accountCode}/admin/graphql`, query, variables, token),
    memberGql: (query, variables = {}, token) =>
      gqlData(`${server.url}/${demo.accountCode}/graphql`, query, variables, token),
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

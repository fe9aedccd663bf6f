import type { Browser, Page } from 'playwright-core';
import { demo } from '../command-service/src/seed.ts';

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

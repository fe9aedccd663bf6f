import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Personal records in the console: the demo's seeded history, and a new best entered by staff. */
describe.skipIf(skipReason !== null)('console in Chromium: personal records', { timeout: 180_000 }, () => {
  let page: Page;
  let session: ConsoleSession;
  const seen = (text: string | RegExp) =>
    expect.poll(() => page.getByText(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);

  beforeAll(async () => {
    session = await openConsoleSession();
    ({ page } = session);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("shows a student's records per exercise with the best and the history", async () => {
    await signInAsDemoAdmin(page, session.consoleUrl);
    await page.goto(`${session.consoleUrl}/records`);
    await page.getByLabel('Aluno').fill('Ana');
    await page.getByRole('option', { name: 'Ana Souza' }).click();
    await seen('Supino reto com barra');
    await seen(/^50 kg em \d{2}\/\d{2}\/\d{4}$/);
  });

  it('registers a new best on a record-enabled exercise', async () => {
    await page.getByLabel('Exercício').fill('supino reto');
    await page.getByRole('option', { name: 'Supino reto com barra' }).click();
    await page.getByLabel('Carga (kg)').fill('52,5');
    await page.getByRole('button', { name: 'Registrar recorde' }).click();
    await seen('Recorde salvo com sucesso!');
    await seen(/^52,5 kg em \d{2}\/\d{2}\/\d{4}$/);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxOnboarding, SandboxPaymentProvider } from '@gym/platform/payments';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const NOT_CONNECTED = 'Você ainda não recebe pagamentos com cartão de crédito.';
const PENDING = 'Falta pouco para você começar a receber pagamentos!';
const ENABLED = 'Você está habilitado para receber pagamentos recorrentes!';

/** Spec 000 payment onboarding in real Chromium: the payments tab's three states and the pending banner. */
describe.skipIf(skipReason !== null)('payment onboarding in Chromium', { timeout: 240_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  const count = (text: string) => page.getByText(text, { exact: true }).count();
  const seen = (text: string, times = 1) =>
    expect.poll(() => count(text), { timeout: 30_000 }).toBeGreaterThanOrEqual(times);

  beforeAll(async () => {
    const sandbox = new SandboxPaymentProvider();
    session = await openConsoleSession({
      payments: { card: sandbox, hosted: null, sandbox, onboarding: new SandboxOnboarding() },
    });
    page = session.page;
    await signInAsDemoAdmin(page, session.consoleUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('offers to enable payments while the gym has no card-provider account', async () => {
    await page.goto(`${session.consoleUrl}/edit#payments`);
    await seen(NOT_CONNECTED);
    await expect.poll(() => page.title()).toBe('demo/configuracoes - Pagamentos');
    expect(await page.getByTestId('payments-pending-banner').count()).toBe(0);
  });

  it('/admin/stripe/create creates the account and sends the gym to the onboarding form', async () => {
    // The gym leaves the provider's form before sending its documents.
    await page.route('**/payments/sandbox/onboarding/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Cadastro no provedor</h1>' }),
    );
    await page.getByRole('link', { name: 'Habilitar recebimento de pagamentos' }).click();
    await page.waitForURL(/\/payments\/sandbox\/onboarding\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
    await page.unrouteAll();
  });

  it('shows the pending warning in the tab and the banner above the settings', async () => {
    await page.goto(`${session.consoleUrl}/edit#payments`);
    await seen(PENDING, 2);
    await page.getByTestId('payments-pending-banner').waitFor();
    // The banner shows on every tab while requirements are due.
    await page.getByRole('navigation', { name: 'Abas de configuração' }).getByRole('link', { name: 'Geral' }).click();
    await page.getByTestId('payments-pending-banner').waitFor();
    expect(await count(PENDING)).toBe(1);
  });

  it('/admin/reauth finishes the documents and returns to the tab, now enabled', async () => {
    await page
      .getByTestId('payments-pending-banner')
      .getByRole('link', { name: 'Finalizar envio de documentos' })
      .click();
    await page.waitForURL(`${session.consoleUrl}/edit#payments`, { timeout: 30_000 });
    await seen(ENABLED);
    expect(await page.getByTestId('payments-pending-banner').count()).toBe(0);
    expect(await count(PENDING)).toBe(0);
  });
});

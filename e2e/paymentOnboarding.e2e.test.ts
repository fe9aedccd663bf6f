import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxOnboarding, SandboxPaymentProvider } from '@gym/platform/payments';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
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
    await expect.poll(() => page.getByTestId('payments-pending-banner').count()).toBe(0);
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
    await expect.poll(() => page.getByTestId('payments-pending-banner').count()).toBe(0);
    expect(await count(PENDING)).toBe(0);
  });

  it("sets the checkout's own name, image and colours in Pagamentos, and the checkout page shows them", async () => {
    const checkoutUrl = `${session.server.url}/demo/checkout`;
    const themeVar = (name: string) =>
      page.evaluate(
        (n) =>
          getComputedStyle(document.querySelector('.checkout') as HTMLElement)
            .getPropertyValue(n)
            .trim(),
        name,
      );
    // Spec 002's defaults before the owner sets anything.
    await page.goto(checkoutUrl);
    await page.locator('.checkout').waitFor();
    expect(await themeVar('--checkout-primary')).toBe('#039be5');

    await page.goto(`${session.consoleUrl}/edit#payments`);
    await page.getByLabel('Nome no checkout', { exact: true }).fill('Demo Fit');
    await page.getByLabel('Cor principal', { exact: true }).fill('vermelho');
    await seen('Cor inválida: use o formato #RRGGBB');
    await page.getByLabel('Cor principal', { exact: true }).fill('#112233');
    await page.getByLabel('Cor do texto sobre a cor principal', { exact: true }).fill('#FFFFFF');
    await page
      .getByTestId('checkout-image')
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await seen('Imagem enviada com sucesso!');
    await page.getByRole('button', { name: 'Salvar aparência do checkout' }).click();
    await seen('Aparência do checkout atualizada com sucesso!');

    await page.goto(checkoutUrl);
    await page.locator('.checkout').waitFor();
    await expect.poll(() => themeVar('--checkout-primary'), { timeout: 30_000 }).toBe('#112233');
    expect(await themeVar('--checkout-primary-text')).toBe('#FFFFFF');
    // Colours left empty keep the defaults.
    expect(await themeVar('--checkout-background')).toBe('#EEEEEE');
    await expect.poll(() => page.title(), { timeout: 30_000 }).toMatch(/^(.+ - )?Demo Fit Checkout/);
    await expect
      .poll(() => page.locator('.checkout img').first().getAttribute('src'))
      .toMatch(/\/demo\/files\/[0-9a-f-]{36}\/images\/[0-9a-f-]{36}-logo\.png$/);
  });
});

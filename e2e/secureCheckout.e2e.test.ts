import { demo } from '@gym/app';
import { paymentSettingsMessages } from '@gym/contracts';
import { consoleMessages } from '@gym/contracts/console/consoleMessages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailableReason } from './browser.testkit.ts';
import { newConsolePage, openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** The secure transparent checkout (securityCheckout on): the sandbox captcha widget in real Chromium. */
describe.skipIf(skipReason !== null)('secure checkout with captcha in Chromium', { timeout: 180_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  const seen = (p: Page, text: string | RegExp) =>
    expect.poll(() => p.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);

  beforeAll(async () => {
    session = await openConsoleSession({ checkoutLimits: { perAddress: 100, perCard: 100, tokenizePerAddress: 100 } });
    page = session.page;
    const login = (await session.adminGql(
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web") { token } }',
      { e: demo.admin.email, p: demo.admin.password },
    )) as { login: { token: string } };
    const saved = (await session.adminGql(
      'mutation($input: AccountSettingsInput!) { updateAccount(input: $input) { account { securityCheckout } } }',
      { input: { name: 'Academia Demo', securityCheckout: true, captchaSecretKey: 'segredo-do-captcha' } },
      login.login.token,
    )) as { updateAccount: { account: { securityCheckout: boolean } } };
    expect(saved.updateAccount.account.securityCheckout).toBe(true);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('refuses the purchase without the captcha, and buys once "Não sou um robô" is ticked', async () => {
    await page.goto(`${session.server.url}/${demo.accountCode}/checkout?variant=A`);
    await seen(page, 'Academia Demo');
    const dropdown = page.getByLabel('Escolha seu plano');
    await dropdown.selectOption({ label: 'Plano Mensal - R$ 99,90' });
    await page.getByLabel('Nome', { exact: true }).fill('Rita');
    await page.getByLabel('Sobrenome').fill('Segura');
    await page.getByLabel('E-mail').fill('rita.segura@exemplo.com.br');
    await page.getByLabel('CPF').fill('52998224725');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Gênero').selectOption('Feminino');
    await page.getByRole('button', { name: 'Continuar' }).first().click();
    await page.getByLabel('Número do cartão').fill('4111111111111111');
    await page.getByLabel('Nome no cartão').fill('RITA SEGURA');
    await page.getByLabel('Validade').fill('1239');
    await page.getByLabel('CVV').fill('123');
    const robot = page.getByLabel('Não sou um robô');
    await expect.poll(() => robot.isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await seen(page, paymentSettingsMessages.captchaRequired);
    await expect.poll(() => page.getByText('Parabéns!').count()).toBe(0);

    await robot.click(); // the box ticks once the widget got its token (async)
    await expect.poll(() => robot.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await seen(page, 'Parabéns!');
  });

  it('Pagamentos: the captcha secret shows only with the switch on, reads as the placeholder, and no second provider for staff', async () => {
    const p = await newConsolePage(session.browser);
    await signInAsDemoAdmin(p, session.consoleUrl);
    await p.goto(`${session.consoleUrl}/edit#payments`);
    const secure = p.getByLabel(consoleMessages.paymentSecureCheckout);
    await expect.poll(() => secure.count(), { timeout: 30_000 }).toBe(1);
    // Turned on in beforeAll: the field shows the hidden-key placeholder, never the secret.
    await expect.poll(() => secure.isChecked()).toBe(true);
    const secret = p.getByLabel(consoleMessages.paymentCaptchaSecret);
    await expect.poll(() => secret.inputValue()).toBe('••••••••');
    await expect.poll(() => p.getByTestId('second-provider').count()).toBe(0);
    await expect.poll(() => p.getByTestId('payment-webhook-url').count()).toBe(0);
    await secure.uncheck();
    await expect.poll(() => p.getByLabel(consoleMessages.paymentCaptchaSecret).count()).toBe(0);
    // The page's own button (the checkout appearance section above has another).
    await p.getByRole('button', { name: 'Atualizar' }).last().click();
    await seen(p, 'Conta atualizada com sucesso!');
    const page = (await (await fetch(`${session.server.url}/${demo.accountCode}/checkout/plans`)).json()) as {
      captcha: { required: boolean };
    };
    expect(page.captcha.required).toBe(false);
    await p.close();
  });
});

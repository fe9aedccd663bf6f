import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { runAccountBilling } from '@gym/command-service';
import { dashboardMessages } from '@gym/contracts/dashboard/messages';
import { languageProblems } from './consoleText.testkit.ts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { newConsolePage, openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/**
 * The time the server runs on: injected (startServer's `clock` option, which production never sets), so
 * the test moves it past a billing period instead of waiting a month.
 */
const clock = {
  at: new Date('2026-01-10T12:00:00.000Z'),
  now() {
    return new Date(this.at);
  },
};

/** The operator bills the demo gym in Chromium: plan with two rules, subscription, invoice; the owner sees it. */
describe.skipIf(skipReason !== null)('operator console in Chromium', { timeout: 300_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  let accountPath = '';
  const seen = (text: string | RegExp) =>
    expect.poll(() => page.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const signInAsOperator = async () => {
    await page.goto(`${session.server.url}/alderaan`);
    // A session from before (expired once the clock moved) is closed first.
    await page.evaluate(() => localStorage.removeItem('operatorToken'));
    await page.goto(`${session.server.url}/alderaan`);
    await page.waitForURL(/\/alderaan\/login$/);
    await page.getByLabel('Email').fill(demo.operator.email);
    await page.getByLabel('Senha').fill(demo.operator.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await seen('Login realizado com sucesso!');
    await page.waitForURL(/\/alderaan\/accounts$/);
  };

  beforeAll(async () => {
    session = await openConsoleSession({ clock });
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('signs the operator in at /alderaan with its own login', async () => {
    await signInAsOperator();
    await seen('Academia Demo');
  });

  it('creates an account, which then moves to its edit address', async () => {
    await page.getByRole('link', { name: 'Nova conta' }).click();
    await page.locator('input[name="name"]').fill('Studio Novo');
    await page.locator('input[name="ownerName"]').fill('Rita');
    await page.locator('input[name="ownerLastName"]').fill('Alves');
    await page.locator('input[name="email"]').fill('rita@studionovo.com.br');
    await page.locator('input[name="password"]').fill('segredo123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await seen('Conta criada com sucesso!');
    await page.waitForURL(/\/alderaan\/accounts\/[0-9a-f-]+\/edit$/);
    await seen('studio-novo/configuracoes');
  });

  it("changes the new account's code in Geral: the old address answers 404, the console works at the new one", async () => {
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Código da conta', { exact: true }).fill('studio-novo-sp');
    await panel.getByRole('button', { name: 'Atualizar' }).click();
    await seen('Conta atualizada com sucesso!');
    await expect.poll(() => page.title()).toBe('studio-novo-sp/configuracoes - Geral');
    const old = await fetch(`${session.server.url}/studio-novo/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ account { id } }' }),
    });
    expect(old.status).toBe(404);
    // The owner signs in afresh at the new code and reaches the console.
    const owner = await newConsolePage(session.browser);
    await owner.goto(`${session.server.url}/studio-novo-sp/admin`);
    await owner.getByLabel('E-mail').fill('rita@studionovo.com.br');
    await owner.getByLabel('Senha').fill('segredo123');
    await owner.getByRole('button', { name: 'Entrar' }).click();
    await owner.getByText('Login realizado com sucesso!').first().waitFor();
    await owner.goto(`${session.server.url}/studio-novo-sp/admin/edit#general`);
    await expect.poll(() => owner.title(), { timeout: 30_000 }).toBe('studio-novo-sp/configuracoes - Geral');
    await owner.close();
  });

  it("saves the account's booking rules from its Checkins tab", async () => {
    await page
      .getByRole('navigation', { name: 'Abas de configuração' })
      .getByRole('link', { name: 'Checkins' })
      .click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#checkins');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('combobox', { name: 'Dias de antecedência para checkin' }).click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    await panel.getByRole('combobox', { name: 'Horas antes da aula para cancelar' }).click();
    await page.getByRole('option', { name: '6', exact: true }).click();
    await panel.getByLabel('Mínimo de checkins para pontos', { exact: true }).fill('4');
    await panel.getByRole('button', { name: 'Atualizar' }).click();
    await seen('Conta atualizada com sucesso!');
    const token = await page.evaluate(() => localStorage.getItem('operatorToken'));
    const accountId = new URL(page.url()).pathname.split('/')[3];
    const response = await fetch(`${session.server.url}/alderaan/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query:
          'query($id: ID!) { accountCheckinSettings(accountId: $id) { daysAheadCheckin hoursBeforeRemoveCheckin minimumCheckinsToPoints } }',
        variables: { id: accountId },
      }),
    });
    const body = (await response.json()) as { data: { accountCheckinSettings: unknown } };
    expect(body.data.accountCheckinSettings).toEqual({
      daysAheadCheckin: 3,
      hoursBeforeRemoveCheckin: 6,
      minimumCheckinsToPoints: 4,
    });
    // A fresh load shows the saved rules.
    await page.reload();
    await expect
      .poll(() => page.getByRole('tabpanel').getByLabel('Mínimo de checkins para pontos', { exact: true }).inputValue())
      .toBe('4');
  });

  it("uploads the account's photo from Geral (the operator's own upload call, into that account)", async () => {
    const accountId = new URL(page.url()).pathname.split('/')[3]!;
    await page.getByRole('navigation', { name: 'Abas de configuração' }).getByRole('link', { name: 'Geral' }).click();
    await page
      .getByTestId('account-avatar')
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await seen('Imagem enviada com sucesso!');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Atualizar' }).click();
    await seen('Conta atualizada com sucesso!');
    const photo = new RegExp(`/studio-novo-sp/files/${accountId}/avatars/[0-9a-f-]{36}-logo\\.png$`);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('account-avatar').locator('img').getAttribute('src'), { timeout: 30_000 })
      .toMatch(photo);
    const src = (await page.getByTestId('account-avatar').locator('img').getAttribute('src'))!;
    const file = await fetch(src);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('creates an account plan with two pricing rules (a repeated metric is refused with the toast)', async () => {
    await page.goto(`${session.server.url}/alderaan/plans/new`);
    await page.getByLabel('Nome', { exact: true }).fill('Plano Academia E2E');
    await page.getByLabel('Valor do tipo (unidades por cobrança)').fill('2');
    await page.getByLabel('Valor (R$)').fill('100,00');
    await page.getByRole('combobox', { name: 'Gatilho de cobrança' }).click();
    await page.getByRole('option', { name: 'Fim do período' }).click();
    await page.getByRole('button', { name: 'Adicionar regra' }).click();
    await page.getByRole('button', { name: 'Adicionar regra' }).click();
    await expect.poll(() => page.getByTestId('pricing-rule').count()).toBe(2);
    const metric = (i: number) => page.getByRole('combobox', { name: 'Métrica' }).nth(i);
    await metric(1).click();
    await page.getByRole('option', { name: 'Filiais', exact: true }).click();
    await expect.poll(() => metric(1).textContent()).toContain('Filiais');
    await metric(0).click();
    await page.getByRole('option', { name: 'Filiais', exact: true }).click();
    await seen('Já existe uma regra para Filiais. Máximo 1 regra por métrica.');
    await expect.poll(() => metric(0).textContent()).toContain('Usuários');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await seen('Plano atualizado com sucesso!');
    await page.waitForURL(/\/alderaan\/plans\/[0-9a-f-]+\/edit$/);
  });

  it('subscribes the demo gym to the plan from its Planos tab', async () => {
    await page.goto(`${session.server.url}/alderaan/accounts`);
    await page.getByLabel('Buscar').fill('demo');
    await page.getByRole('link', { name: 'Academia Demo' }).click();
    await page.waitForURL(/\/alderaan\/accounts\/[0-9a-f-]+\/edit$/);
    accountPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await page.getByRole('tab', { name: 'Planos' }).click();
    await page.waitForURL(/\/plans$/);
    await page.getByRole('button', { name: 'Adicionar plano à conta' }).click();
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await seen('Preencha todos os campos obrigatórios antes de salvar.');
    await page.getByRole('combobox', { name: 'Plano', exact: true }).click();
    await page.getByRole('option', { name: 'Plano Academia E2E' }).click();
    await page.getByLabel('Início').fill('2026-01-15');
    await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
    await page.getByRole('option', { name: 'Boleto' }).click();
    await page.getByRole('combobox', { name: 'Local de cobrança' }).click();
    await page.getByRole('option', { name: 'Mundipagg' }).click();
    // The preview: 5 active students of the demo gym, 2 per unit: 3 × R$ 100,00.
    await expect
      .poll(() => page.getByTestId('preview').locator('input[name="totalValue"]').inputValue())
      .toMatch(/300,00/);
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await seen('Plano atualizado com sucesso!');
    await page.waitForURL(new RegExp(`${accountPath}/plans$`));
    await seen('Plano Academia E2E');
    await seen('15/02/2026');
  });

  it('issues the invoice once the clock passes the period, shown in Faturas', async () => {
    clock.at = new Date('2026-02-16T12:00:00.000Z');
    // The job also ticks on its own every minute; whichever run comes first issues it, the next issues none.
    await runAccountBilling(session.server.services);
    expect((await runAccountBilling(session.server.services)).issued).toBe(0);
    // Tokens live on the same clock: a month later the operator signs in again.
    await signInAsOperator();
    await page.goto(`${session.server.url}${accountPath}/billings`);
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(1);
    const row = page.getByTestId('invoice-row');
    await expect.poll(() => row.textContent()).toMatch(/15\/01\/2026 - 15\/02\/2026.*300,00.*25\/02\/2026.*Pendente/);
  });

  it('shows the invoice to the owner in its console', async () => {
    await page.evaluate(() => localStorage.clear());
    await signInAsDemoAdmin(page, session.consoleUrl);
    await page.goto(`${session.consoleUrl}/account-billings`);
    await expect.poll(() => page.getByTestId('invoice-row').count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(() => page.getByTestId('invoice-row').textContent())
      .toMatch(/Plano Academia E2E.*300,00.*Pendente/);
    await page.goto(`${session.consoleUrl}/account-plans`);
    await seen('Plano Academia E2E');
  });

  it("puts the pending-billing banner on the owner's dashboard once the invoice is overdue", async () => {
    await page.goto(`${session.consoleUrl}/`);
    await expect.poll(() => page.getByTestId('users-chart').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('banner-billing-pending').count()).toBe(0);
    // Due ten days after issue (25/02): the job marks it overdue on its next run past that day.
    clock.at = new Date('2026-02-27T12:00:00.000Z');
    await runAccountBilling(session.server.services);
    await page.evaluate(() => localStorage.clear());
    await signInAsDemoAdmin(page, session.consoleUrl);
    await page.goto(`${session.consoleUrl}/`);
    await expect
      .poll(() => page.getByTestId('banner-billing-pending').textContent(), { timeout: 30_000 })
      .toBe(dashboardMessages.bannerBillingPending);
  });

  it('fits a 375 px phone on every operator screen (no sideways scroll) and speaks pt-BR on each', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsOperator();
    for (const path of [
      '/alderaan/accounts',
      '/alderaan/plans',
      '/alderaan/plans/new',
      `${accountPath}/edit`,
      `${accountPath}/plans`,
      `${accountPath}/billings`,
      '/alderaan/billings',
      '/alderaan/categories',
    ]) {
      await page.goto(`${session.server.url}${path}`);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // The same language check as the account console's screens: pt-BR words, accents, no English.
      const text = await page.evaluate(() => `${document.body.innerText}\n${document.title}`);
      expect(languageProblems(text), path).toEqual([]);
    }
  });
});

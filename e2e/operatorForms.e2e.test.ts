import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Issue 35, the operator's forms as a new user met them: toasts, categories, plan prices, the subscription form. */
describe.skipIf(skipReason !== null)('operator forms in Chromium (issue 35)', { timeout: 300_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  const count = (text: string | RegExp) => () => page.getByText(text).count();
  const seen = (text: string | RegExp) => expect.poll(count(text), { timeout: 30_000 }).toBeGreaterThan(0);
  const operatorGql = async (query: string) => {
    const token = await page.evaluate(() => localStorage.getItem('operatorToken'));
    const response = await fetch(`${session.server.url}/alderaan/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return ((await response.json()) as { data: any }).data;
  };

  beforeAll(async () => {
    session = await openConsoleSession();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows one toast at a time: a good sign-in replaces the failed one, and an error is a single toast', async () => {
    await page.goto(`${session.server.url}/alderaan/login`);
    await page.getByLabel('Email').fill(demo.operator.email);
    await page.getByLabel('Senha').fill('senha-errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    // One toast: the spec's title with the server's message under it.
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe('Houve um erro na sua solicitação.E-mail ou senha inválidos');
    await page.getByLabel('Senha').fill(demo.operator.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/alderaan\/accounts$/);
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe('Login realizado com sucesso!');
    await expect.poll(count('E-mail ou senha inválidos'), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 30_000 }).toBe(1);
  });

  it('opens a category with its description and parent, and a rename keeps both', async () => {
    await page.goto(`${session.server.url}/alderaan/categories`);
    await page.locator('input[name="name"]').fill('Dança');
    await page.getByLabel('Descrição').fill('Estúdios de dança');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await seen('Categoria criada com sucesso!');
    await page.waitForURL(/\/alderaan\/categories\/[0-9a-f-]+$/);
    await page.goto(`${session.server.url}/alderaan/categories`);
    await page.locator('input[name="name"]').fill('Ballet');
    await page.getByLabel('Descrição').fill('Clássico e contemporâneo');
    await page.getByRole('combobox', { name: 'Categoria pai' }).click();
    await page.getByRole('option', { name: 'Dança', exact: true }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/alderaan\/categories\/[0-9a-f-]+$/);
    const ballet = page.url();
    // Opened afresh: every field as saved.
    await page.goto(ballet);
    const name = page.locator('input[name="name"]');
    await expect.poll(() => name.inputValue(), { timeout: 30_000 }).toBe('Ballet');
    await expect
      .poll(() => page.getByLabel('Descrição').inputValue(), { timeout: 30_000 })
      .toBe('Clássico e contemporâneo');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Categoria pai' }).textContent(), { timeout: 30_000 })
      .toBe('Dança');
    await name.fill('Balé');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await seen('Categoria atualizada com sucesso!');
    await page.goto(ballet);
    await expect.poll(() => name.inputValue(), { timeout: 30_000 }).toBe('Balé');
    await expect
      .poll(() => page.getByLabel('Descrição').inputValue(), { timeout: 30_000 })
      .toBe('Clássico e contemporâneo');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Categoria pai' }).textContent(), { timeout: 30_000 })
      .toBe('Dança');
  });

  it('types a rule price as money, gives a new rule an unused metric and names the metric in the toast', async () => {
    await page.goto(`${session.server.url}/alderaan/plans/new`);
    await page.getByLabel('Nome', { exact: true }).fill('Plano Filiais E2E');
    await page.getByRole('combobox', { name: 'Tipo do plano' }).click();
    await page.getByRole('option', { name: 'Filiais', exact: true }).click();
    await page.getByLabel('Valor (R$)').fill('100,00');
    await page.getByRole('button', { name: 'Adicionar regra' }).click();
    const price = page.getByLabel('Preço (R$)').first();
    await expect.poll(() => price.inputValue(), { timeout: 30_000 }).toBe('400,00');
    await price.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('450');
    await expect.poll(() => price.inputValue(), { timeout: 30_000 }).toBe('450');
    await page.keyboard.press('Tab');
    await expect.poll(() => price.inputValue(), { timeout: 30_000 }).toBe('450,00');
    await page.getByRole('button', { name: 'Adicionar regra' }).click();
    const metric = (i: number) => page.getByRole('combobox', { name: 'Métrica' }).nth(i);
    await expect.poll(() => metric(1).textContent(), { timeout: 30_000 }).toBe('Receita de pagamentos online');
    await metric(1).click();
    await page.getByRole('option', { name: 'Usuários', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe('Já existe uma regra para Usuários. Máximo 1 regra por métrica.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/alderaan\/plans\/[0-9a-f-]+\/edit$/);
    const plans = await operatorGql(
      '{ accountPlans { list { name value accountPlanPricingRules { metricType basePrice } } } }',
    );
    expect(plans.accountPlans.list.find((p: { name: string }) => p.name === 'Plano Filiais E2E')).toEqual({
      name: 'Plano Filiais E2E',
      value: 10_000,
      accountPlanPricingRules: [
        { metricType: 'users', basePrice: 45_000 },
        { metricType: 'revenue_payment_online', basePrice: 40_000 },
      ],
    });
  });

  it('subscribes without an installments select for a 1-installment plan, refuses 150 % and shows what the preview counted', async () => {
    await page.goto(`${session.server.url}/alderaan/accounts`);
    await page.getByLabel('Buscar').fill('demo');
    await page.getByRole('link', { name: 'Academia Demo' }).click();
    await page.waitForURL(/\/alderaan\/accounts\/[0-9a-f-]+\/edit$/);
    await page.getByRole('tab', { name: 'Planos' }).click();
    await page.waitForURL(/\/plans$/);
    await page.getByRole('button', { name: 'Adicionar plano à conta' }).click();
    await page.getByRole('combobox', { name: 'Plano', exact: true }).click();
    await page.getByRole('option', { name: 'Plano Filiais E2E' }).click();
    const preview = page.getByTestId('preview');
    await expect
      .poll(() => preview.locator('textarea[name="usage"]').first().inputValue(), { timeout: 30_000 })
      .toMatch(/^\d+ filia(l|is) em \d{2}\/\d{2}\/\d{4}$/);
    const units = Number(await preview.locator('input[name="units"]').inputValue());
    expect(units).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => preview.locator('input[name="totalValue"]').inputValue(), { timeout: 30_000 })
      .toMatch(/^R\$ [\d.]+,\d{2}$/);
    expect(await page.getByRole('combobox', { name: 'Parcelas' }).count()).toBe(0);
    await page.locator('label.MuiFormControlLabel-root', { hasText: /^Desconto$/ }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Desconto' }).isChecked(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('combobox', { name: 'Tipo de desconto' }).click();
    await page.getByRole('option', { name: 'Percentual' }).click();
    await page.getByLabel('Valor do desconto (%)').fill('150');
    await seen('O desconto percentual vai de 0 a 100');
    await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
    await page.getByRole('option', { name: 'Boleto' }).click();
    await page.getByRole('combobox', { name: 'Local de cobrança' }).click();
    await page.getByRole('option', { name: 'Mundipagg' }).click();
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect.poll(count('Esta conta não tem plano.'), { timeout: 30_000 }).toBe(1);
    await page.getByLabel('Valor do desconto (%)').fill('10');
    await expect.poll(count('O desconto percentual vai de 0 a 100'), { timeout: 30_000 }).toBe(0);
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await seen('Plano atualizado com sucesso!');
    await seen('Plano Filiais E2E');
  });
});

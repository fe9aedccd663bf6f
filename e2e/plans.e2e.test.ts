import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Plans and money as a gym owner uses them: real server, real SQLite files, real Chromium. */
describe.skipIf(skipReason !== null)(
  'console in Chromium: plans, a student plan, a payment, the billing report',
  { timeout: 180_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    let studentId: string;
    const consoleUrl = () => session.consoleUrl;
    const totalBilled = () => page.getByTestId('total-billed').textContent();

    beforeAll(async () => {
      session = await openConsoleSession();
      ({ page } = session);
      // A seeded student, found through the API the console uses.
      const { login } = await session.adminGql(
        `mutation { login(email: "${demo.admin.email}", password: "${demo.admin.password}") { token } }`,
      );
      studentId = (await session.adminGql('{ alunos(search: "Ana Souza") { list { id } } }', {}, login.token)).alunos
        .list[0].id;
    });

    afterAll(async () => {
      await session?.close();
    });

    it("signs in, and refuses a plan without a name with the spec's toast", async () => {
      await signInAsDemoAdmin(page, consoleUrl());
      await page.goto(`${consoleUrl()}/plans/new`);
      await expect.poll(() => page.getByText('Novo plano').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => page.getByText('Para salvar um plano, você precisa preencher o nome').count())
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByText('Nome é obrigatório').count()).toBeGreaterThan(0);
    });

    it('creates a plan, confirming it gives no program, and moves to its edit address', async () => {
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Trimestral E2E');
      await page.getByRole('textbox', { name: 'Valor (R$)' }).fill('300,00');
      await page.getByRole('spinbutton', { name: 'Parcelas (máximo)' }).fill('3');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() =>
          page.getByText('Seu plano não dá acesso a nenhum programa de treino. Quer salvar mesmo assim?').count(),
        )
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect.poll(() => page.getByText('Plano salvo com sucesso!').count()).toBeGreaterThan(0);
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/demo\/admin\/plans\/[0-9a-f-]{36}\/edit$/);
      await page.goto(`${consoleUrl()}/plans`);
      await expect.poll(() => page.getByRole('link', { name: 'Trimestral E2E' }).count()).toBe(1);
      await expect.poll(() => page.getByText('R$ 300,00').count()).toBeGreaterThan(0);
    });

    it('shows R$ 0,00 billed before any payment', async () => {
      await page.goto(`${consoleUrl()}/reports/`);
      await expect.poll(totalBilled).toBe('R$ 0,00');
    });

    it('gives the plan to a student with a 10% discount in 3 installments and marks one payment received', async () => {
      await page.goto(`${consoleUrl()}/alunos/${studentId}`);
      await page.getByRole('button', { name: 'Adicionar plano' }).click();
      await page.getByRole('combobox', { name: 'Plano', exact: true }).click();
      await page.getByRole('option', { name: /Trimestral E2E/ }).click();
      await page.getByRole('combobox', { name: 'Parcelas' }).click();
      await page.getByRole('option', { name: '3x' }).click();
      await page.getByRole('combobox', { name: 'Método de pagamento' }).click();
      await page.getByRole('option', { name: 'Crédito' }).click();
      await page.getByRole('combobox', { name: 'Tipo de desconto' }).click();
      await page.getByRole('option', { name: 'Percentual' }).click();
      await page.getByRole('textbox', { name: 'Desconto (%)' }).fill('10');
      // The value preview (spec 002: the per-installment value is the subtotal divided by installments): R$ 300,00
      // in 3 installments; the 10% discount shows in the total once saved.
      await expect.poll(() => page.getByText('3x de R$ 100,00').count()).toBe(1);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Marcar como recebido' }).count()).toBe(3);
      await expect.poll(() => page.getByText(/Total R\$ 270,00/).count()).toBe(1);
      await page.getByRole('button', { name: 'Marcar como recebido' }).first().click();
      await expect.poll(() => page.getByRole('button', { name: 'Marcar como recebido' }).count()).toBe(2);
      await expect.poll(() => page.getByRole('cell', { name: 'Pago' }).count()).toBe(1);
    });

    it('freezes the plan from its row, with a reason, and ends the freeze early', async () => {
      await page.getByRole('button', { name: 'Trancar' }).click();
      await page.getByRole('textbox', { name: 'Motivo' }).fill('Férias');
      await page.getByRole('dialog').getByRole('button', { name: 'Trancar' }).click();
      await expect.poll(() => page.getByText(/Trancado de .* \(Férias\)/).count()).toBe(1);
      await page.getByRole('button', { name: 'Encerrar trancamento' }).click();
      await expect.poll(() => page.getByText(/Trancado de/).count()).toBe(0);
    });

    it("shows the payment in the report's total", async () => {
      await page.goto(`${consoleUrl()}/reports/`);
      await expect.poll(totalBilled).toBe('R$ 90,00');
      await expect.poll(() => page.getByTestId('billed-in-period').textContent()).toBe('R$ 90,00');
      // Confirming a preset puts from_date and to_date with the -03:00 offset in the address.
      await page.getByRole('button', { name: 'Período' }).click();
      await page.getByRole('button', { name: 'Próximo mês' }).click();
      await page.getByRole('button', { name: 'Ok' }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('from_date') ?? '')
        .toMatch(/^\d{4}-\d{2}-01T00:00:00-03:00$/);
      await expect.poll(() => page.getByTestId('billed-in-period').textContent()).toBe('R$ 0,00');
      await expect.poll(totalBilled).toBe('R$ 90,00');
    });
  },
);

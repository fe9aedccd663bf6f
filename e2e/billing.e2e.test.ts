import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { seedBillingDemo } from '@gym/command-service';
import { getAccountByCode } from '@gym/projection-service';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Recurring billing as staff use it (issue 24): the overdue marker and filter, the recovery report, retry and write-off. */
describe.skipIf(skipReason !== null)(
  'console in Chromium: recurring billing and its recovery',
  { timeout: 180_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    const consoleUrl = () => session.consoleUrl;

    beforeAll(async () => {
      session = await openConsoleSession({ chargeRun: false });
      ({ page } = session);
      // The demo's overdue card payment (what `npm start` seeds on its first start): Bruno Lima, declined today.
      const account = await getAccountByCode(session.server.services.documents, demo.accountCode);
      if (!(await seedBillingDemo(session.server.services, account!.id))) throw new Error('billing demo not seeded');
    });
    afterAll(async () => {
      await session?.close();
    });

    it('marks the overdue student in the student list, and the filter lists only them', async () => {
      await signInAsDemoAdmin(page, consoleUrl());
      await page.goto(`${consoleUrl()}/alunos`);
      await expect.poll(() => page.getByText('Bruno Lima').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('overdue-marker').count()).toBe(1);
      await expect.poll(() => page.getByTestId('overdue-marker').textContent()).toBe('Em atraso · R$ 89,90');
      await page.getByLabel('Somente em atraso').check();
      await expect.poll(() => page.getByText('Ana Souza').count()).toBe(0);
      await expect.poll(() => page.getByText('Bruno Lima').count()).toBeGreaterThan(0);
    });

    it('shows the recovery report and the overdue payment; a retry declines, a write-off settles it', async () => {
      await page.goto(`${consoleUrl()}/cobranca`);
      await expect.poll(() => page.getByTestId('recovery-failed').textContent()).toBe('1');
      await expect.poll(() => page.getByTestId('recovery-written-off').textContent()).toBe('0');
      await expect.poll(() => page.getByTestId('recovery-amount').textContent()).toBe('R$ 0,00');
      await expect.poll(() => page.getByTestId('overdue-row').count()).toBe(1);
      const row = page.getByTestId('overdue-row');
      await expect.poll(() => row.textContent()).toContain('Bruno Lima');
      await expect.poll(() => row.textContent()).toContain('R$ 89,90');

      await row.getByRole('button', { name: 'Cobrar agora' }).click();
      await expect.poll(() => page.getByText('Pagamento recusado: Saldo insuficiente.').count()).toBeGreaterThan(0);

      await row.getByRole('button', { name: 'Dar baixa' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Dar baixa' }).click();
      await expect.poll(() => page.getByText('Pagamento baixado.').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByText('Nenhum pagamento em atraso.').count()).toBe(1);
      await expect.poll(() => page.getByTestId('recovery-written-off').textContent()).toBe('1');
    });

    it('saves the ladder and refuses days out of order before sending', async () => {
      const days = page.getByLabel('Novas tentativas (dias após a falha, separados por vírgula)');
      await expect.poll(() => days.inputValue()).toBe('1, 4, 11');
      await days.fill('4, 2');
      await expect
        .poll(() => page.getByText('Os dias de nova tentativa devem ser crescentes, entre 1 e 60.').count())
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('button', { name: 'Salvar régua' }).isDisabled()).toBe(true);
      await days.fill('2, 5');
      await page.getByRole('button', { name: 'Salvar régua' }).click();
      await expect.poll(() => page.getByText('Régua de cobrança salva.').count()).toBeGreaterThan(0);
    });

    it('shows the card on a plan of the profile, and puts another credit-card plan of the student on it', async () => {
      const { login } = await session.adminGql(
        `mutation { login(email: "${demo.admin.email}", password: "${demo.admin.password}") { token } }`,
      );
      const bruno = (await session.adminGql('{ alunos(search: "Bruno Lima") { list { id } } }', {}, login.token)).alunos
        .list[0].id as string;
      const plans = (await session.adminGql('{ getPlans { list { id name } } }', {}, login.token)).getPlans
        .list as Array<{
        id: string;
        name: string;
      }>;
      const mensal = plans.find((p) => p.name === 'Plano Mensal')!;
      await session.adminGql(
        'mutation($u: ID!, $p: ID!) { createOrUpdatePlanToUser(userId: $u, planId: $p, paymentMethod: "credito") { id } }',
        { u: bruno, p: mensal.id },
        login.token,
      );
      await page.goto(`${consoleUrl()}/alunos/${bruno}`);
      await expect.poll(() => page.getByTestId('card-on-file').count()).toBe(1);
      await expect.poll(() => page.getByTestId('card-on-file').textContent()).toBe('Cartão Visa final 9995');
      await page.getByRole('button', { name: 'Cobrar no cartão salvo' }).click();
      await expect
        .poll(() => page.getByText('As próximas parcelas serão cobradas no cartão salvo.').count())
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('card-on-file').count()).toBe(2);
    });
  },
);

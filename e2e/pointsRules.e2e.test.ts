import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { memberWithRole } from '../command-service/src/accountSettings/staff.testkit.ts';
import { SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../command-service/src/checkins/gqlDocs.testkit.ts';
import type { TestServer } from '../command-service/src/testing/testServer.testkit.ts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/**
 * A manager turns on the per-check-in points rule at /admin/crm-settings, records a check-in in the console, and
 * sees the grant on the student's points and at /admin/points. The class runs every day at 23:58, so the booking
 * window is open at any hour the test runs.
 */
describe.skipIf(skipReason !== null)(
  'console in Chromium: a points rule grants points on a check-in',
  { timeout: 240_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    const toast = (text: string) =>
      expect.poll(() => page.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const choose = async (label: string, option: string | RegExp) => {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).click();
    };

    beforeAll(async () => {
      session = await openConsoleSession();
      ({ page } = session);
      const login = async (code: string, email: string, password: string) => {
        const response = await fetch(`${session.server.url}/${code}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ token } }',
            variables: { e: email, p: password },
          }),
        });
        return ((await response.json()) as { data: { login: { token: string } } }).data.login.token;
      };
      const token = await memberWithRole(
        { server: session.server, login } as unknown as TestServer,
        demo.accountCode,
        'manager',
        'gerente-pontos@demo.com.br',
        'senha-gerente-1',
      );
      // The gym's class, set up through the API: the check-in itself is recorded in the console below.
      const branch = await session.adminGql(SAVE_FILIAL, { input: { name: 'Unidade Pontos', street: 'Rua A' } }, token);
      const program = await session.adminGql(
        SAVE_PROGRAM,
        { input: { name: 'Funcional', filialId: branch.createOrUpdateFilial.filial.id } },
        token,
      );
      await session.adminGql(
        SAVE_CLASS,
        {
          input: {
            programId: program.createOrUpdateProgram.program.id,
            startTime: '23:58',
            endTime: '23:59',
            weekDays: [0, 1, 2, 3, 4, 5, 6],
            limit: 10,
          },
        },
        token,
      );
      await page.goto(session.consoleUrl);
      await page.getByLabel('E-mail').fill('gerente-pontos@demo.com.br');
      await page.getByLabel('Senha').fill('senha-gerente-1');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Login realizado com sucesso!').first().waitFor();
    });
    afterAll(async () => {
      await session?.close();
    });

    it('turns on the per-check-in rule with its points at /admin/crm-settings', async () => {
      await page.goto(`${session.consoleUrl}/crm-settings`);
      await page.getByLabel('Por checkin', { exact: true }).check();
      await page.getByRole('textbox', { name: 'Pontos Por checkin' }).fill('25');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await toast('Regras de pontos salvas com sucesso');
      await page.reload();
      await expect.poll(() => page.getByLabel('Por checkin', { exact: true }).isChecked()).toBe(true);
      await expect.poll(() => page.getByRole('textbox', { name: 'Pontos Por checkin' }).inputValue()).toBe('25');
    });

    it('records a check-in in the console: the student gets the points, shown on the profile and at /admin/points', async () => {
      await page.goto(`${session.consoleUrl}/checkins/new`);
      await page.getByRole('button', { name: 'Novo aluno' }).click();
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Paula');
      await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Pontuada');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('paula.pontos@exemplo.com.br');
      await choose('Gênero', 'Feminino');
      await choose('Filial', 'Unidade Pontos');
      await choose('Programa', 'Funcional');
      await choose('Horário', /23:58 - 23:59/);
      await page.getByRole('button', { name: 'Fazer checkin' }).click();
      await toast('Checkin realizado com sucesso!');

      await page.goto(`${session.consoleUrl}/points`);
      const ranked = page.getByTestId('points-ranking').getByRole('row', { name: /Paula Pontuada/ });
      await expect.poll(() => ranked.textContent(), { timeout: 30_000 }).toContain('25');
      const movement = page.getByTestId('points-movements').getByRole('row', { name: /Paula Pontuada/ });
      await expect.poll(() => movement.textContent(), { timeout: 30_000 }).toContain('Pontos automáticos: checkin');
      await expect.poll(() => movement.textContent()).toContain('+25');
      // Filtered by source: the grant is a check-in's.
      await page.getByTestId('movements-source').click();
      await page.getByRole('option', { name: 'Checkin' }).click();
      await expect.poll(() => page.getByTestId('points-movements').getByRole('row').count()).toBe(2);

      await page.goto(`${session.consoleUrl}/alunos`);
      await page.getByRole('link', { name: 'Paula Pontuada' }).click();
      await page.getByRole('tab', { name: 'Pontos' }).click();
      await expect.poll(() => page.getByLabel('Total de pontos').textContent(), { timeout: 30_000 }).toContain('25');
    });
  },
);

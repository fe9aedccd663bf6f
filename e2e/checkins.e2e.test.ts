import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/**
 * A gym sets up a branch, a program and a class, checks students in, fills the class, and watches the
 * waitlist move in when a place frees up. The class runs every day at 23:58 so the test works at any
 * hour of the day (the booking window is open and the class has not started).
 */
describe.skipIf(skipReason !== null)(
  'console in Chromium: branches, programs, classes and check-ins',
  { timeout: 180_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    let viaCep: Server;
    const consoleUrl = () => session.consoleUrl;
    const toast = (text: string) =>
      expect.poll(() => page.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const choose = async (label: string, option: string | RegExp) => {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).click();
    };

    beforeAll(async () => {
      // A local server speaking ViaCEP's JSON stands in for the postal-code service.
      viaCep = createServer((_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            cep: '01310-100',
            logradouro: 'Avenida Paulista',
            bairro: 'Bela Vista',
            localidade: 'São Paulo',
            uf: 'SP',
          }),
        );
      });
      await new Promise<void>((resolve) => viaCep.listen(0, '127.0.0.1', () => resolve()));
      const zipcodeServiceUrl = `http://127.0.0.1:${(viaCep.address() as AddressInfo).port}`;
      session = await openConsoleSession({ zipcodeServiceUrl });
      ({ page } = session);
      await signInAsDemoAdmin(page, consoleUrl());
    });

    afterAll(async () => {
      await session?.close();
      viaCep?.close();
    });

    it('creates a branch and moves to its edit address', async () => {
      await page.goto(`${consoleUrl()}/filials/new`);
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Unidade Jardins');
      // Eight digits fill the address from the postal-code service.
      await page.getByRole('textbox', { name: 'CEP' }).fill('01310100');
      await expect.poll(() => page.getByRole('textbox', { name: 'Rua' }).inputValue()).toBe('Avenida Paulista');
      await expect.poll(() => page.getByRole('textbox', { name: 'Cidade' }).inputValue()).toBe('São Paulo');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await toast('Filial criada com sucesso!');
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(`/${demo.accountCode}/admin/filials/unidade-jardins/edit`);
    });

    it('creates a program and a class of limit 1 on every weekday', async () => {
      await page.goto(`${consoleUrl()}/programs/new`);
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Spinning');
      await page.getByRole('button', { name: 'Criar' }).click();
      await toast('Programa criado com sucesso!');
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/programs\/[0-9a-f-]{36}\/edit$/);
      await page.getByRole('link', { name: 'ver horários' }).click();
      await page.getByRole('button', { name: 'Novo horário' }).first().click();
      await expect.poll(() => page.getByText('Criar horário').count()).toBe(1);
      await page.getByRole('textbox', { name: 'Início' }).fill('2358');
      await page.getByRole('textbox', { name: 'Fim' }).fill('2359');
      await page.getByRole('textbox', { name: 'Limite de alunos' }).fill('1');
      await page.getByRole('button', { name: 'Opções avançadas' }).click();
      for (const day of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'])
        await page.getByRole('checkbox', { name: day }).check();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await toast('Horário criado com sucesso!');
      // The weekly schedule lists the class under every weekday, and the next 7 days show it daily.
      await expect.poll(() => page.getByText('23:58 - 23:59', { exact: true }).count(), { timeout: 30_000 }).toBe(7);
      await expect.poll(() => page.getByTestId('next-class').count()).toBe(7);
    });

    async function checkIn(name: string, lastName: string, email: string, waitlist = false) {
      await page.goto(`${consoleUrl()}/checkins/new`);
      await page.getByRole('button', { name: 'Novo aluno' }).click();
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
      await page.getByRole('textbox', { name: 'Sobrenome' }).fill(lastName);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await choose('Gênero', 'Feminino');
      const submit = page.getByRole('button', { name: 'Fazer checkin' });
      await expect.poll(() => submit.isDisabled()).toBe(true);
      await choose('Filial', 'Unidade Jardins');
      await choose('Programa', 'Spinning');
      await choose('Horário', /23:58 - 23:59/);
      if (waitlist) await page.getByRole('checkbox', { name: /lista de espera/ }).check();
      await submit.click();
    }

    it('checks a student in and sees it in the list', async () => {
      await checkIn('Carla', 'Primeira', 'carla@exemplo.com.br');
      await toast('Checkin realizado com sucesso!');
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/${demo.accountCode}/admin/checkins/`);
      const row = page.getByRole('row', { name: /Carla Primeira/ });
      await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Validado');
      await expect.poll(() => row.textContent()).toContain('Unidade Jardins');
    });

    it('puts the next student on the waitlist of the full class and moves her in when a place frees up', async () => {
      await checkIn('Dora', 'Segunda', 'dora@exemplo.com.br', true);
      await toast('Aula lotada: aluno colocado na lista de espera (posição 1)');
      const dora = page.getByRole('row', { name: /Dora Segunda/ });
      await expect.poll(() => dora.textContent(), { timeout: 30_000 }).toContain('Lista de espera');
      await page
        .getByRole('row', { name: /Carla Primeira/ })
        .getByRole('button', { name: 'Cancelar' })
        .click();
      await toast('Checkin cancelado com sucesso!');
      await expect.poll(() => dora.textContent(), { timeout: 30_000 }).toContain('Validado');
      await expect.poll(() => page.getByRole('row', { name: /Carla Primeira/ }).textContent()).toContain('Deletado');
    });

    it("shows the check-in in the student's history", async () => {
      await page.goto(`${consoleUrl()}/alunos`);
      await page.getByRole('link', { name: 'Dora Segunda' }).click();
      await page.getByRole('tab', { name: 'Checkins' }).click();
      await expect.poll(() => page.getByText('1 checkin(s) · 0 falta(s)').count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain('Vaga liberada');
    });
  },
);

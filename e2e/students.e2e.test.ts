import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** The console as a gym owner uses it: real server, real SQLite files, real Chromium. */
describe.skipIf(skipReason !== null)(
  'console in Chromium: the demo admin manages students',
  { timeout: 120_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    const consoleUrl = () => session.consoleUrl;
    // Required fields carry a hidden " *" in their label: match the textbox by its exact name.
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });

    beforeAll(async () => {
      session = await openConsoleSession();
      ({ page } = session);
    });

    afterAll(async () => {
      await session?.close();
    });

    it('sends an anonymous visitor to the sign-in card, with the account name', async () => {
      await page.goto(`${consoleUrl()}/alunos`);
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
        .toBe(`/${demo.accountCode}/admin/login`);
      await expect.poll(() => page.getByText('Academia Demo').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    });

    it('logs in with the sign-in card', async () => {
      await page.goto(consoleUrl());
      await page.getByLabel('E-mail').fill(demo.admin.email);
      await page.getByLabel('Senha').fill(demo.admin.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect
        .poll(() => page.getByText('Login realizado com sucesso!').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      // The side navigation of a gym with the users feature shows its Usuários section.
      await expect.poll(() => page.getByText('Usuários').first().isVisible(), { timeout: 30_000 }).toBe(true);
    });

    it('creates a student and lands on the student page', async () => {
      await page.goto(`${consoleUrl()}/alunos/new`);
      await field('Nome').fill('Helena');
      await field('Sobrenome').fill('Navegadora');
      await field('E-mail').fill('helena.navegadora@exemplo.com.br');
      await field('CPF').fill('52998224725');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => page.getByText('Perfil atualizado com sucesso').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
        .toMatch(/\/demo\/admin\/alunos\/[0-9a-f-]{36}$/);
      await expect.poll(() => page.getByText('helena.navegadora@exemplo.com.br').count()).toBeGreaterThan(0);
    });

    it('shows the server-side field error under the e-mail field', async () => {
      await page.goto(`${consoleUrl()}/alunos/new`);
      await field('Nome').fill('Duplicada');
      await field('Sobrenome').fill('Silva');
      await field('E-mail').fill('helena.navegadora@exemplo.com.br');
      await page.getByRole('button', { name: 'Salvar' }).click();
      // Under the field itself: the input is described by the helper text that holds the server's message.
      const helperText = async () => {
        const id = await field('E-mail').getAttribute('aria-describedby');
        return id ? page.locator(`[id="${id}"]`).textContent() : null;
      };
      await expect.poll(helperText, { timeout: 30_000 }).toContain('Este e-mail já está cadastrado nesta conta');
    });

    it('finds the student in the list by search', async () => {
      await page.goto(`${consoleUrl()}/alunos`);
      await expect.poll(() => page.getByText('Ana Souza').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await page.getByPlaceholder('Buscar por nome, e-mail, telefone ou CPF').fill('navegadora');
      await expect.poll(() => page.getByText('Ana Souza').count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => page.getByRole('link', { name: 'Helena Navegadora' }).count()).toBe(1);
    });

    it('edits the student and sees the change in the list', async () => {
      await page.getByRole('link', { name: 'Helena Navegadora' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/alunos\/[0-9a-f-]{36}$/);
      await page.goto(`${page.url()}/edit`);
      const lastName = field('Sobrenome');
      await expect.poll(() => lastName.inputValue(), { timeout: 30_000 }).toBe('Navegadora');
      await lastName.fill('Navegadora Editada');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => page.getByText('Perfil atualizado com sucesso').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await page.goto(`${consoleUrl()}/alunos`);
      await page.getByPlaceholder('Buscar por nome, e-mail, telefone ou CPF').fill('editada');
      await expect
        .poll(() => page.getByRole('link', { name: 'Helena Navegadora Editada' }).count(), { timeout: 30_000 })
        .toBe(1);
    });

    it("signs out from the profile menu after confirming 'Você deseja sair?'", async () => {
      const dialogs: string[] = [];
      page.once('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Perfil' }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
        .toBe(`/${demo.accountCode}/admin/login`);
      expect(dialogs).toEqual(['Você deseja sair?']);
      await page.goto(`${consoleUrl()}/alunos`);
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
        .toBe(`/${demo.accountCode}/admin/login`);
    });
  },
);

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Spec 000 section 5: the sign-in and sign-up cards check each field when it is left; an edit clears the error. */
describe.skipIf(skipReason !== null)(
  'sign-in and sign-up cards in Chromium: on-blur validation',
  { timeout: 180_000 },
  () => {
    let session: ConsoleSession;
    let page: Page;
    const count = (text: string) => page.getByText(text, { exact: true }).count();
    const seen = (text: string) => expect.poll(() => count(text), { timeout: 20_000 }).toBeGreaterThan(0);
    const gone = (text: string) => expect.poll(() => count(text), { timeout: 20_000 }).toBe(0);
    const leave = async (label: string, value: string) => {
      const field = page.getByLabel(label, { exact: true });
      await field.fill(value);
      await field.blur();
    };

    beforeAll(async () => {
      session = await openConsoleSession();
      page = session.page;
    });
    afterAll(async () => {
      await session?.close();
    });

    it('sign-in: e-mail and password checked on blur, the error cleared on edit', async () => {
      await page.goto(session.consoleUrl);
      await page.getByLabel('E-mail', { exact: true }).waitFor();
      await leave('E-mail', 'ana@exemplo');
      await seen('Digite um email válido');
      // Nothing is said about a field before it is left.
      expect(await count('Campo obrigatório')).toBe(0);
      await page.getByLabel('E-mail', { exact: true }).fill('ana@exemplo.c');
      await gone('Digite um email válido');
      await leave('Senha', '1234567');
      await seen('Digite uma senha com no minimo 8 caracteres');
      await leave('Senha', '');
      await seen('Campo obrigatório');
      await leave('E-mail', 'ana@exemplo.com.br');
      await leave('Senha', 'senha-segura');
      await gone('Campo obrigatório');
      await gone('Digite um email válido');
    });

    it('sign-up: the full name needs two words, then e-mail and password as on the sign-in card', async () => {
      await page.getByRole('button', { name: 'Não tem uma conta? Cadastre-se' }).click();
      await page.getByLabel('Nome completo', { exact: true }).waitFor();
      await seen('Ao se cadastrar, você aceita os termos de uso e a política de privacidade.');
      await leave('Nome completo', 'Ana');
      await seen('Digite nome e sobrenome');
      await page.getByLabel('Nome completo', { exact: true }).fill('Ana Souza');
      await gone('Digite nome e sobrenome');
      await page.getByLabel('Nome completo', { exact: true }).blur();
      expect(await count('Digite nome e sobrenome')).toBe(0);
      await leave('E-mail', 'ana@@exemplo.com');
      await seen('Digite um email válido');
      await leave('Senha', 'curta');
      await seen('Digite uma senha com no minimo 8 caracteres');
      // Entrar with errors left sends nothing and keeps the messages.
      await page.getByRole('button', { name: 'Entrar' }).click();
      await seen('Digite um email válido');
      await seen('Digite uma senha com no minimo 8 caracteres');
    });
  },
);

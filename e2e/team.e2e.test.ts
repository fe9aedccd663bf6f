import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMailer } from '../platform/src/mail/outboxMailer.ts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Equipe in Chromium: the owner invites a coach, who sets a password and signs in to the coach's menu. */
describe.skipIf(skipReason !== null)('team in Chromium', { timeout: 240_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  const seen = (text: string) =>
    expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const menu = () => page.getByRole('navigation', { name: 'Navegação principal' });

  beforeAll(async () => {
    session = await openConsoleSession();
    page = session.page;
    await signInAsDemoAdmin(page, session.consoleUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('lets the owner invite a coach from Equipe', async () => {
    await page.goto(`${session.consoleUrl}/users`);
    await page.getByLabel('Nome', { exact: true }).fill('Caio');
    await page.getByLabel('Sobrenome', { exact: true }).fill('Treinador');
    await page.getByLabel('E-mail', { exact: true }).fill('caio@demo.com.br');
    await page.getByRole('combobox', { name: 'Função', exact: true }).click();
    await page.getByRole('option', { name: 'Professor', exact: true }).click();
    await page.getByRole('button', { name: 'Convidar' }).click();
    await seen('Convite enviado com sucesso!');
    await seen('caio@demo.com.br');
    const row = page.getByRole('row').filter({ hasText: 'caio@demo.com.br' });
    await expect.poll(() => row.getByText('Professor', { exact: true }).count()).toBe(1);
  });

  it("lets the owner change a member's role (and not their own)", async () => {
    const role = page.getByRole('combobox', { name: 'Função de Caio Treinador' });
    await role.click();
    await page.getByRole('option', { name: 'Gerente', exact: true }).click();
    await seen('Função atualizada com sucesso!');
    await expect.poll(() => role.textContent()).toContain('Gerente');
    await role.click();
    await page.getByRole('option', { name: 'Professor', exact: true }).click();
    await expect.poll(() => role.textContent()).toContain('Professor');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Função de Admin Demo' }).getAttribute('aria-disabled'))
      .toBe('true');
  });

  it('lets the invited coach set a password from the e-mail and sign in to the coach menu', async () => {
    const mail = (session.server.services.mail as OutboxMailer).read().at(-1)!;
    expect(mail.to).toEqual(['caio@demo.com.br']);
    const link = /(http\S+\/password\/reset\?token=\S+)/.exec(mail.text ?? '')![1]!;
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-do-caio');
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill('senha-do-caio');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await seen('Senha alterada com sucesso!');
    await page.getByLabel('E-mail', { exact: true }).fill('caio@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('senha-do-caio');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await seen('Login realizado com sucesso!');
    await menu().waitFor();
    await seen('Caio Treinador');
    // The coach's menu: check-ins (with the coach entries), students; no finance, settings or team.
    await menu().getByText('Checkins', { exact: true }).first().click();
    await expect
      .poll(() => menu().getByText('Novo Checkin de Professor', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    await expect.poll(() => menu().getByText('Configurações', { exact: true }).count()).toBe(0);
    await expect.poll(() => menu().getByText('Financeiro', { exact: true }).count()).toBe(0);
    await menu().getByText('Usuários', { exact: true }).first().click();
    await expect.poll(() => menu().getByText('Equipe', { exact: true }).count()).toBe(0);
  });

  it('lets the coach record a class they gave and see it in the list', async () => {
    await page.goto(`${session.consoleUrl}/checkins/coach/new`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Professor' }).textContent(), { timeout: 30_000 })
      .toContain('Caio Treinador');
    await page.getByLabel('Data da aula', { exact: true }).fill('2026-11-24');
    await page.getByLabel('Horário', { exact: true }).fill('07:30');
    await page.getByLabel('Observações', { exact: true }).fill('Funcional das 7h');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await seen('Checkin de professor registrado com sucesso!');
    await page.waitForURL(`${session.consoleUrl}/checkins/coaches`);
    const row = page.getByRole('row').filter({ hasText: 'Funcional das 7h' });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.textContent()).toContain('24/11/2026');
    await expect.poll(() => row.textContent()).toContain('Caio Treinador');
  });

  it('lets the owner remove the coach after a confirmation: the coach is signed out and cannot sign in again', async () => {
    const coachToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(coachToken).toBeTruthy();
    await page.evaluate(() => localStorage.clear());
    await signInAsDemoAdmin(page, session.consoleUrl);
    await page.goto(`${session.consoleUrl}/users`);
    await seen('caio@demo.com.br');
    // Not yourself.
    await expect.poll(() => page.getByRole('button', { name: 'Remover Admin Demo' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remover Caio Treinador' }).click();
    await seen('Remover Caio Treinador da equipe? O acesso dele ao painel será revogado.');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await seen('caio@demo.com.br');
    await page.getByRole('button', { name: 'Remover Caio Treinador' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await seen('Membro removido da equipe com sucesso!');
    await expect.poll(() => page.getByText('caio@demo.com.br', { exact: true }).count()).toBe(0);

    // The coach's session in this browser is worthless now, and the password no longer signs in.
    const answer = await fetch(`${session.server.url}/demo/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${coachToken}` },
      body: JSON.stringify({ query: '{ account { id } }' }),
    }).then((r) => r.json());
    expect(answer.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await page.evaluate(() => localStorage.clear());
    await page.goto(session.consoleUrl);
    await page.getByLabel('E-mail', { exact: true }).fill('caio@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('senha-do-caio');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await seen('Houve um erro na sua solicitação.');
    await expect.poll(() => page.getByText('Login realizado com sucesso!').count()).toBe(0);
    await expect.poll(() => menu().count()).toBe(0);
  });
});

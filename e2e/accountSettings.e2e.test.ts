import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** The settings screen of a gym with the checkins feature, driven in real Chromium. */
describe.skipIf(skipReason !== null)('account settings in Chromium: a gym owner', { timeout: 240_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  const seen = (text: string) =>
    expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const tabs = () => page.getByRole('navigation', { name: 'Abas de configuração' }).getByRole('link');

  beforeAll(async () => {
    session = await openConsoleSession();
    page = session.page;
    await signInAsDemoAdmin(page, session.consoleUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows a gym owner the general tabs, checkins included; an unknown tab falls back to general', async () => {
    await page.goto(`${session.consoleUrl}/edit#nada`);
    await page.getByLabel('Nome', { exact: true }).waitFor();
    await expect
      .poll(() => tabs().allTextContents())
      .toEqual(['Geral', 'Envio de e-mails', 'Novos Cadastros', 'Checkins', 'Pagamentos', 'Faturamento']);
    await expect.poll(() => page.title()).toBe('demo/configuracoes - Geral');
  });

  it('saves the e-mail sender, Novos Cadastros and the booking rules with one Atualizar', async () => {
    await tabs().filter({ hasText: 'Envio de e-mails' }).click();
    await page.getByLabel('E-mail do remetente', { exact: true }).fill('contato@');
    await seen('Email inválido');
    await page.getByLabel('E-mail do remetente', { exact: true }).fill('contato@academiademo.com.br');
    await page.getByLabel('Nome do remetente', { exact: true }).fill('Academia Demo');
    await tabs().filter({ hasText: 'Novos Cadastros' }).click();
    await page.getByRole('combobox', { name: 'Status padrão dos novos cadastros' }).click();
    await page.getByRole('option', { name: 'Pendente', exact: true }).click();
    await tabs().filter({ hasText: 'Checkins' }).click();
    await page.getByRole('combobox', { name: 'Dias de antecedência para checkin' }).click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Atualizar' }).click();
    await seen('Conta atualizada com sucesso!');
    const { login } = await session.adminGql(
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
      { e: demo.admin.email, p: demo.admin.password },
    );
    const saved = await session.adminGql(
      '{ account { senderEmail senderName registerStatus } checkinSettings { daysAheadCheckin } }',
      {},
      login.token,
    );
    expect(saved).toEqual({
      account: { senderEmail: 'contato@academiademo.com.br', senderName: 'Academia Demo', registerStatus: 'pendente' },
      checkinSettings: { daysAheadCheckin: 3 },
    });
  });

  it('shows the points label in the console', async () => {
    await tabs().filter({ hasText: 'Geral' }).click();
    await page.getByLabel('Nome dos pontos', { exact: true }).fill('Moedas Fit');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Atualizar' }).click();
    await seen('Conta atualizada com sucesso!');
    const { login } = await session.adminGql(
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
      { e: demo.admin.email, p: demo.admin.password },
    );
    const { alunos } = await session.adminGql('{ alunos { list { id } } }', {}, login.token);
    await page.goto(`${session.consoleUrl}/alunos/${alunos.list[0].id}`);
    await expect.poll(() => page.getByRole('tab', { name: 'Moedas Fit' }).count(), { timeout: 30_000 }).toBe(1);
  });
});

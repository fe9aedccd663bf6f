import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import type { RunningServer } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';
import type { OutboxMailer } from '../platform/src/mail/outboxMailer.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** The student profile's pontos and inbox panels, driven in real Chromium against a real server. */
describe.skipIf(skipReason !== null)('console in Chromium: points and inbox of a student', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let page: Page;
  let session: ConsoleSession;
  let studentId: string;
  const consoleUrl = () => session.consoleUrl;
  const seen = (text: string) =>
    expect.poll(() => page.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);

  beforeAll(async () => {
    session = await openConsoleSession();
    ({ server, page } = session);
    const { login } = await session.adminGql(
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
      { e: demo.admin.email, p: demo.admin.password },
    );
    const saved = await session.adminGql(
      'mutation($input: UserInput!){ createOrUpdateUser(input: $input){ id } }',
      { input: { name: 'Paula', lastName: 'Pontos', email: 'paula.pontos@exemplo.com.br' } },
      login.token,
    );
    studentId = saved.createOrUpdateUser.id;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('logs in and opens the student profile', async () => {
    await signInAsDemoAdmin(page, consoleUrl());
    await page.goto(`${consoleUrl()}/alunos/${studentId}`);
    await seen('paula.pontos@exemplo.com.br');
  });

  it('adds and subtracts points and sees the balance, with the preview in the form', async () => {
    await page.getByRole('tab', { name: 'Pontos' }).click();
    await seen('Total de pontos: 0');
    await page.getByRole('button', { name: 'Nova operação' }).click();
    await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('50');
    await page.getByLabel('Observação').fill('Indicação de amiga');
    await seen('Novo saldo: 50 pontos');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await seen('Nova operação de pontos realizada com sucesso');
    await seen('Total de pontos: 50');
    await seen('Indicação de amiga');

    await page.getByRole('button', { name: 'Nova operação' }).click();
    await page.getByRole('combobox', { name: 'Operação' }).click();
    await page.getByRole('option', { name: 'Subtrair' }).click();
    await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('20');
    await seen('Novo saldo: 30 pontos');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await seen('Total de pontos: 30');
  });

  it('refuses a subtraction below zero with the server message under the value', async () => {
    await page.getByRole('button', { name: 'Nova operação' }).click();
    await page.getByRole('combobox', { name: 'Operação' }).click();
    await page.getByRole('option', { name: 'Subtrair' }).click();
    await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('31');
    await seen('Novo saldo: -1 pontos');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await seen('Erro ao realizar operação de pontos');
    await seen('Saldo de pontos insuficiente: o aluno tem 30 pontos');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await seen('Total de pontos: 30');
  });

  it('sends a message and a reply in the inbox', async () => {
    await page.getByRole('tab', { name: 'Caixa de Entrada' }).click();
    await seen('Não há mensagens na Caixa de Entrada deste usuário');
    await page.getByRole('button', { name: 'Nova mensagem' }).click();
    await page.getByLabel('Assunto', { exact: true }).fill('Boas-vindas');
    await page.getByLabel('Mensagem', { exact: true }).fill('Seja bem-vinda, Paula!');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await seen('Mensagem enviada com sucesso');
    await seen('Boas-vindas (1)');

    await page.getByText('Boas-vindas (1)').click();
    await seen('Seja bem-vinda, Paula!');
    await page.getByLabel('Resposta', { exact: true }).fill('ok');
    await page.getByRole('button', { name: 'Responder' }).click();
    await seen('Você precisa escrever uma mensagem para enviar');
    await page.getByLabel('Resposta', { exact: true }).fill('Qualquer dúvida, estamos aqui');
    await page.getByRole('button', { name: 'Responder' }).click();
    await seen('Qualquer dúvida, estamos aqui');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await seen('Boas-vindas (2)');
  });

  it("asks a new password after 'Tem certeza que quer solicitar uma nova senha para o e-mail do usuário?'", async () => {
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('link', { name: 'Solicitar nova senha' }).click();
    await seen('Uma nova senha foi enviada para o e-mail do usuário');
    expect(dialogs).toEqual(['Tem certeza que quer solicitar uma nova senha para o e-mail do usuário?']);
    const mail = (server.services.mail as OutboxMailer).read().at(-1);
    expect(mail?.to).toEqual(['paula.pontos@exemplo.com.br']);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import type { OutboxMailer } from '../platform/src/mail/outboxMailer.ts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Forgot password end to end in Chromium: the sign-in card's link, the mail outbox, the new password. */
describe.skipIf(skipReason !== null)('forgot password in Chromium', { timeout: 240_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  const seen = (text: string) =>
    expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);

  beforeAll(async () => {
    session = await openConsoleSession();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it("follows the sign-in card's link, mails a link, sets a new password and signs in with it", async () => {
    await page.goto(session.consoleUrl);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(`${session.consoleUrl}/password/new`);
    await page.getByLabel('E-mail', { exact: true }).fill(demo.admin.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await seen('Se este e-mail estiver cadastrado, enviamos um link para você criar uma nova senha.');

    const mail = (session.server.services.mail as OutboxMailer).read().at(-1)!;
    expect(mail.to).toEqual([demo.admin.email]);
    const link = /(http\S+\/password\/reset\?token=\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('Nova senha', { exact: true }).fill('curta');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await seen('Sua senha deve ter pelo menos 8 caracteres');
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-recuperada-1');
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill('senha-recuperada-1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await seen('Senha alterada com sucesso!');

    await page.getByLabel('E-mail', { exact: true }).fill(demo.admin.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-recuperada-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await seen('Login realizado com sucesso!');

    // The same link works once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link!);
    await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-1');
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill('outra-senha-1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await seen('Este link de recuperação é inválido ou expirou. Peça um novo.');
  });
});

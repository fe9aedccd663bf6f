import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuid } from '@gym/platform';
import { campaignMessages as m } from '@gym/contracts';
import { demo } from '@gym/app';
import type { RunningServer } from '@gym/app';
import { SAVE_STUDENT } from '../command-service/src/testing/testServer.testkit.ts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Mensagens Automáticas in real Chromium: a checkin campaign, then its delivery after a check-in event. */
describe.skipIf(skipReason !== null)('console in Chromium: automatic messages', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let page: Page;
  let session: ConsoleSession;
  const consoleUrl = () => session.consoleUrl;

  beforeAll(async () => {
    session = await openConsoleSession();
    ({ server, page } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('logs in', async () => {
    await signInAsDemoAdmin(page, consoleUrl());
  });

  it('opens the form with the spec defaults, masks the time, and hides segmentation, frequency and time for new_register', async () => {
    await page.goto(`${consoleUrl()}/campaigns/new`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).textContent()).toContain('Rascunho');
    await expect.poll(() => page.getByRole('combobox', { name: 'Gatilho' }).textContent()).toContain('Disparo único');
    await expect.poll(() => page.getByRole('combobox', { name: 'Frequência' }).textContent()).toContain('Uma vez');
    await expect.poll(() => page.getByRole('combobox', { name: 'Canal' }).textContent()).toContain('E-mail');
    // The custom-sender toggle starts off without a sender e-mail: its fields are hidden.
    await expect.poll(() => page.getByRole('textbox', { name: 'E-mail do remetente' }).count()).toBe(0);
    const time = page.getByRole('textbox', { name: 'Horário de envio' });
    await time.fill('0830');
    await expect.poll(() => time.inputValue()).toBe('08:30');
    await page.getByRole('combobox', { name: 'Gatilho' }).click();
    await page.getByRole('option', { name: 'Novo cadastro' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Segmentação' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('combobox', { name: 'Frequência' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('textbox', { name: 'Horário de envio' }).count()).toBe(0);
  });

  it('offers the catalogue plans by name for the plan segmentation', async () => {
    await page.goto(`${consoleUrl()}/plans/new`);
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Plano Ouro');
    await page.getByRole('textbox', { name: 'Valor (R$)' }).fill('99,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click(); // the no-programs confirmation
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/plans\/[0-9a-f-]{36}\/edit$/);

    await page.goto(`${consoleUrl()}/campaigns/new`);
    await page.getByRole('combobox', { name: 'Segmentação' }).click();
    await page.getByRole('option', { name: 'Plano' }).click();
    await page.getByRole('combobox', { name: 'Plano' }).click();
    await expect.poll(() => page.getByRole('option', { name: 'Plano Ouro' }).count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('creates an active checkin campaign and sees its delivery after a CheckinRecorded event', async () => {
    await page.goto(`${consoleUrl()}/campaigns/new`);
    // The spec's defaults and the two cards.
    await expect.poll(() => page.getByText('Mensagem', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Configurações', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Assunto', exact: true }).fill('Bom treino, {{nome}}!');
    await page.getByRole('textbox', { name: 'Conteúdo' }).click();
    await page.keyboard.type('Obrigado pela visita, {{nome}}.');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Ativo' }).click();
    await page.getByRole('combobox', { name: 'Gatilho' }).click();
    await page.getByRole('option', { name: 'Check-in' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText(m.saved).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${demo.accountCode}/admin/campaigns`);
    const row = page.locator('tr', { hasText: 'Bom treino, {{nome}}!' });
    await expect.poll(() => row.textContent()).toContain('Check-in');

    // A student checks in: the event is appended to the store, the relay and the engine do the rest.
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const v = localStorage.getItem(localStorage.key(i)!) ?? '';
        const match = /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(v);
        if (match) return match[0];
      }
      return null;
    });
    expect(token).not.toBeNull();
    const saved = (await fetch(`${server.url}/${demo.accountCode}/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: SAVE_STUDENT,
        variables: { input: { name: 'Caio', lastName: 'Checkin', email: 'caio@exemplo.com.br' } },
      }),
    }).then((r) => r.json())) as { data: { createOrUpdateUser: { id: string } } };
    const studentId = saved.data.createOrUpdateUser.id;
    const accountId = (await server.services.eventStore.readStream(`student-${studentId}`)).events[0]!.metadata
      .accountId as string;
    const checkinId = uuid();
    await server.services.eventStore.appendToStream(
      `checkin-${checkinId}`,
      [
        {
          id: uuid(),
          type: 'CheckinRecorded',
          metadata: { accountId },
          data: {
            accountId,
            checkinId,
            studentId,
            branchId: 'b',
            programId: 'p',
            programClassId: 'pc',
            classDate: '2026-11-23',
            startTime: '07:00',
            status: 'validated',
            forced: false,
            recordedAt: new Date().toISOString(),
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );

    await row.getByRole('link', { name: 'Envios' }).click();
    await expect
      .poll(
        async () => {
          // The log loads once per visit: look again until the engine has delivered.
          const seen = await page
            .getByText('Caio Checkin')
            .waitFor({ timeout: 3000 })
            .then(
              () => true,
              () => false,
            );
          if (!seen) await page.reload();
          return seen ? 1 : 0;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('caio@exemplo.com.br').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Enviado').count()).toBeGreaterThan(0);

    await page.goto(`${consoleUrl()}/campaigns/outbox`);
    await expect.poll(() => page.getByText('Bom treino, Caio!').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  });

  it('deletes the campaign after the browser confirmation', async () => {
    await page.goto(`${consoleUrl()}/campaigns`);
    const row = page.locator('tr', { hasText: 'Bom treino, {{nome}}!' });
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => asked).toBe(m.confirmDelete);
    await expect.poll(() => page.getByText(m.deleted).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => row.count()).toBe(0);
  });
});

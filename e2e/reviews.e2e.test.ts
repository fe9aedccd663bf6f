import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import type { RunningServer } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** The public review form (checkout-ui) in real Chromium: a visitor signs up, then reviews as a student. */
describe.skipIf(skipReason !== null)('review form in Chromium', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let page: Page;
  let session: ConsoleSession;
  const reviewUrl = () => `${server.url}/${demo.accountCode}/reviews?type=workout_group&id=w1`;
  const seen = (text: string) =>
    expect.poll(() => page.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);

  beforeAll(async () => {
    session = await openConsoleSession({}, { width: 800, height: 900 });
    ({ server, page } = session);
    const { eventStore } = server.services;
    const accountId = (
      await server.services.documents
        .collection<{ id: string; code: string }>('accounts')
        .find({ code: demo.accountCode })
    )[0]!.id;
    await eventStore.appendToStream(
      'reviewable-w1',
      [
        {
          id: 'listed-w1',
          type: 'ReviewableListed',
          data: {
            accountId,
            reviewableType: 'workout_group',
            reviewableId: 'w1',
            title: 'Treino de Pernas',
            cover: null,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await server.services.readModelsReached(await eventStore.headPosition());
  });

  afterAll(async () => {
    await session?.close();
  });

  it('shows a visitor the item and the sign-in card instead of the send button', async () => {
    await page.goto(reviewUrl());
    await seen('Treino de Pernas');
    await seen('Academia Demo');
    await expect.poll(() => page.getByRole('button', { name: 'Enviar avaliação' }).count()).toBe(0);
    await expect.poll(() => page.getByLabel('Senha', { exact: true }).count()).toBe(1);
  });

  it('signs up through the sign-up card and reviews as the logged-in student', async () => {
    await page.getByRole('button', { name: 'Não tem conta? Cadastre-se' }).click();
    await page.getByLabel('Nome completo').fill('Vera Avaliadora');
    await page.getByLabel('E-mail').fill('vera.avaliadora@exemplo.com.br');
    await page.getByLabel('Crie uma senha').fill('senha-da-vera');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await seen('Você está logado como Vera Avaliadora');
    await seen('Como você avalia o treino?');

    await page.getByRole('radio', { name: '5 - Excelente' }).click();
    await seen('Excelente');
    // Longer input is ignored: the box keeps 140 characters.
    await page.getByLabel('Comentário').fill('Ótimo! '.repeat(30));
    expect((await page.getByLabel('Comentário').inputValue()).length).toBe(140);
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();

    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 30_000 })
      .toBe(`/${demo.accountCode}/reviews`);
    await seen('Avaliação realizada com sucesso!');
    await expect.poll(() => page.getByLabel('Nota da conta').textContent()).toBe('★ 5,0');
  });
});

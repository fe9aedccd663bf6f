import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** A 1×1 PNG, so the card really renders an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const VIDEO = Buffer.alloc(300 * 1024, 7);

/** The exercise library as a trainer uses it: real server, real SQLite files and uploads on disk, real Chromium. */
describe.skipIf(skipReason !== null)(
  'console in Chromium: an exercise with uploaded video and image, seen in the library',
  { timeout: 180_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    const consoleUrl = () => session.consoleUrl;
    const seen = (text: string) =>
      expect.poll(() => page.getByText(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);

    beforeAll(async () => {
      session = await openConsoleSession();
      ({ page } = session);
    });
    afterAll(async () => {
      await session?.close();
    });

    it("refuses to save an exercise without a name with the spec's message", async () => {
      await signInAsDemoAdmin(page, consoleUrl());
      await page.goto(`${consoleUrl()}/exercises/new`);
      await page.getByRole('button', { name: 'Salvar & continuar' }).click();
      await seen('Para salvar um exercício, você precisa preencher o nome');
      await seen('Nome é obrigatório.');
    });

    it('refuses a file type the image zone does not accept', async () => {
      await page
        .getByTestId('exercise-image')
        .locator('input[type=file]')
        .setInputFiles({ name: 'foto.webp', mimeType: 'image/webp', buffer: PNG });
      await seen('Esse formato de arquivo não é aceito');
    });

    it('uploads a video and an image with their progress, saves, and moves to the edit address', async () => {
      await seen('Clique para selecionar ou arraste seu vídeo aqui.');
      await page
        .getByTestId('exercise-video')
        .locator('input[type=file]')
        .setInputFiles({ name: 'remada.mp4', mimeType: 'video/mp4', buffer: VIDEO });
      await seen('Vídeo enviado com sucesso!');
      await page
        .getByTestId('exercise-image')
        .locator('input[type=file]')
        .setInputFiles({ name: 'remada.png', mimeType: 'image/png', buffer: PNG });
      await seen('Imagem enviada com sucesso!');
      await page.getByLabel('Nome do Exercício').fill('Remada E2E');
      await page.getByLabel('Descrição/Instruções').fill('Puxe a barra até o abdômen.');
      await page.getByLabel('Habilitar para recordes').check();
      await page.getByRole('button', { name: 'Salvar & continuar' }).click();
      await seen('Ao habilitar para recordes, você precisa escolher um tipo');
      await page.getByLabel('Tipo de exercício').click();
      await page.getByRole('option', { name: 'Carga' }).click();
      await page.getByRole('button', { name: 'Salvar & continuar' }).click();
      await seen('Seu exercício foi salvo com sucesso!');
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/demo\/admin\/exercises\/[0-9a-f-]{36}\/edit$/);
    });

    it('shows the exercise with its image and video in the library, the files served back', async () => {
      await page.goto(`${consoleUrl()}/exercises`);
      await seen('Abdominal infra'); // the starter library, first by name
      await seen('Carregar mais exercícios');
      await page.getByPlaceholder('Pesquisar exercícios...').fill('remada e2e');
      await expect.poll(() => page.getByTestId('exercise-card').count()).toBe(1);
      const image = page.getByTestId('exercise-card').locator('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
      const imageUrl = await image.getAttribute('src');
      await page.getByTestId('exercise-card').click();
      const videoUrl = await page.getByTestId('exercise-preview').locator('video').getAttribute('src');
      await seen('Puxe a barra até o abdômen.');
      const servedImage = await fetch(imageUrl!);
      expect([servedImage.status, servedImage.headers.get('content-type')]).toEqual([200, 'image/png']);
      const servedVideo = await fetch(videoUrl!, { headers: { Range: 'bytes=0-99' } });
      expect([servedVideo.status, servedVideo.headers.get('content-range')]).toEqual([
        206,
        `bytes 0-99/${VIDEO.length}`,
      ]);
    });
  },
);

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMessages, participationMessages } from '@gym/contracts';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/**
 * A small test video made in the page itself: 2 s of coloured noise from a canvas, recorded as WebM with
 * MediaRecorder (noise, so that a captured JPEG frame is far above the 10,000-character empty-frame rule).
 */
async function recordTestVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d')!;
    const draw = () => {
      const image = ctx.createImageData(320, 180);
      for (let i = 0; i < image.data.length; i += 4) {
        image.data[i] = Math.random() * 255;
        image.data[i + 1] = Math.random() * 255;
        image.data[i + 2] = 128;
        image.data[i + 3] = 255;
      }
      ctx.putImageData(image, 0, 0);
    };
    draw();
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    const timer = setInterval(draw, 100);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    clearInterval(timer);
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

describe.skipIf(skipReason !== null)(
  'console in Chromium: a course with modules, lessons, a dragged module and a video-frame cover',
  { timeout: 300_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    const consoleUrl = () => session.consoleUrl;
    const seen = (text: string) =>
      expect.poll(() => page.getByText(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const modules = () => page.getByTestId('module-card');
    const moduleTitles = () =>
      modules().evaluateAll((cards) =>
        cards.map((c) => (c.querySelector('input') as HTMLInputElement | null)?.value ?? ''),
      );
    const unit = (module: Locator, n: number) => module.getByTestId('unit-card').nth(n);

    beforeAll(async () => {
      session = await openConsoleSession();
      ({ page } = session);
    });
    afterAll(async () => {
      await session?.close();
    });

    it('creates a category: the required name, the toast and the edit address', async () => {
      await signInAsDemoAdmin(page, consoleUrl());
      await page.goto(`${consoleUrl()}/course-categories`);
      await seen('Bem-estar'); // the demo gym's category
      await page.getByRole('link', { name: courseMessages.createCategory }).click();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await seen(courseMessages.categoryNameRequired);
      await seen(courseMessages.required);
      await page.locator('#category-name').fill('Mobilidade');
      await page.locator('#category-description').fill('Soltar o corpo');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await seen(courseMessages.categorySaved);
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toMatch(/\/demo\/admin\/course-categories\/[0-9a-f-]{36}\/edit$/);
      await page.goto(`${consoleUrl()}/course-categories`);
      await expect.poll(() => page.getByTestId('category-row').count(), { timeout: 20_000 }).toBe(2);
      await seen('Mobilidade');
    });

    it('creates a course with two modules and three lessons, drags a module, picks a video frame as cover, and reloads it intact', async () => {
      await page.goto(`${consoleUrl()}/courses/new`);
      await page.locator('#course-title').fill('Mobilidade E2E');
      await page.locator('#course-description').fill('Quatro semanas para soltar o corpo.');
      await page.locator('#course-category').click();
      await page.getByRole('option', { name: 'Mobilidade' }).click();
      await page.getByLabel('Rascunho').check();

      // Módulo 1 starts with 'Nova aula'
      await expect.poll(moduleTitles).toEqual(['Módulo 1']);
      const first = modules().nth(0);
      await unit(first, 0).getByLabel('Descrição *').fill('Aquecimento de dez minutos.');
      const video = await recordTestVideo(page);
      await unit(first, 0)
        .getByTestId('unit-video')
        .locator('input[type=file]')
        .setInputFiles({ name: 'aula.webm', mimeType: 'video/webm', buffer: video });
      await seen('Vídeo enviado com sucesso!');

      // the frame picker: move the slider 0.5 s, capture, use
      await unit(first, 0).getByRole('button', { name: courseMessages.framePickerTitle }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(courseMessages.framePickerTitle).waitFor();
      await expect
        .poll(() => dialog.getByTestId('frame-video').evaluate((v: HTMLVideoElement) => v.readyState), {
          timeout: 20_000,
        })
        .toBeGreaterThanOrEqual(2);
      await dialog.getByRole('slider').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => dialog.getByText('0.5 s').count()).toBe(1);
      await page.waitForTimeout(500);
      await dialog.getByRole('button', { name: courseMessages.capture }).click();
      await dialog.getByTestId('frame-preview').waitFor();
      const frameLength = await dialog.getByTestId('frame-preview').evaluate((img: HTMLImageElement) => img.src.length);
      expect(frameLength).toBeGreaterThan(10_000);
      expect(await dialog.getByTestId('frame-preview').evaluate((img: HTMLImageElement) => img.src.slice(0, 23))).toBe(
        'data:image/jpeg;base64,',
      );
      await dialog.getByRole('button', { name: courseMessages.useFrame }).click();
      await seen(courseMessages.videoCoverSaved);

      // a second lesson in Módulo 1, then Módulo 2 with its 'Nova aula'
      await first.getByText('Adicionar nova aula').click();
      await unit(first, 1).getByLabel('Título da aula').fill('Alongamento');
      await unit(first, 1).getByLabel('Descrição *').fill('Alongue cada grupo.');
      await first.getByText('Adicionar novo módulo').click();
      await expect.poll(moduleTitles).toEqual(['Módulo 1', 'Módulo 2']);
      await unit(modules().nth(1), 0).getByLabel('Descrição *').fill('Respiração guiada.');

      // drag Módulo 2 above Módulo 1: press, hold past the 200 ms delay, move, release
      const handle = modules().nth(1).getByTestId('module-handle');
      const target = modules().nth(0).getByTestId('module-handle');
      const from = (await handle.boundingBox())!;
      const to = (await target.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(350);
      for (let i = 1; i <= 10; i++)
        await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y - 20) * i) / 10 + from.height / 2);
      await page.mouse.up();
      await expect.poll(moduleTitles).toEqual(['Módulo 2', 'Módulo 1']);

      await page.getByRole('button', { name: 'Salvar' }).click();
      await seen(courseMessages.courseSaved);
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/demo\/admin\/courses\/[0-9a-f-]{36}\/$/);

      await page.reload();
      await expect.poll(moduleTitles).toEqual(['Módulo 2', 'Módulo 1']);
      await expect.poll(() => page.locator('#course-title').inputValue()).toBe('Mobilidade E2E');
      await expect.poll(() => page.getByTestId('unit-card').count()).toBe(3);
      const titles = await page
        .getByLabel('Título da aula')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      expect(titles).toEqual(['Nova aula', 'Nova aula', 'Alongamento']);
      // the frame is the lesson's cover, served back from units/covers
      await modules().nth(1).getByRole('button', { name: 'Expandir aula' }).first().click();
      const cover = unit(modules().nth(1), 0).getByTestId('unit-cover').locator('img');
      await expect.poll(() => cover.getAttribute('src')).toMatch(/\/units\/covers\/.+\.jpg$/);
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
      await expect.poll(() => page.getByLabel('Ativo').isChecked()).toBe(true);
    });

    it('reports only the invalid lesson while the rest is saved', async () => {
      const second = modules().nth(1); // Módulo 1
      await second.getByText('Adicionar nova aula').click();
      await unit(second, 2).getByLabel('Título da aula').fill('Aula sem descrição');
      await second.getByText('Adicionar nova aula').click();
      await unit(second, 3).getByLabel('Título da aula').fill('Aula boa');
      await unit(second, 3).getByLabel('Descrição *').fill('Esta tem descrição.');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await seen(courseMessages.unitErrors('Aula sem descrição'));
      await expect.poll(() => page.getByText(courseMessages.unitErrors('Aula boa')).count()).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: 'Salvar' }).isEnabled()).toBe(true);

      await page.reload();
      await expect.poll(() => page.getByTestId('unit-card').count(), { timeout: 20_000 }).toBe(4);
      const titles = await page
        .getByLabel('Título da aula')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      expect(titles).toContain('Aula boa');
      expect(titles).not.toContain('Aula sem descrição');
    });

    it('lists the course with its counts and asks before deleting it', async () => {
      await page.goto(`${consoleUrl()}/courses`);
      const row = page.getByTestId('course-row').filter({ hasText: 'Mobilidade E2E' });
      await expect.poll(() => page.getByTestId('course-row').count()).toBe(2); // with the demo gym's course
      await expect.poll(() => row.getByTestId('modules-count').textContent()).toBe('2');
      await expect.poll(() => row.getByTestId('units-count').textContent()).toBe('4');
      // 'Estilo Netflix' of the account's courses: a clicked card shows its details; a mode clears it
      await page.getByRole('button', { name: 'Preview Estilo Netflix' }).click();
      const preview = page.getByTestId('mobile-preview');
      await expect.poll(() => preview.getByTestId('preview-card').count()).toBe(2);
      await seen('Com capa: 0% · Com pôster: 0% · Com ambos: 0%');
      await preview.getByTestId('preview-card').filter({ hasText: 'Mobilidade E2E' }).click();
      await expect
        .poll(() => preview.getByTestId('preview-selected').textContent())
        .toContain('Quatro semanas para soltar o corpo.');
      await preview.getByRole('button', { name: 'Somente Pôster (2:3)' }).click();
      await expect.poll(() => preview.getByTestId('preview-selected').count()).toBe(0);
      const frameWidth = await preview
        .locator('div')
        .filter({ has: page.getByTestId('preview-card') })
        .last()
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(frameWidth).toBeLessThanOrEqual(375);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('mobile-preview').count()).toBe(0);
      await row.getByRole('button', { name: 'Excluir curso' }).click();
      await seen(courseMessages.confirmDeleteCourse);
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await expect.poll(() => page.getByTestId('course-row').count()).toBe(2);
      await row.getByRole('button', { name: 'Excluir curso' }).click();
      await page.getByRole('button', { name: 'Excluir', exact: true }).click();
      await expect.poll(() => page.getByTestId('course-row').count()).toBe(1);
      await seen('Mobilidade em casa');
    });
    it('lets a member send a participation that the staff approve and answer in the console, and the member sees the answer', async () => {
      const base = `${session.server.url}/${demo.accountCode}`;
      const call = async (endpoint: string, query: string, variables: object = {}, token?: string) => {
        const response = await fetch(`${base}${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        return ((await response.json()) as { data: any }).data;
      };
      const staff = (
        await call('/graphql', 'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }', {
          e: demo.admin.email,
          p: demo.admin.password,
        })
      ).login.token;
      const courses = (
        await call('/admin/graphql', '{ courses { title courseModules { units { id title } } } }', {}, staff)
      ).courses as { title: string; courseModules: { units: { id: string; title: string }[] }[] }[];
      const unitId = courses
        .find((c) => c.title === 'Mobilidade em casa')!
        .courseModules.flatMap((m) => m.units)
        .find((u) => u.title === 'Mobilidade de quadril')!.id;
      const paula = (
        await call(
          '/graphql',
          'mutation { signUp(name:"Paula", lastName:"Participa", email:"paula@ex.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }',
        )
      ).signUp;
      const member = paula.token as string;
      // Courses open to members with a live plan (issue 25): Paula buys one giving no program ('Todos').
      const plan = (
        await call(
          '/admin/graphql',
          'mutation { createOrUpdatePlan(input: { name: "Plano da Paula", value: 10000 }) { plan { id } } }',
          {},
          staff,
        )
      ).createOrUpdatePlan.plan.id;
      await call(
        '/admin/graphql',
        'mutation($u: ID!, $p: ID!) { createOrUpdatePlanToUser(userId: $u, planId: $p, paymentMethod: "pix", status: "active") { id } }',
        { u: paula.id, p: plan },
        staff,
      );
      const presigned = (
        await call(
          '/graphql',
          'mutation { requestPresignedUpload(filename: "quadril.webm", contentType: "video/webm", folder: "participations/videos") { presignedUpload { url fileUrl } } }',
          {},
          member,
        )
      ).requestPresignedUpload.presignedUpload;
      const put = await fetch(presigned.url, {
        method: 'PUT',
        headers: { 'content-type': 'video/webm' },
        body: Buffer.alloc(4096, 1),
      });
      expect(put.status).toBeLessThan(300);
      const sent = await call(
        '/graphql',
        'mutation($u: ID!, $f: String!) { submitParticipation(unitId: $u, mediaType: "video", mediaUrl: $f, comment: "Fiz a sequência") { participation { status } } }',
        { u: unitId, f: presigned.fileUrl },
        member,
      );
      expect(sent.submitParticipation.participation.status).toBe('pending');

      await page.goto(`${consoleUrl()}/participations`);
      const row = page.getByTestId('participation-row').filter({ hasText: 'Paula Participa' });
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.textContent()).toContain('Mobilidade de quadril');
      await row.getByRole('button', { name: 'Aprovar' }).click();
      await seen(participationMessages.approved);
      await expect.poll(() => page.getByTestId('participation-row').count()).toBe(0); // the filter shows pending ones
      await page.getByLabel('Status').click();
      await page.getByRole('option', { name: 'Aprovadas' }).click();
      await expect.poll(() => row.count()).toBe(1);
      await row.getByRole('button', { name: 'Comentar' }).click();
      await page.locator('#participation-comment').fill('Ótima execução!');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await seen(participationMessages.commented);
      await expect.poll(() => row.textContent()).toContain('Ótima execução!');

      const mine = (await call('/graphql', '{ myParticipations { status staffComment } }', {}, member))
        .myParticipations;
      expect(mine).toEqual([{ status: 'approved', staffComment: 'Ótima execução!' }]);
    });
    it("shows a new gym's empty course, category and participation lists with their messages", async () => {
      const base = session.server.url;
      const post = async (endpoint: string, query: string, variables: object = {}, token?: string) => {
        const response = await fetch(`${base}${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data: any; errors?: unknown };
      };
      const operator = (
        await post('/alderaan/graphql', 'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }', {
          e: demo.operator.email,
          p: demo.operator.password,
        })
      ).data.login.token;
      const created = await post(
        '/alderaan/graphql',
        'mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { id } } }',
        {
          input: {
            name: 'Academia Vazia',
            code: 'academia-vazia',
            // With courses (info-products): the server refuses them to an account without it (issue 35).
            features: ['dashboard', 'reviews', 'users', 'treinos', 'social', 'communication', 'info-products'],
            owner: { name: 'Vera', lastName: 'Vazia', email: 'vera@vazia.com.br', password: 'senha-da-vera' },
          },
        },
        operator,
      );
      expect(created.errors).toBeUndefined();
      const other = await session.browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
      other.setDefaultTimeout(30_000);
      const consoleB = `${base}/academia-vazia/admin`;
      await other.goto(consoleB);
      await other.getByLabel('E-mail').fill('vera@vazia.com.br');
      await other.getByLabel('Senha').fill('senha-da-vera');
      await other.getByRole('button', { name: 'Entrar' }).click();
      await other.getByText('Login realizado com sucesso!').first().waitFor();
      const shows = (text: string) =>
        expect.poll(() => other.getByText(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await other.goto(`${consoleB}/course-categories`);
      await shows(courseMessages.categoriesEmpty);
      await shows(courseMessages.createCategory);
      await other.goto(`${consoleB}/courses`);
      await shows('Você não criou nenhum curso ainda');
      await other.goto(`${consoleB}/participations`);
      await shows(participationMessages.empty);
      await other.context().close();
    });
  },
);

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_FILIAL, SAVE_PROGRAM } from '../command-service/src/checkins/gqlDocs.testkit.ts';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The uploads the existing screens gained: a plan's cover (folder images), a student's photo (avatars). */
describe.skipIf(skipReason !== null)(
  'console in Chromium: a plan cover and a student avatar uploaded',
  { timeout: 180_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    let token: string;
    let programId: string;
    const seen = (text: string) =>
      expect.poll(() => page.getByText(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);

    beforeAll(async () => {
      session = await openConsoleSession();
      ({ page } = session);
      token = (
        await session.adminGql(
          `mutation { login(email: "${demo.admin.email}", password: "${demo.admin.password}") { token } }`,
        )
      ).login.token;
      const filialId = (await session.adminGql(SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } }, token))
        .createOrUpdateFilial.filial.id;
      programId = (await session.adminGql(SAVE_PROGRAM, { input: { name: 'Musculação E2E', filialId } }, token))
        .createOrUpdateProgram.program.id;
    });
    afterAll(async () => {
      await session?.close();
    });

    it('uploads a plan cover and saves it with the program chosen in the programs card', async () => {
      await signInAsDemoAdmin(page, session.consoleUrl);
      await page.goto(`${session.consoleUrl}/plans/new`);
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Plano com capa');
      await seen('Clique para selecionar ou arraste sua imagem aqui.');
      await page
        .getByTestId('plan-cover')
        .locator('input[type=file]')
        .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
      await seen('Imagem enviada com sucesso!');
      await page.getByLabel('Programas').click();
      await page.getByRole('option', { name: 'Musculação E2E' }).click();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await seen('Plano salvo com sucesso!');
      const planId = /\/plans\/([0-9a-f-]{36})\/edit$/.exec(new URL(page.url()).pathname)?.[1];
      const plan = (
        await session.adminGql('query($id: ID!) { plan(id: $id) { coverUrl programIds } }', { id: planId }, token)
      ).plan;
      expect(plan.programIds).toEqual([programId]);
      expect(plan.coverUrl).toMatch(
        new RegExp(`^${session.server.url}/demo/files/[0-9a-f-]{36}/images/[0-9a-f-]{36}-capa\\.png$`),
      );
      const served = await fetch(plan.coverUrl);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    });

    it("uploads a student's photo into avatars and saves it on the profile", async () => {
      const studentId = (await session.adminGql('{ alunos(search: "Ana Souza") { list { id } } }', {}, token)).alunos
        .list[0].id;
      await page.goto(`${session.consoleUrl}/alunos/${studentId}/edit`);
      await page
        .getByTestId('student-avatar')
        .locator('input[type=file]')
        .setInputFiles({ name: 'ana.png', mimeType: 'image/png', buffer: PNG });
      await seen('Imagem enviada com sucesso!');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await seen('Perfil atualizado com sucesso');
      const student = (
        await session.adminGql('query($id: ID!) { aluno(id: $id) { avatarUrl } }', { id: studentId }, token)
      ).aluno;
      expect(student.avatarUrl).toMatch(/\/demo\/files\/[0-9a-f-]{36}\/avatars\/[0-9a-f-]{36}-ana\.png$/);
      expect((await fetch(student.avatarUrl)).status).toBe(200);
    });
  },
);

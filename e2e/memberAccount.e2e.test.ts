import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { seedBillingDemo } from '@gym/command-service';
import { getAccountByCode } from '@gym/projection-service';
import { browserUnavailableReason } from './browser.testkit.ts';
import { newConsolePage, openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';
import { openAppTab } from './memberAppNav.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const MEMBER = `/${demo.accountCode}/graphql`;
const EMAIL = 'duda.reis@app.com.br';
/** A 1×1 PNG: the member's new photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The member's own account in the app at 375 px (issue 25 item 2): a member with an overdue card payment pays it
 * in the app with a new card and the console's Cobrança shows it recovered; the member changes their phone and
 * photo in Perfil and the console's student reads them.
 */
describe.skipIf(skipReason !== null)(
  'member app: plan, payments and profile in Chromium at 375 px',
  {
    timeout: 240_000,
  },
  () => {
    let session: ConsoleSession;
    let app: Page;
    let desk: Page;
    let studentId: string;
    const noOverflow = async () =>
      expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    beforeAll(async () => {
      session = await openConsoleSession({ chargeRun: false }, { width: 375, height: 800 });
      app = session.page;
      desk = await newConsolePage(session.browser);
      const response = await fetch(`${session.server.url}${MEMBER}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { signUp(name:"Duda", lastName:"Reis", email:"${EMAIL}", password:"segredo123", passwordConfirmation:"segredo123") { id } }`,
        }),
      });
      studentId = ((await response.json()) as { data: { signUp: { id: string } } }).data.signUp.id;
      // Her 'Plano Trimestral' on a card the sandbox declines, charged today: overdue, as the demo's Bruno Lima.
      const account = await getAccountByCode(session.server.services.documents, demo.accountCode);
      if (!(await seedBillingDemo(session.server.services, account!.id, EMAIL))) throw new Error('not seeded');
    });
    afterAll(async () => {
      await session?.close();
    });

    it('pays the overdue payment in the app with a new card; the console shows it recovered', async () => {
      await signInAsDemoAdmin(desk, session.consoleUrl);
      await desk.goto(`${session.consoleUrl}/cobranca`);
      await expect.poll(() => desk.getByTestId('overdue-row').count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => desk.getByTestId('overdue-row').textContent()).toContain('Duda Reis');

      await app.goto(`${session.server.url}/${demo.accountCode}/app/`);
      await app.getByLabel('E-mail').fill(EMAIL);
      await app.getByLabel('Senha').fill('segredo123');
      await app.getByRole('button', { name: 'Entrar' }).click();
      await app.getByRole('heading', { name: 'Olá, Duda!' }).waitFor();
      await openAppTab(app, 'Plano');
      await app.getByRole('heading', { name: 'Plano Trimestral' }).waitFor();
      await app.getByText('Você tem R$ 89,90 em atraso.').waitFor();
      await expect.poll(() => app.getByText('Cartão Visa final 9995', { exact: true }).count()).toBe(1);
      await expect.poll(() => app.getByText('Em atraso', { exact: true }).count()).toBe(1);
      await expect.poll(() => app.getByText('Em aberto', { exact: true }).count()).toBe(2);
      // dd/MM/yyyy dates.
      await expect
        .poll(() => app.getByRole('list', { name: 'Pagamentos' }).textContent())
        .toMatch(/\d{2}\/\d{2}\/\d{4}R\$ 89,90/);
      await noOverflow();

      await app.getByRole('button', { name: 'Pagar com outro cartão' }).click();
      await app.getByLabel('Número do cartão').fill('4111111111111111');
      await expect.poll(() => app.getByLabel('Número do cartão').inputValue()).toBe('4111 1111 1111 1111');
      await app.getByLabel('Nome impresso no cartão').fill('DUDA REIS');
      await app.getByLabel('Validade (MM/AA)').fill('1239');
      await app.getByLabel('CVV').fill('123');
      await app.getByRole('button', { name: 'Pagar R$ 89,90' }).click();
      await app.getByText('Pagamento aprovado! Obrigado.').waitFor({ timeout: 30_000 });
      await expect.poll(() => app.getByText('Pago', { exact: true }).count()).toBe(1);
      await expect.poll(() => app.getByText('Cartão Visa final 1111', { exact: true }).count()).toBe(1);
      await noOverflow();

      await desk.reload();
      await expect.poll(() => desk.getByText('Nenhum pagamento em atraso.').count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => desk.getByTestId('recovery-amount').textContent()).toBe('R$ 89,90');
    });

    it('changes the phone (masked) and the photo in Perfil; the console reads them', async () => {
      await openAppTab(app, 'Perfil');
      const form = app.getByRole('form', { name: 'Meus dados' });
      await form.waitFor();
      await form.getByLabel('Telefone').fill('11987654321');
      await expect.poll(() => form.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
      await form.getByTestId('photo-input').setInputFiles({ name: 'duda.png', mimeType: 'image/png', buffer: PNG });
      await form.getByTestId('avatar').waitFor({ timeout: 30_000 });
      // A file of another type is refused before any upload, with the spec's words.
      await form
        .getByTestId('photo-input')
        .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await form.getByText('Esse formato de arquivo não é aceito').waitFor();
      await form.getByRole('button', { name: 'Atualizar dados' }).click();
      await form.getByText('Perfil atualizado com sucesso').waitFor();
      await noOverflow();

      const { login } = await session.adminGql(
        `mutation { login(email: "${demo.admin.email}", password: "${demo.admin.password}") { token } }`,
      );
      const { aluno } = await session.adminGql(
        'query($id: ID!) { aluno(id: $id) { phone avatarUrl } }',
        { id: studentId },
        login.token,
      );
      expect(aluno.phone).toBe('11987654321');
      expect(aluno.avatarUrl).toMatch(/\/demo\/files\/.+\/avatars\/.+duda\.png$/);
      const photo = await fetch(aluno.avatarUrl);
      expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/png']);
      // The console's student page shows the new phone.
      await desk.goto(`${session.consoleUrl}/alunos/${studentId}/show`);
      await expect.poll(() => desk.getByText('(11) 98765-4321').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    });
    it("reads the gym's post, comments on it, and reviews a class attended, in Mural", async () => {
      const { login } = await session.adminGql(
        `mutation { login(email: "${demo.admin.email}", password: "${demo.admin.password}") { token } }`,
      );
      const admin = login.token as string;
      await session.adminGql('mutation { createPost(text: "Aulão de sábado às 9h!") { id } }', {}, admin);
      const branch = await session.adminGql(
        'mutation($i: FilialInput!) { createOrUpdateFilial(input: $i) { filial { id } } }',
        { i: { name: 'Unidade Online', filialType: 'online' } },
        admin,
      );
      const program = await session.adminGql(
        'mutation($i: ProgramInput!) { createOrUpdateProgram(input: $i) { program { id } } }',
        { i: { name: 'Pilates', filialId: branch.createOrUpdateFilial.filial.id } },
        admin,
      );
      // Every day at 23:58, no limit: bookable at any hour of the test.
      const input = {
        programId: program.createOrUpdateProgram.program.id,
        startTime: '23:58',
        endTime: '23:59',
        limit: null,
        weekDays: [0, 1, 2, 3, 4, 5, 6],
      };
      const created = await session.adminGql(
        'mutation($i: ProgramClassInput!) { createOrUpdateProgramClass(input: $i) { programClass { id } } }',
        { i: input },
        admin,
      );
      const member = async (query: string, variables: object, token?: string) => {
        const response = await fetch(`${session.server.url}${MEMBER}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        return ((await response.json()) as { data: any }).data;
      };
      const mine = (await member(`mutation { login(email: "${EMAIL}", password: "segredo123") { token } }`, {})).login
        .token as string;
      const booked = await member(
        'mutation($c: ID!) { createOrUpdateCheckin(programClassId: $c) { status } }',
        { c: created.createOrUpdateProgramClass.programClass.id },
        mine,
      );
      expect(booked.createOrUpdateCheckin.status).toBe('validated');

      await app.reload();
      await openAppTab(app, 'Mural');
      const post = app.locator('article.post').filter({ hasText: 'Aulão de sábado às 9h!' });
      await post.waitFor({ timeout: 30_000 });
      await post.getByRole('button', { name: 'Ver comentários' }).click();
      await post.getByText('0 comentários').waitFor();
      await post.getByLabel('Escreva um comentário').fill('Estarei lá!');
      await post.getByRole('button', { name: 'Comentar' }).click();
      await post.getByText('Estarei lá!').waitFor();
      await post.getByText('1 comentário', { exact: true }).waitFor();

      const review = app.getByRole('form', { name: 'Nota: Pilates' });
      await review.getByRole('button', { name: 'Enviar avaliação' }).click();
      await review.getByText('Para avaliar, você precisa preencher todos os campos').waitFor();
      await review.getByRole('radio', { name: '5 estrelas' }).click();
      await review.getByLabel('Comentário (opcional)').fill('Ótima aula');
      await review.getByRole('button', { name: 'Enviar avaliação' }).click();
      await review.getByText('Avaliação realizada com sucesso!').waitFor();
      await noOverflow();
      await app.screenshot({ path: path.join(tmpdir(), 'member-app-mural-375.png'), fullPage: true });
      const { accountRating } = await member('{ accountRating { weightedRating reviews } }', {});
      expect(accountRating).toEqual({ weightedRating: 5, reviews: 1 });
    });
    it('pays an overdue payment with Pix in the app: the QR code, the copy-and-paste code, the confirmation', async () => {
      const signUp = await fetch(`${session.server.url}${MEMBER}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation { signUp(name:"Eva", lastName:"Prado", email:"eva.prado@app.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id } }',
        }),
      });
      expect(signUp.status).toBe(200);
      const account = await getAccountByCode(session.server.services.documents, demo.accountCode);
      if (!(await seedBillingDemo(session.server.services, account!.id, 'eva.prado@app.com.br')))
        throw new Error('not seeded');
      await app.getByRole('button', { name: 'Sair' }).click();
      await app.getByLabel('E-mail').fill('eva.prado@app.com.br');
      await app.getByLabel('Senha').fill('segredo123');
      await app.getByRole('button', { name: 'Entrar' }).click();
      await app.getByRole('heading', { name: 'Olá, Eva!' }).waitFor();
      await openAppTab(app, 'Plano');
      await app.getByText('Você tem R$ 89,90 em atraso.').waitFor();
      await app.getByRole('button', { name: 'Pagar com Pix' }).click();
      const qr = app.getByAltText('QR Code do Pix');
      await qr.waitFor();
      await expect.poll(() => qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await expect
        .poll(() => app.getByLabel('Pix copia e cola').inputValue())
        .toMatch(/^000201.*540589\.90.*6304[0-9A-F]{4}$/);
      await app.getByText('Aguardando a confirmação do Pix...').waitFor();
      await noOverflow();
      // The sandbox confirms the Pix a few seconds after it was opened (the payer's bank app).
      await app.getByText('Pix recebido! Obrigado.').waitFor({ timeout: 30_000 });
      await expect.poll(() => app.getByText('Pago', { exact: true }).count()).toBe(1);
      await expect.poll(() => app.getByText('Em atraso', { exact: true }).count()).toBe(0);
    });
  },
);

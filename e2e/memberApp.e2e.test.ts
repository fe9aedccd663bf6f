import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { givePlan } from './entitlement.testkit.ts';
import { newConsolePage, openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';
import { checkinMessages } from '@gym/contracts';
import { qrCheckinMessages } from '@gym/contracts/memberApp/qrCheckin';
import { openAppTab } from './memberAppNav.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const MEMBER = `/${demo.accountCode}/graphql`;
const SAVE_FILIAL = 'mutation($i: FilialInput!) { createOrUpdateFilial(input: $i) { filial { id } } }';
const SAVE_PROGRAM = 'mutation($i: ProgramInput!) { createOrUpdateProgram(input: $i) { program { id } } }';
const SAVE_CLASS = 'mutation($i: ProgramClassInput!) { createOrUpdateProgramClass(input: $i) { programClass { id } } }';

/** Today in São Paulo, as the server and the app count it. */
const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const tomorrowOf = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The gym's public page and the member app at 375 px in real Chromium: a visitor finds the gym, signs up
 * in the app, joins the waitlist of a full class and is promoted when a place frees up, books another
 * day, and opens the app offline after a first visit. The class runs every day at 23:58, so the booking
 * window is open at any hour of the test (as in checkins.e2e.test.ts).
 */
describe.skipIf(skipReason !== null)('member app and public page in Chromium at 375 px', { timeout: 240_000 }, () => {
  let page: Page;
  let session: ConsoleSession;
  let classId: string;
  let bia: { id: string; token: string };
  let admin: string;
  const base = () => `${session.server.url}/${demo.accountCode}`;
  const seen = (text: string | RegExp) =>
    expect.poll(() => page.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const member = async (query: string, variables: object, token?: string) => {
    const response = await fetch(`${session.server.url}${MEMBER}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: any }).data;
  };
  const noOverflow = async () => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  };

  beforeAll(async () => {
    session = await openConsoleSession({}, { width: 375, height: 740 });
    ({ page } = session);
    const login = await session.adminGql('mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }', {
      e: demo.admin.email,
      p: demo.admin.password,
    });
    admin = login.login.token as string;
    const place = {
      name: 'Unidade Paulista',
      filialType: 'place',
      street: 'Av. Paulista',
      number: '1000',
      city: 'São Paulo',
      state: 'SP',
    };
    const branchId = (await session.adminGql(SAVE_FILIAL, { i: place }, admin)).createOrUpdateFilial.filial.id;
    const programId = (await session.adminGql(SAVE_PROGRAM, { i: { name: 'Cross', filialId: branchId } }, admin))
      .createOrUpdateProgram.program.id;
    const input = { programId, startTime: '23:58', endTime: '23:59', limit: 1, weekDays: [0, 1, 2, 3, 4, 5, 6] };
    classId = (await session.adminGql(SAVE_CLASS, { i: input }, admin)).createOrUpdateProgramClass.programClass.id;
    // The class the QR code checks into at the desk (no limit, every day).
    const desk = { programId, startTime: '23:50', endTime: '23:57', limit: null, weekDays: [0, 1, 2, 3, 4, 5, 6] };
    await session.adminGql(SAVE_CLASS, { i: desk }, admin);
    bia = (
      await member(
        'mutation { signUp(name:"Bia", lastName:"Souza", email:"bia@app.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }',
        {},
      )
    ).signUp;
    await givePlan(session, admin, 'bia@app.com.br');
    const booked = await member(
      'mutation($c: ID!, $d: String) { createOrUpdateCheckin(programClassId: $c, classDate: $d) { status } }',
      { c: classId, d: saoPauloToday() },
      bia.token,
    );
    expect(booked.createOrUpdateCheckin.status).toBe('validated');
  });

  afterAll(async () => {
    await session?.close();
  });

  it("shows the gym's public page with its branch, week and plans, linking to the app", async () => {
    await page.goto(base());
    await page.getByRole('heading', { name: 'Academia Demo', level: 1 }).waitFor();
    await seen('Av. Paulista, 1000 · São Paulo/SP');
    await seen('23:58–23:59');
    await seen('Plano Mensal');
    await expect.poll(() => page.getByRole('link', { name: 'Assinar' }).count()).toBeGreaterThan(0);
    await noOverflow();
    await page.getByRole('link', { name: 'Entrar no app' }).click();
    await page.waitForURL(`${base()}/app/`);
  });

  it('signs a new member up in the app, with the cards’ validation first', async () => {
    await page.getByRole('button', { name: 'Ainda não tem conta? Cadastre-se' }).click();
    await page.getByLabel('Nome').fill('Ana');
    await page.getByLabel('E-mail').fill('ana@app.com.br');
    await page.getByLabel('Senha').fill('segredo123');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await seen('Digite nome e sobrenome');
    await page.getByLabel('Nome').fill('Ana Lima');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await seen('Nenhuma aula agendada.');
    await noOverflow();
    // The desk sells Ana a plan (issue 34): the next tests book with it.
    await givePlan(session, admin, 'ana@app.com.br');
  });

  it("fits the bottom menu at 375 px: four main tabs and 'Mais' opening the rest, by keyboard too", async () => {
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const tabs = menu.getByRole('button');
    await expect.poll(() => tabs.allTextContents()).toEqual(['Início', 'Aulas', 'Treinos', 'Check-in', 'Mais']);
    // Nothing scrolls sideways and no label wraps: the bar is one row, each button one line high.
    const bar = await menu.evaluate((nav) => ({
      scroll: nav.scrollWidth,
      width: nav.clientWidth,
      heights: [...nav.querySelectorAll('button')].map((b) => b.getBoundingClientRect().height),
      lineHeights: [...nav.querySelectorAll('button')].map((b) => {
        const range = document.createRange();
        range.selectNodeContents(b);
        return range.getClientRects().length;
      }),
    }));
    expect(bar.scroll).toBeLessThanOrEqual(bar.width);
    expect(bar.width).toBeLessThanOrEqual(375);
    expect(new Set(bar.heights).size).toBe(1);
    expect(bar.lineHeights).toEqual([1, 1, 1, 1, 1]);
    await expect.poll(() => menu.getByRole('button', { name: 'Início' }).getAttribute('aria-current')).toBe('page');
    const more = menu.getByRole('button', { name: 'Mais', exact: true });
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
    // By keyboard: Enter opens it with the focus on its first entry, Escape closes it back onto 'Mais'.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true');
    const panel = menu.getByRole('group', { name: 'Mais' });
    await expect
      .poll(() => panel.getByRole('button').allTextContents())
      .toEqual(['Cursos', 'Histórico', 'Plano', 'Mural', 'Perfil']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cursos');
    await noOverflow();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mais');
    // Choosing an entry opens its tab, closes the panel and marks 'Mais' and the entry as the current place.
    await openAppTab(page, 'Histórico');
    await page.getByRole('heading', { name: 'Histórico', level: 1 }).waitFor();
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => more.getAttribute('class')).toContain('current');
    await expect.poll(() => menu.getByRole('button', { name: 'Início' }).getAttribute('aria-current')).toBeNull();
    await more.click();
    await expect.poll(() => panel.getByRole('button', { name: 'Histórico' }).getAttribute('aria-current')).toBe('page');
    // A tap outside closes it.
    await page.getByRole('heading', { name: 'Histórico', level: 1 }).click();
    await expect.poll(() => panel.count()).toBe(0);
    await openAppTab(page, 'Início');
    await expect.poll(() => more.getAttribute('class')).not.toContain('current');
  });

  it('joins the waitlist of the full class and is promoted when a place frees up', async () => {
    await openAppTab(page, 'Aulas');
    const today = page.getByTestId(`class-${classId}:${saoPauloToday()}`);
    await today.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await expect.poll(() => today.getByText('Na lista de espera').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await noOverflow();
    const history = await member('{ getUserCheckinHistory { list { id status date } } }', {}, bia.token);
    const mine = history.getUserCheckinHistory.list.find((c: { status: string }) => c.status === 'validated');
    const cancelled = await member(
      'mutation($id: ID!) { deleteCheckin(id: $id) { status } }',
      { id: mine.id },
      bia.token,
    );
    expect(cancelled.deleteCheckin).toBeTruthy();
    await openAppTab(page, 'Histórico');
    await openAppTab(page, 'Início');
    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await expect.poll(() => page.getByTestId('next-class').textContent(), { timeout: 30_000 }).toContain('Cross');
    await openAppTab(page, 'Histórico');
    await seen('Confirmado');
  });

  it("books tomorrow's class and cancels it", async () => {
    await openAppTab(page, 'Aulas');
    const tomorrow = page.getByTestId(`class-${classId}:${tomorrowOf(saoPauloToday())}`);
    await tomorrow.getByRole('button', { name: 'Agendar' }).click();
    await expect.poll(() => tomorrow.getByText('Agendada').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await tomorrow.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => tomorrow.getByRole('button', { name: 'Agendar' }).count(), { timeout: 30_000 }).toBe(1);
  });

  it("shows a QR code that the console's check-in screen accepts once and refuses replayed", async () => {
    await openAppTab(page, 'Check-in');
    const qr = page.getByRole('img', { name: 'QR code de check-in' });
    await qr.waitFor();
    const token = await qr.getAttribute('data-token');
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    await expect.poll(() => qr.locator('svg path').count()).toBe(1);
    await noOverflow();
    const desk = await newConsolePage(session.browser);
    try {
      await signInAsDemoAdmin(desk, session.consoleUrl);
      const scan = async () => {
        await desk.goto(`${session.consoleUrl}/checkins/new`);
        await desk.getByRole('button', { name: 'QR code do app' }).click();
        await desk.getByLabel('Código do QR code').fill(token!);
        for (const [label, option] of [
          ['Filial', 'Unidade Paulista'],
          ['Programa', 'Cross'],
          ['Horário', /23:50 - 23:57/],
        ] as const) {
          await desk.getByRole('combobox', { name: label }).click();
          await desk.getByRole('option', { name: option }).click();
        }
        await desk.getByRole('button', { name: 'Fazer checkin' }).click();
      };
      await scan();
      await expect.poll(() => desk.getByText(checkinMessages.success).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await desk.waitForURL(/\/checkins\/?$/);
      await expect.poll(() => desk.getByText('Ana Lima').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await scan();
      await expect.poll(() => desk.getByText(qrCheckinMessages.used).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      // /admin/app: the address to share, its QR code, and Ana (the one member who opened the app) this month.
      await desk.goto(`${session.consoleUrl}/app`);
      await expect.poll(() => desk.getByTestId('app-signed-in').textContent(), { timeout: 30_000 }).toBe('1');
      await expect.poll(() => desk.getByTestId('app-address').textContent()).toBe(`${base()}/app/`);
      expect(
        await desk.getByRole('img', { name: 'QR code do endereço do aplicativo' }).locator('svg path').count(),
      ).toBe(1);
    } finally {
      await desk.close();
    }
  });

  it('opens offline after a first visit, with the last schedule saved', async () => {
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
        timeout: 30_000,
      })
      .toBe('activated');
    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
      await seen('Sem conexão: mostrando os últimos horários salvos.');
      await openAppTab(page, 'Aulas');
      await seen('23:58–23:59');
    } finally {
      await page.context().setOffline(false);
    }
  });

  it("reads the gym's message on Início and answers it", async () => {
    const sent = await session.adminGql(
      'mutation { createMessage(to: "ana@app.com.br", subject: "Bem-vinda à academia", body: "Sua avaliação física é sexta.") { id } }',
      {},
      admin,
    );
    expect(sent.createMessage.id).toBeTruthy();
    await page.reload();
    await openAppTab(page, 'Início');
    await page.getByRole('button', { name: 'Bem-vinda à academia' }).click();
    await seen('Sua avaliação física é sexta.');
    await page.getByRole('textbox', { name: 'Responder' }).fill('Combinado, obrigada!');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await seen('Combinado, obrigada!');
    await noOverflow();
  });

  it('changes the password in Perfil, refusing a wrong current one', async () => {
    await page.reload();
    await openAppTab(page, 'Perfil');
    await seen('ana@app.com.br');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('meus-dados.json');
    await page.getByLabel('Senha atual').fill('errada123');
    await page.getByLabel('Nova senha').fill('novaSenha123');
    await page.getByLabel('Confirme a senha').fill('novaSenha123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await seen('Senha atual incorreta');
    await page.getByLabel('Senha atual').fill('segredo123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await seen('Senha alterada com sucesso!');
    await noOverflow();
    const login = await member(
      'mutation { login(email: "ana@app.com.br", password: "novaSenha123", source: "app") { token } }',
      {},
    );
    expect(login.login.token).toBeTruthy();
  });
});

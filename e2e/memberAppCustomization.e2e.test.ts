import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** A 1×1 PNG, so the banner really renders an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const RED = 'rgb(198, 40, 40)';

/** dd/MM/yyyy of today + days in São Paulo, as the server decides a banner's period. */
const brDay = (days: number) => {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return iso.split('-').reverse().join('/');
};

/**
 * Issue 25 at 375 px in real Chromium: the owner changes the app's colours and home blocks in
 * /admin/app/customize (the phone preview follows as they type) and adds a banner in /admin/banners; the
 * member app's home shows the banner in the gym's colour, the manifest's theme colour follows, and the
 * unread messages count goes to zero when the member reads them.
 */
describe.skipIf(skipReason !== null)(
  'member app customisation and banners in Chromium at 375 px',
  { timeout: 240_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    const seen = (text: string | RegExp) =>
      expect.poll(() => page.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const noOverflow = async () => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    };
    const background = (selector: string) =>
      page.evaluate((s) => getComputedStyle(document.querySelector(s)!).backgroundColor, selector);

    beforeAll(async () => {
      session = await openConsoleSession({}, { width: 375, height: 740 });
      ({ page } = session);
      await signInAsDemoAdmin(page, session.consoleUrl);
    });
    afterAll(() => session?.close());

    it('changes the colours and hides the points block, with the phone preview following before saving', async () => {
      await page.goto(`${session.consoleUrl}/app/customize`);
      await page.getByRole('heading', { name: 'Blocos da tela inicial' }).waitFor();
      await seen('Prévia no celular');
      await page.locator('#app-color-primary').fill('#zz');
      await seen('Cor inválida: use o formato #RRGGBB');
      await expect.poll(() => page.getByRole('button', { name: 'Salvar personalização' }).isDisabled()).toBe(true);
      await page.locator('#app-color-primary').fill('#C62828');
      await expect.poll(() => background('[data-testid=preview-header]')).toBe(RED);
      await page.getByRole('checkbox', { name: 'Pontos' }).uncheck();
      await page.getByRole('button', { name: 'Salvar personalização' }).click();
      await seen('Personalização do aplicativo salva com sucesso!');
      await noOverflow();
    });

    it('adds a banner with an uploaded image and a period, shown as on air', async () => {
      await page.goto(`${session.consoleUrl}/banners`);
      const row = page.getByTestId('banner-row');
      // The demo's seeded banner is listed first.
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.first().innerText()).toContain('Aula experimental grátis');
      await page.getByRole('button', { name: 'Novo banner' }).click();
      await page
        .getByTestId('banner-image')
        .locator('input[type=file]')
        .setInputFiles({ name: 'verao.png', mimeType: 'image/png', buffer: PNG });
      await seen('Imagem enviada com sucesso!');
      await page.getByLabel('Título (opcional)').fill('Promoção de Verão');
      await page.getByLabel('Início').fill(brDay(-1));
      await page.getByLabel('Fim').fill(brDay(-2));
      await seen('A data final deve ser igual ou posterior à data inicial');
      await page.getByLabel('Fim').fill(brDay(30));
      await page.getByRole('button', { name: 'Salvar banner' }).click();
      await seen('Banner salvo com sucesso!');
      await expect.poll(() => row.count()).toBe(2);
      const added = row.filter({ hasText: 'Promoção de Verão' });
      await expect.poll(() => added.innerText()).toContain('No ar');
      await expect.poll(() => added.innerText()).toContain(`${brDay(-1)} – ${brDay(30)}`);
      // Moved above the demo's banner: first on the app's home.
      await added.getByRole('button', { name: 'Mover para cima' }).click();
      await expect.poll(() => row.first().innerText()).toContain('Promoção de Verão');
      await noOverflow();
    });

    it("shows the banner and the gym's colour on the member app's home, without the points", async () => {
      const signUp = await fetch(`${session.server.url}/${demo.accountCode}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation { signUp(name:"Lia", lastName:"Cores", email:"lia@cores.com.br", password:"segredo123", passwordConfirmation:"segredo123") { token } }',
        }),
      });
      const token = ((await signUp.json()) as { data: { signUp: { token: string } } }).data.signUp.token;
      const admin = await session.adminGql('mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }', {
        e: demo.admin.email,
        p: demo.admin.password,
      });
      await session.adminGql(
        'mutation { createMessage(to: "lia@cores.com.br", subject: "Bem-vinda", body: "Sua primeira aula é amanhã.") { id } }',
        {},
        admin.login.token,
      );
      const app = `${session.server.url}/${demo.accountCode}/app/`;
      await page.goto(app);
      await page.evaluate((t) => localStorage.setItem('memberApp.demo.token', t), token);
      await page.goto(app);
      await page.getByRole('heading', { name: 'Olá, Lia!' }).waitFor();
      const banner = page.getByRole('img', { name: 'Promoção de Verão' });
      await banner.waitFor();
      // In the gym's order: the moved banner first, then the demo's.
      expect(
        await page.getByTestId('banner').evaluateAll((items) => items.map((li) => li.querySelector('img')?.alt)),
      ).toEqual(['Promoção de Verão', 'Aula experimental grátis']);
      expect(await banner.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
      expect(await background('header.top')).toBe(RED);
      await expect.poll(() => page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#C62828');
      await expect.poll(() => page.getByRole('heading', { name: 'Pontos' }).count()).toBe(0);
      await seen('Próxima aula');
      await noOverflow();
      const manifest = (await (await fetch(`${app}manifest.webmanifest`)).json()) as { theme_color: string };
      expect(manifest.theme_color).toBe('#C62828');
    });

    it('shows the unread messages count and zero once the member marks them read', async () => {
      await expect
        .poll(() => page.getByTestId('unread').innerText(), { timeout: 30_000 })
        .toBe('Você tem 1 mensagem nova.');
      await page.getByRole('button', { name: 'Marcar como lidas' }).click();
      await expect.poll(() => page.getByTestId('unread').innerText()).toBe('Nenhuma mensagem nova.');
      await page.reload();
      await expect
        .poll(() => page.getByTestId('unread').innerText(), { timeout: 30_000 })
        .toBe('Nenhuma mensagem nova.');
    });
  },
);

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason, launchChromium } from './browser.testkit.ts';
import { newConsolePage, signInAsDemoAdmin } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A free port: the only variable this suite sets, since 3000 (the default) may be taken on a shared host or CI runner. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A valid CPF nobody in the demo gym has: nine random digits and their two check digits. */
function freshCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/**
 * Issue 35: the product as a new user meets it. `npm start`'s server (app/src/main.ts, after the UI build
 * `npm test` makes) with no PUBLIC_URL, no HOST, nothing but a fresh DATA_DIR and a free PORT, opened at
 * the address it prints; in Chromium an upload, a purchase with the sandbox card and a member's sign-up.
 */
describe.skipIf(skipReason !== null)(
  'a default start (npm start, nothing set) in Chromium',
  { timeout: 300_000 },
  () => {
    let child: ChildProcess;
    let browser: Browser;
    let page: Page;
    let base: string;
    let checkoutAddress: string;
    let output = '';
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gym-default-start-'));
    const blocked: string[] = [];
    const seen = (p: Page, text: string | RegExp) =>
      expect.poll(() => p.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);

    beforeAll(async () => {
      const port = await freePort();
      // The README's environment: none of the product's variables, only what a shell has.
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PORT: String(port),
      };
      child = spawn(path.resolve('node_modules/.bin/tsx'), ['app/src/main.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      // Ready when it prints its banner (after the demo gym's seed), as a person would wait for it.
      const deadline = Date.now() + 240_000;
      while (!/Checkout público da academia demo: (\S+)/.test(output)) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`npm start's server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      checkoutAddress = /Checkout público da academia demo: (\S+)/.exec(output)![1]!;
      base = /Plataforma pronta em (\S+)/.exec(output)![1]!;
      // The address it prints is one a browser may use (not 0.0.0.0).
      if (base !== `http://localhost:${port}`) throw new Error(`printed address ${base}`);
      browser = await launchChromium();
      page = await newConsolePage(browser);
      // A refused request (the CSP's connect-src) shows only in the console: collected, then asserted empty.
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to connect/i.test(message.text())) blocked.push(message.text());
      });
    }, 300_000);
    afterAll(async () => {
      await browser?.close();
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("uploads an exercise's image in the console and shows it from the server's files", async () => {
      await signInAsDemoAdmin(page, `${base}/${demo.accountCode}/admin`);
      await page.goto(`${base}/${demo.accountCode}/admin/exercises/new`);
      await seen(page, 'Clique para selecionar ou arraste sua imagem aqui.');
      await page
        .getByTestId('exercise-image')
        .locator('input[type=file]')
        .setInputFiles({ name: 'agachamento.png', mimeType: 'image/png', buffer: PNG });
      await seen(page, 'Imagem enviada com sucesso!');
      expect(blocked).toEqual([]);
      await page.getByLabel('Nome do Exercício').fill('Agachamento do primeiro dia');
      await page.getByLabel('Descrição/Instruções').fill('Desça até 90 graus.');
      await page.getByRole('button', { name: 'Salvar & continuar' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toMatch(/\/exercises\/[^/]+\/edit$/);
      // The saved image is served at the address the browser uses, and it loads.
      const image = page.getByTestId('exercise-image').locator('img').first();
      await expect
        .poll(() => image.getAttribute('src'), { timeout: 30_000 })
        .toMatch(new RegExp(`^${base}/${demo.accountCode}/files/`));
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
        .toBe(1);
      expect(blocked).toEqual([]);
    });

    it('buys a plan on the printed checkout address with the sandbox card 4111 1111 1111 1111', async () => {
      const buyer = await newConsolePage(browser);
      await buyer.goto(`${checkoutAddress.replace(/\?.*$/, '')}?variant=A`);
      const dropdown = buyer.getByLabel('Escolha seu plano');
      await expect.poll(() => dropdown.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
      await dropdown.selectOption({ index: 1 });
      await buyer.getByLabel('Nome', { exact: true }).fill('Paula');
      await buyer.getByLabel('Sobrenome').fill('Primeira');
      await buyer.getByLabel('E-mail').fill('paula.primeira@exemplo.com.br');
      await buyer.getByLabel('CPF').fill(freshCpf());
      await buyer.getByLabel('Telefone').fill('11987654321');
      await buyer.getByLabel('Gênero').selectOption('Feminino');
      await buyer.getByRole('button', { name: 'Continuar' }).first().click();
      await buyer.getByLabel('Número do cartão').fill('4111111111111111');
      await buyer.getByLabel('Nome no cartão').fill('PAULA PRIMEIRA');
      await buyer.getByLabel('Validade').fill('1239');
      await buyer.getByLabel('CVV').fill('123');
      await buyer.getByRole('button', { name: 'Finalizar compra' }).click();
      await seen(buyer, 'Parabéns!');
      await buyer.close();
    });

    it("signs a member up on the console's card and lands in the member app with a welcome", async () => {
      const member = await browser.newPage({ viewport: { width: 375, height: 800 }, locale: 'pt-BR' });
      member.setDefaultTimeout(30_000);
      await member.goto(`${base}/${demo.accountCode}/admin`);
      await member.getByRole('button', { name: 'Não tem uma conta? Cadastre-se' }).click();
      await member.getByLabel('Nome completo', { exact: true }).fill('Marina Nova');
      await member.getByLabel('E-mail').fill('marina.nova@exemplo.com.br');
      await member.getByLabel('Senha').fill('senha-da-marina');
      await member.getByRole('button', { name: 'Entrar' }).click();
      await expect.poll(() => new URL(member.url()).pathname, { timeout: 30_000 }).toBe(`/${demo.accountCode}/app/`);
      await seen(member, 'Cadastro realizado com sucesso! Bem-vindo(a) ao app da academia.');
      await expect.poll(() => member.getByText('Você não tem permissão para acessar este recurso.').count()).toBe(0);
      await member.close();
    });
  },
);

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const unreachable = 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.';

/** Issue 35: the first hour of a gym in Chromium, with the postal-code service unreachable. */
describe.skipIf(skipReason !== null)('the first hour in the console (issue 35)', { timeout: 300_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  const count = (text: string) => () => page.getByText(text, { exact: true }).count();
  const seen = (text: string) => expect.poll(count(text), { timeout: 30_000 }).toBeGreaterThan(0);
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  beforeAll(async () => {
    // Nothing listens on port 9: the lookup fails as when the service is down.
    session = await openConsoleSession({ zipcodeServiceUrl: 'http://127.0.0.1:9' });
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('signs a gym up as Academia (Personal by default), saying a too long name and an unreachable CEP service', async () => {
    await page.goto(`${session.server.url}/cadastro`);
    const fullName = page.getByLabel('Nome completo', { exact: true });
    await fullName.fill(`Academia ${'x'.repeat(300)}`);
    await page.getByLabel('E-mail', { exact: true }).fill('forca@exemplo.com.br');
    await page.getByLabel('Telefone', { exact: true }).fill('11987654321');
    await page.getByLabel('Senha', { exact: true }).fill('senha-forte-1');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await seen('Use no máximo 100 caracteres no nome e 100 no sobrenome');
    await fullName.fill('Academia Força Total');
    await page.getByRole('button', { name: 'Próximo' }).click();
    const accountType = page.getByRole('combobox', { name: 'Tipo de conta' });
    await expect.poll(() => accountType.textContent(), { timeout: 30_000 }).toBe('Personal');
    await choose('Tipo de conta', 'Academia');
    await choose('Área de atuação', 'Academia');
    await choose('Especialidade', 'Musculação');
    await choose('Tipo de atuação', 'Presencial');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByLabel('CPF', { exact: true }).fill('52998224725');
    await page.getByLabel('CEP', { exact: true }).fill('01310100');
    await seen(unreachable);
    await page.getByLabel('Rua', { exact: true }).fill('Avenida Paulista');
    await page.getByLabel('Número', { exact: true }).fill('1000');
    await page.getByLabel('Bairro', { exact: true }).fill('Bela Vista');
    await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
    await choose('Estado', 'SP');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(`${session.server.url}/academia-forca-total/admin**`, { timeout: 30_000 });
    // A gym's navigation: the Filiais section, not a personal trainer's single 'Local de Atuação'.
    await seen('Filiais');
    await expect.poll(count('Local de Atuação')).toBe(0);
  });

  it("shows the demo gym's Cursos; an empty name says 'Campo obrigatório' and the toast stays off Atualizar", async () => {
    await page.evaluate(() => localStorage.clear());
    await signInAsDemoAdmin(page, session.consoleUrl);
    await seen('Cursos');
    await page.goto(`${session.consoleUrl}/edit#general`);
    const panel = page.getByRole('tabpanel');
    const name = panel.getByLabel('Nome', { exact: true });
    await expect.poll(() => name.inputValue(), { timeout: 30_000 }).toBe('Academia Demo');
    await name.fill('');
    await expect.poll(() => panel.getByText('Campo obrigatório', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    const update = panel.getByRole('button', { name: 'Atualizar' });
    await update.click();
    const toast = page.getByText('Sua conta não pode ser salva sem um nome', { exact: true });
    await expect.poll(() => toast.count(), { timeout: 30_000 }).toBe(1);
    // Never under the field: only in the toast, which sits at the top, clear of the button.
    await expect.poll(() => panel.getByText('Sua conta não pode ser salva sem um nome').count()).toBe(0);
    const [toastBox, buttonBox] = [await toast.boundingBox(), await update.boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThan(buttonBox!.y);
    await page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => toast.count(), { timeout: 30_000 }).toBe(0);
  });

  it('refuses a half-typed phone and CEP in Faturamento and says when the CEP service is unreachable', async () => {
    await page.goto(`${session.consoleUrl}/edit#billing`);
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Telefone de suporte', { exact: true }).fill('1198');
    await expect
      .poll(() => panel.getByText('Número de telefone inválido', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    const cep = panel.getByLabel('CEP', { exact: true });
    await cep.fill('0131');
    await expect.poll(() => panel.getByText('CEP inválido', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await cep.fill('01310100');
    await cep.blur();
    await seen(unreachable);
  });
});

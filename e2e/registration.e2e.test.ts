import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Spec 000's public wizard in real Chromium: a new gym signs itself up and lands in its empty console. */
describe.skipIf(skipReason !== null)('registration wizard in Chromium', { timeout: 240_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  let viaCep: Server;
  let base: string;
  const seen = (text: string) =>
    expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  beforeAll(async () => {
    // A local server speaking ViaCEP's JSON stands in for the postal-code service.
    viaCep = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        }),
      );
    });
    await new Promise<void>((resolve) => viaCep.listen(0, '127.0.0.1', () => resolve()));
    session = await openConsoleSession({
      zipcodeServiceUrl: `http://127.0.0.1:${(viaCep.address() as AddressInfo).port}`,
    });
    page = session.page;
    base = session.server.url;
  });

  afterAll(async () => {
    await session?.close();
    viaCep?.close();
  });

  it('sends a visitor who enters step 3 first back to step 1, and shows the wizard messages', async () => {
    await page.goto(`${base}/cadastro?step=3`);
    await page.getByLabel('Nome completo', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('1');
    await page.getByLabel('Nome completo', { exact: true }).fill('Rita');
    await page.getByLabel('E-mail', { exact: true }).fill('rita@');
    await page.getByLabel('Telefone', { exact: true }).fill('1199');
    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await seen('Você precisa preencher Nome e Sobrenome');
    await seen('Email inválido');
    await seen('Número de telefone inválido');
    await seen('Sua senha deve ter pelo menos 8 caracteres');
  });

  it('goes through the three steps, back and forth, and creates the account', async () => {
    await page.getByLabel('Nome completo', { exact: true }).fill('Rita Fontes Lima');
    await page.getByLabel('E-mail', { exact: true }).fill('rita@exemplo.com.br');
    await page.getByLabel('Telefone', { exact: true }).fill('11987654321');
    await expect.poll(() => page.getByLabel('Telefone', { exact: true }).inputValue()).toBe('(11) 98765-4321');
    await page.getByLabel('Senha', { exact: true }).fill('senha-da-rita');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.getByRole('combobox', { name: 'Área de atuação' }).waitFor();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await seen('Selecione uma categoria');
    await choose('Área de atuação', 'Studio');
    await choose('Especialidade', 'Pilates');
    await choose('Tipo de atuação', 'Presencial e Online');
    await page.getByLabel('CREF', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await seen('CREF inválido');
    await page.getByLabel('CREF', { exact: true }).fill('123456-G/SP');

    // Back to step 1 keeps what was typed; forward again.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect.poll(() => page.getByLabel('Nome completo', { exact: true }).inputValue()).toBe('Rita Fontes Lima');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(() => page.getByLabel('CREF', { exact: true }).inputValue()).toBe('123456-G/SP');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.getByLabel('CPF', { exact: true }).fill('52998224725');
    await expect.poll(() => page.getByLabel('CPF', { exact: true }).inputValue()).toBe('529.982.247-25');
    await page.getByLabel('CEP', { exact: true }).fill('01310100');
    // The lookup at 8 digits fills street, neighbourhood, city and state.
    await expect
      .poll(() => page.getByLabel('Rua', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe('Avenida Paulista');
    await expect.poll(() => page.getByLabel('Bairro', { exact: true }).inputValue()).toBe('Bela Vista');
    await expect.poll(() => page.getByLabel('Cidade', { exact: true }).inputValue()).toBe('São Paulo');
    await page.getByLabel('Número', { exact: true }).fill('1500');
    // The optional photo is kept in the browser and uploaded into the new account's avatars folder.
    await page
      .getByTestId('wizard-avatar')
      .locator('input[type=file]')
      .setInputFiles({ name: 'rita.png', mimeType: 'image/png', buffer: PNG });
    await seen('Foto escolhida: será enviada ao criar a conta.');
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await seen('Conta criada com sucesso! Já pode acessar o sistema.');
    await seen('Entre no sistema com seu email e senha que acabou de criar.');
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
    expect(dataLayer).toEqual([{ event: 'register-success', accountCode: 'rita-fontes-lima' }]);
  });

  it('lands signed in on the new account console, empty, with the default features', async () => {
    await page.waitForURL(`${base}/rita-fontes-lima/admin**`, { timeout: 30_000 });
    // Signed in as the owner, with a personal account's navigation of the default features
    // (a flat Usuários link and Editar Endereço; no Checkins section), not the sign-in card.
    await seen('Rita Fontes Lima');
    await seen('Editar Endereço');
    await seen('Comunicação');
    await expect.poll(() => page.getByText('Checkins', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).count()).toBe(0);
    await page.goto(`${base}/rita-fontes-lima/admin/alunos`);
    await seen('Nenhum resultado encontrado.');
  });

  it('renames itself in the settings (a personal account: no e-mails tab, no checkins tab)', async () => {
    await page.goto(`${base}/rita-fontes-lima/admin/edit`);
    await page.getByLabel('Nome', { exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('rita-fontes-lima/configuracoes - Geral');
    const tabs = page.getByRole('navigation', { name: 'Abas de configuração' }).getByRole('link');
    await expect.poll(() => tabs.allTextContents()).toEqual(['Geral', 'Novos Cadastros', 'Pagamentos', 'Faturamento']);
    await expect.poll(() => page.getByLabel('Código da conta', { exact: true }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Rita Fontes Lima');
    // The wizard's photo is the account's, served from its avatars folder.
    const wizardPhoto = await page.getByTestId('account-avatar').locator('img').getAttribute('src');
    expect(wizardPhoto).toMatch(
      new RegExp(`^${base}/rita-fontes-lima/files/[0-9a-f-]{36}/avatars/[0-9a-f-]{36}-rita\\.png$`),
    );
    expect((await fetch(wizardPhoto!)).status).toBe(200);
    // Replaced in Geral through the drop zone.
    await page.getByTestId('account-avatar').getByRole('button', { name: 'Remover' }).click();
    await page
      .getByTestId('account-avatar')
      .locator('input[type=file]')
      .setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: PNG });
    await seen('Imagem enviada com sucesso!');
    await page.getByLabel('Nome', { exact: true }).fill('');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Atualizar' }).click();
    await seen('Sua conta não pode ser salva sem um nome');
    await page.getByLabel('Nome', { exact: true }).fill('Studio Rita Pilates');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Atualizar' }).click();
    await seen('Conta atualizada com sucesso!');
    // The tab is kept in the URL hash and titles the page.
    await tabs.filter({ hasText: 'Novos Cadastros' }).click();
    await expect.poll(() => page.title()).toBe('rita-fontes-lima/configuracoes - Novos Cadastros');
    expect(new URL(page.url()).hash).toBe('#register');
    await page.reload();
    await page.getByLabel('Permitir novos cadastros').waitFor();
    await page.goto(`${base}/rita-fontes-lima/admin/edit#general`);
    await expect
      .poll(() => page.getByLabel('Nome', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe('Studio Rita Pilates');
    await expect
      .poll(() => page.getByTestId('account-avatar').locator('img').getAttribute('src'))
      .toMatch(/\/rita-fontes-lima\/files\/[0-9a-f-]{36}\/avatars\/[0-9a-f-]{36}-studio\.png$/);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Faturamento of the account settings in real Chromium: masks, check digits, lookup, read-only once recorded. */
describe.skipIf(skipReason !== null)('account settings in Chromium: Faturamento', { timeout: 240_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  let viaCep: Server;
  const seen = (text: string) =>
    expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const field = (label: string) => page.getByRole('tabpanel').getByLabel(label, { exact: true });

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
    await signInAsDemoAdmin(page, session.consoleUrl);
  });
  afterAll(async () => {
    await session?.close();
    viaCep?.close();
  });

  it('masks and checks the document by billing type, masks the phone, and looks the postal code up', async () => {
    await page.goto(`${session.consoleUrl}/edit#billing`);
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('demo/configuracoes - Faturamento');
    await field('CPF/CNPJ').waitFor();
    await page.getByRole('combobox', { name: 'Tipo de faturamento' }).click();
    await page.getByRole('option', { name: 'Pessoa Jurídica', exact: true }).click();
    await field('CNPJ').fill('11222333000182');
    await expect.poll(() => field('CNPJ').inputValue()).toBe('11.222.333/0001-82');
    await seen('CNPJ inválido');
    await field('CNPJ').fill('11222333000181');
    await expect.poll(() => page.getByText('CNPJ inválido', { exact: true }).count()).toBe(0);
    await field('Telefone de suporte').fill('11987654321');
    await expect.poll(() => field('Telefone de suporte').inputValue()).toBe('(11) 98765-4321');
    await field('E-mail de faturamento').fill('financeiro@');
    await seen('Email inválido');
    await field('E-mail de faturamento').fill('financeiro@demo.com.br');
    await field('CEP').fill('01310100');
    await expect.poll(() => field('CEP').inputValue()).toBe('01310-100');
    await field('Complemento').focus();
    await expect.poll(() => field('Endereço').inputValue(), { timeout: 30_000 }).toBe('Avenida Paulista');
    await expect.poll(() => field('Bairro').inputValue()).toBe('Bela Vista');
    await expect.poll(() => field('Cidade').inputValue()).toBe('São Paulo');
    await expect.poll(() => field('Estado').inputValue()).toBe('SP');
    await field('Complemento').fill('Sala 10');
  });

  it('records the billing data with Atualizar, then shows it read-only', async () => {
    await page.getByRole('tabpanel').getByRole('button', { name: 'Atualizar' }).click();
    await seen('Conta atualizada com sucesso!');
    const { login } = await session.adminGql(
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
      { e: demo.admin.email, p: demo.admin.password },
    );
    const saved = await session.adminGql(
      '{ account { accountBilling { billingType documentId phone email zipcode addressLine1 addressLine2 city state } } }',
      {},
      login.token,
    );
    expect(saved.account.accountBilling).toEqual({
      billingType: 'company',
      documentId: '11.222.333/0001-81',
      phone: '(11) 98765-4321',
      email: 'financeiro@demo.com.br',
      zipcode: '01310-100',
      addressLine1: 'Avenida Paulista',
      addressLine2: 'Sala 10',
      city: 'São Paulo',
      state: 'SP',
    });
    await expect.poll(() => field('CNPJ').isDisabled()).toBe(true);
    await page.reload();
    await field('CNPJ').waitFor();
    await expect.poll(() => field('CNPJ').inputValue()).toBe('11.222.333/0001-81');
    for (const label of ['CNPJ', 'Telefone de suporte', 'E-mail de faturamento', 'CEP', 'Cidade'])
      await expect.poll(() => field(label).isDisabled()).toBe(true);
    await seen(
      'Os dados de faturamento já foram registrados. Para alterá-los, fale com a administração da plataforma.',
    );
    // Other settings are still saved with the billing untouched.
    await page.goto(`${session.consoleUrl}/edit#general`);
    await page.getByLabel('Nome', { exact: true }).fill('Academia Demo Faturada');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Atualizar' }).click();
    await seen('Conta atualizada com sucesso!');
  });
});

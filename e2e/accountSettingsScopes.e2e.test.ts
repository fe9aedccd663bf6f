import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { newConsolePage, openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const OWNER_TABS_GYM = ['Geral', 'Envio de e-mails', 'Novos Cadastros', 'Checkins', 'Pagamentos', 'Faturamento'];
const ALL_TABS = ['Geral', 'Envio de e-mails', 'Novos Cadastros', 'Checkins', 'Pagamentos', 'Faturamento', 'Recursos'];

/**
 * The settings page's tabs by scope, account type and features (spec 000 'Account settings'), and the
 * operator scope at /alderaan/accounts/{id}/edit recording billing data the owner then only reads.
 */
describe.skipIf(skipReason !== null)('account settings in Chromium: scopes and tabs', { timeout: 300_000 }, () => {
  let session: ConsoleSession;
  let operatorToken = '';
  let demoId = '';
  let personal = { id: '', code: 'personal-rita' };
  const operatorGql = async (query: string, variables: object = {}) => {
    const response = await fetch(`${session.server.url}/alderaan/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: any; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const setFeatures = (id: string, name: string, features: string[]) =>
    operatorGql('mutation($input: AccountInput!){ createOrUpdateAccount(input: $input){ account { id } } }', {
      input: { id, name, features },
    });
  const tabsOf = (page: Page) => page.getByRole('navigation', { name: 'Abas de configuração' }).getByRole('link');
  const signIn = async (page: Page, code: string, email: string, password: string) => {
    await page.goto(`${session.server.url}/${code}/admin`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Login realizado com sucesso!').first().waitFor();
  };
  /** Opens the owner's settings afresh (a full load) until the tabs are the expected ones. */
  const expectOwnerTabs = (page: Page, code: string, expected: string[]) =>
    expect
      .poll(
        async () => {
          await page.goto(`${session.server.url}/${code}/admin/edit#general`);
          await page.reload();
          await page.getByRole('tabpanel').getByLabel('Nome', { exact: true }).waitFor();
          return tabsOf(page).allTextContents();
        },
        { timeout: 60_000 },
      )
      .toEqual(expected);

  beforeAll(async () => {
    session = await openConsoleSession();
    const login = await fetch(`${session.server.url}/alderaan/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
        variables: { e: demo.operator.email, p: demo.operator.password },
      }),
    });
    operatorToken = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
    const { accounts } = await operatorGql('{ accounts(search: "demo") { list { id code } } }');
    demoId = accounts.list.find((a: { code: string }) => a.code === demo.accountCode).id;
    const created = await operatorGql(
      'mutation($input: AccountInput!){ createOrUpdateAccount(input: $input){ account { id code } } }',
      {
        input: {
          name: 'Personal Rita',
          code: personal.code,
          accountType: 'personal',
          owner: { name: 'Rita', lastName: 'Alves', email: 'rita@personal.com.br', password: 'segredo123' },
        },
      },
    );
    personal = created.createOrUpdateAccount.account;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('an owner sees the general tabs by account type and features', async () => {
    const page = session.page;
    await signIn(page, demo.accountCode, demo.admin.email, demo.admin.password);
    await expectOwnerTabs(page, demo.accountCode, OWNER_TABS_GYM);
    await setFeatures(demoId, 'Academia Demo', ['dashboard', 'users', 'reviews']);
    await expectOwnerTabs(
      page,
      demo.accountCode,
      OWNER_TABS_GYM.filter((t) => t !== 'Checkins'),
    );
    // Recursos is the operator's: asked for in the hash, the owner gets Geral.
    await page.goto(`${session.server.url}/${demo.accountCode}/admin/edit#resources`);
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('demo/configuracoes - Geral');

    const rita = await newConsolePage(session.browser);
    await signIn(rita, personal.code, 'rita@personal.com.br', 'segredo123');
    await expectOwnerTabs(rita, personal.code, ['Geral', 'Novos Cadastros', 'Pagamentos', 'Faturamento']);
    await setFeatures(personal.id, 'Personal Rita', ['dashboard', 'users', 'checkins']);
    await expectOwnerTabs(rita, personal.code, ['Geral', 'Novos Cadastros', 'Checkins', 'Pagamentos', 'Faturamento']);
    await rita.close();
  });

  it('the operator sees all seven tabs, the plans and billings links, and records the billing data', async () => {
    const page = await newConsolePage(session.browser);
    await page.goto(`${session.server.url}/alderaan/login`);
    await page.getByLabel('Email').fill(demo.operator.email);
    await page.getByLabel('Senha').fill(demo.operator.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/alderaan\/accounts$/);
    await page.goto(`${session.server.url}/alderaan/accounts/${personal.id}/edit#general`);
    await page.getByRole('tabpanel').getByLabel('Nome', { exact: true }).waitFor();
    // A personal account without the checkins feature: the operator still sees every tab.
    await setFeatures(personal.id, 'Personal Rita', ['dashboard']);
    await page.reload();
    await page.getByRole('tabpanel').getByLabel('Nome', { exact: true }).waitFor();
    await expect.poll(() => tabsOf(page).allTextContents()).toEqual(ALL_TABS);
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.getByLabel('Código da conta', { exact: true }).isDisabled()).toBe(false);
    await panel.getByRole('combobox', { name: 'Tipo de conta' }).waitFor();
    await panel.getByRole('combobox', { name: 'Visibilidade' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Planos da conta' }).getAttribute('href'))
      .toBe(`/alderaan/accounts/${personal.id}/plans`);
    await expect
      .poll(() => page.getByRole('link', { name: 'Faturas da conta' }).getAttribute('href'))
      .toBe(`/alderaan/accounts/${personal.id}/billings`);

    await tabsOf(page).filter({ hasText: 'Recursos' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#resources');
    await expect.poll(() => page.title()).toBe('personal-rita/configuracoes - Recursos');
    await panel.getByRole('checkbox', { name: 'Checkins' }).check();

    await tabsOf(page).filter({ hasText: 'Faturamento' }).click();
    await panel.getByRole('combobox', { name: 'Tipo de faturamento' }).click();
    await page.getByRole('option', { name: 'Pessoa Física', exact: true }).click();
    await panel.getByLabel('CPF', { exact: true }).fill('52998224725');
    await panel.getByLabel('Cidade', { exact: true }).fill('Campinas');
    await panel.getByRole('button', { name: 'Atualizar' }).click();
    await expect
      .poll(() => page.getByText('Conta atualizada com sucesso!').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const { account } = await operatorGql(
      'query($id: ID!){ account(id: $id){ features accountBilling { billingType documentId city } } }',
      { id: personal.id },
    );
    expect(account).toEqual({
      features: ['dashboard', 'checkins'],
      accountBilling: { billingType: 'individual', documentId: '529.982.247-25', city: 'Campinas' },
    });
    // A second change is still the operator's to make.
    await panel.getByLabel('Cidade', { exact: true }).fill('Valinhos');
    await expect.poll(() => panel.getByLabel('Cidade', { exact: true }).isDisabled()).toBe(false);
    await page.close();
  });

  it('the owner then sees the billing data read-only', async () => {
    const rita = await newConsolePage(session.browser);
    await signIn(rita, personal.code, 'rita@personal.com.br', 'segredo123');
    await rita.goto(`${session.server.url}/${personal.code}/admin/edit#billing`);
    const panel = rita.getByRole('tabpanel');
    await panel.getByLabel('CPF', { exact: true }).waitFor();
    await expect.poll(() => panel.getByLabel('CPF', { exact: true }).inputValue()).toBe('529.982.247-25');
    await expect.poll(() => panel.getByLabel('CPF', { exact: true }).isDisabled()).toBe(true);
    await expect.poll(() => panel.getByLabel('Cidade', { exact: true }).isDisabled()).toBe(true);
    await rita.close();
  });
});

import { demo, startServer } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { runAccountBilling } from './accountBilling.ts';

const OP = '/alderaan/graphql';
const SAVE_PLAN = /* GraphQL */ `
  mutation($input: AccountPlanInput!) {
    createOrUpdateAccountPlan(input: $input) {
      accountPlan { id code name planType planTypeValue value billingTriggerType cycles
        accountPlanPricingRules { id metricType metricThreshold basePrice order } }
    }
  }
`;
const SUBSCRIBE = /* GraphQL */ `
  mutation($id: ID, $accountId: ID!, $accountPlanId: ID, $paymentMethod: String, $startPlan: String,
           $discountType: String, $discountValue: Int, $store: String, $installments: Int) {
    createOrUpdateAccountPlanRelationship(id: $id, accountId: $accountId, accountPlanId: $accountPlanId,
      paymentMethod: $paymentMethod, startPlan: $startPlan, discountType: $discountType,
      discountValue: $discountValue, store: $store, installments: $installments) {
      accountPlanRelationship { id accountId accountPlanId status planValue startPlan installments discountType discountValue totalValue: planValue nextInvoiceDay }
    }
  }
`;
const plan = {
  name: 'Plano Academia',
  recurrence: 'monthly',
  recurrenceQuantity: 1,
  planType: 'users',
  planTypeValue: 2,
  maxInstallments: 3,
  value: 10_000,
  billingTriggerType: 'end_of_period',
  cycles: 0,
  accountPlanPricingRules: [
    { metricType: 'users', metricThreshold: 5, basePrice: 40_000, order: 1 },
    { metricType: 'filials', metricThreshold: 3, basePrice: 5_000, order: 2 },
  ],
};

/** The injected clock: the test moves it, the billing job reads it. */
const clock = {
  at: new Date('2026-01-10T12:00:00.000Z'),
  now() {
    return new Date(this.at);
  },
};

describe('operator: account plans, subscriptions, invoices and categories over HTTP', () => {
  let t: TestServer;
  let op: string;
  let admin: string;
  let member: string;
  let accountId: string;
  let planId: string;
  let relationshipId: string;

  beforeAll(async () => {
    t = await startTestServer({ clock });
    op = await t.operatorToken();
    admin = await t.adminToken();
    const signUp = await t.gql(
      `/${demo.accountCode}/graphql`,
      'mutation { signUp(name:"Joana", lastName:"Prado", email:"joana.op@exemplo.com.br", password:"segredo123", passwordConfirmation:"segredo123") { token } }',
    );
    member = signUp.data.signUp.token;
    const accounts = await t.gql(OP, '{ accounts(search: "demo") { list { id code } } }', {}, op);
    accountId = accounts.data.accounts.list.find((a: { code: string }) => a.code === demo.accountCode).id;
  }, 60_000);
  afterAll(() => t?.close());

  it('creates an account plan with two pricing rules, and updates it', async () => {
    const created = await t.gql(OP, SAVE_PLAN, { input: plan }, op);
    expect(created.errors).toBeUndefined();
    const saved = created.data.createOrUpdateAccountPlan.accountPlan;
    planId = saved.id;
    expect(saved).toMatchObject({ code: 'plano-academia', planType: 'users', value: 10_000, cycles: 0 });
    expect(saved.accountPlanPricingRules.map((r: { metricType: string }) => r.metricType)).toEqual([
      'users',
      'filials',
    ]);
    const updated = await t.gql(OP, SAVE_PLAN, { input: { ...plan, id: planId, name: 'Plano Academia Plus' } }, op);
    expect(updated.data.createOrUpdateAccountPlan.accountPlan).toMatchObject({
      id: planId,
      name: 'Plano Academia Plus',
    });
    const list = await t.gql(OP, '{ accountPlans { totalEntries list { id name } } }', {}, op);
    expect(list.data.accountPlans.list).toEqual([{ id: planId, name: 'Plano Academia Plus' }]);
  });

  it('refuses a fourth pricing rule, a duplicate metric and a plan without name or trigger', async () => {
    const rule = (metricType: string) => ({ metricType, metricThreshold: 1, basePrice: 1 });
    const four = await t.gql(
      OP,
      SAVE_PLAN,
      {
        input: { ...plan, accountPlanPricingRules: ['users', 'filials', 'revenue_payment_online', 'users'].map(rule) },
      },
      op,
    );
    expect(four.errors?.[0]?.message).toBe('Máximo de 3 regras de preço');
    const twice = await t.gql(
      OP,
      SAVE_PLAN,
      { input: { ...plan, accountPlanPricingRules: [rule('users'), rule('users')] } },
      op,
    );
    expect(twice.errors?.[0]?.message).toBe('Já existe uma regra para Usuários. Máximo 1 regra por métrica.');
    const nameless = await t.gql(OP, SAVE_PLAN, { input: { value: 1 } }, op);
    expect(nameless.errors?.[0]?.extensions.fields.map((f) => f.message)).toEqual(
      expect.arrayContaining(['Informe o nome do plano', 'Selecione o gatilho de cobrança']),
    );
    const list = await t.gql(OP, '{ accountPlans { totalEntries } }', {}, op);
    expect(list.data.accountPlans.totalEntries).toBe(1);
  });

  it('refuses the operator calls to the account staff, its members and anonymous callers', async () => {
    for (const token of [admin, member, null]) {
      const result = await t.gql(OP, SAVE_PLAN, { input: plan }, token);
      expect(result.data).toBeNull();
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(result.errors?.[0]?.extensions.code);
      const sub = await t.gql(OP, SUBSCRIBE, { accountId, accountPlanId: 'x', store: 's', paymentMethod: 'p' }, token);
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(sub.errors?.[0]?.extensions.code);
      const paid = await t.gql(OP, 'mutation { markAccountInvoicePaid(id: "x") { id } }', {}, token);
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(paid.errors?.[0]?.extensions.code);
    }
    const billings = await t.gql(
      `/${demo.accountCode}/admin/graphql`,
      '{ accountBillings { totalEntries } }',
      {},
      member,
    );
    expect(billings.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('subscribes the demo gym: required fields, installments up to the plan maximum, preview over its usage', async () => {
    const missing = await t.gql(OP, SUBSCRIBE, { accountId, accountPlanId: planId }, op);
    expect(missing.errors?.[0]?.message).toBe('Preencha todos os campos obrigatórios antes de salvar.');
    const tooMany = await t.gql(
      OP,
      SUBSCRIBE,
      { accountId, accountPlanId: planId, store: 'mundipagg', paymentMethod: 'boleto', installments: 4 },
      op,
    );
    expect(tooMany.errors?.[0]?.message).toBe('Parcelas fora do limite do plano');
    const preview = await t.gql(
      OP,
      '{ accountPlanPreview(accountId: "' +
        accountId +
        '", accountPlanId: "' +
        planId +
        '", discountType: "fixed", discountValue: 1000) { planValue type typeValue usage { users filials } units subtotal discount totalValue } }',
      {},
      op,
    );
    // Demo: 5 active students (+ Joana who signed up: 6) → ceil(6/2) = 3 units + the users rule (≥ 5).
    expect(preview.data.accountPlanPreview).toMatchObject({
      planValue: 10_000,
      type: 'users',
      typeValue: 2,
      usage: { users: 6, filials: 0 },
      units: 3,
      subtotal: 70_000,
      discount: 1000,
      totalValue: 69_000,
    });
    const saved = await t.gql(
      OP,
      SUBSCRIBE,
      {
        accountId,
        accountPlanId: planId,
        store: 'mundipagg',
        paymentMethod: 'boleto',
        startPlan: '2026-01-15',
        installments: 2,
        discountType: 'fixed',
        discountValue: 1000,
      },
      op,
    );
    expect(saved.errors).toBeUndefined();
    const rel = saved.data.createOrUpdateAccountPlanRelationship.accountPlanRelationship;
    relationshipId = rel.id;
    expect(rel).toMatchObject({
      accountId,
      accountPlanId: planId,
      status: 'active',
      startPlan: '2026-01-15',
      installments: 2,
      nextInvoiceDay: '2026-02-15',
    });
    const rels = await t.gql(OP, `{ accountPlanRelationships(accountId: "${accountId}") { id } }`, {}, op);
    expect(rels.data.accountPlanRelationships).toEqual([{ id: relationshipId }]);
  });

  it('previews what the first invoice charges, counted as that invoice counts, and refuses a discount over 100 % (issue 35)', async () => {
    const PREVIEW =
      'query P($a: ID!, $p: ID!, $s: String) { accountPlanPreview(accountId: $a, accountPlanId: $p, startPlan: $s) { usage { users } units totalValue meteredOn } }';
    // Started before the demo gym had anyone: its first invoice (end of period, 01/02/2025) counts 0 students.
    const past = await t.gql(OP, PREVIEW, { a: accountId, p: planId, s: '2025-01-01' }, op);
    expect(past.data.accountPlanPreview).toEqual({
      usage: { users: 0 },
      units: 1,
      totalValue: 10_000,
      meteredOn: '2025-02-01',
    });
    // Starting today: the invoice is a month ahead, so today's usage is the estimate (6 students, 3 units + rule).
    const ahead = await t.gql(OP, PREVIEW, { a: accountId, p: planId, s: '2026-01-10' }, op);
    expect(ahead.data.accountPlanPreview).toEqual({
      usage: { users: 6 },
      units: 3,
      totalValue: 70_000,
      meteredOn: null,
    });
    const percent = (discountValue: number) =>
      t.gql(
        OP,
        SUBSCRIBE,
        {
          accountId,
          accountPlanId: planId,
          store: 'mundipagg',
          paymentMethod: 'boleto',
          discountType: 'percentual',
          discountValue,
        },
        op,
      );
    const tooMuch = await percent(150);
    expect(tooMuch.errors?.[0]?.extensions.fields).toEqual([
      { path: ['discountValue'], message: 'O desconto percentual vai de 0 a 100' },
    ]);
  });

  it('issues the period invoice once the clock passes it, exactly once, even after a restart', async () => {
    expect(await runAccountBilling(t.server.services)).toEqual({ issued: 0, overdue: 0 });
    clock.at = new Date('2026-02-16T12:00:00.000Z');
    expect((await runAccountBilling(t.server.services)).issued).toBe(1);
    expect((await runAccountBilling(t.server.services)).issued).toBe(0);
    // Tokens expire on the same clock: sign in again after moving it a month on.
    op = await signIn(t.server.url, OP, demo.operator);
    const invoices = await t.gql(
      OP,
      `{ accountInvoices(accountId: "${accountId}") { totalEntries list { periodStart periodEnd meteredOn usage { users } units subtotal discount total dueDate status } } }`,
      {},
      op,
    );
    expect(invoices.data.accountInvoices).toEqual({
      totalEntries: 1,
      list: [
        {
          periodStart: '2026-01-15',
          periodEnd: '2026-02-15',
          meteredOn: '2026-02-15',
          usage: { users: 6 },
          units: 3,
          subtotal: 70_000,
          discount: 1000,
          total: 69_000,
          dueDate: '2026-02-25',
          status: 'pending',
        },
      ],
    });
    // Restart on the same files: the job runs at start and again here; the period is not invoiced twice.
    await t.server.close();
    t.server = await startServer({ dataDir: t.dataDir, port: 0, seed: true, log: () => {}, clock });
    t.url = t.server.url;
    expect((await runAccountBilling(t.server.services)).issued).toBe(0);
    op = await signIn(t.server.url, OP, demo.operator);
    const after = await fetchGql(
      t.server.url,
      OP,
      `{ accountInvoices(accountId: "${accountId}") { totalEntries } }`,
      op,
    );
    expect(after.data.accountInvoices.totalEntries).toBe(1);
  }, 60_000);

  it('the owner sees its plan and invoices; billingPending turns on when overdue and off when paid', async () => {
    const url = t.server.url;
    admin = await signIn(url, `/${demo.accountCode}/graphql`, demo.admin);
    const owner = await fetchGql(
      url,
      `/${demo.accountCode}/admin/graphql`,
      '{ accountSubscriptions { accountPlanName } accountBillings { list { id total status } } account { billingPending } }',
      admin,
    );
    expect(owner.data.accountSubscriptions).toEqual([{ accountPlanName: 'Plano Academia Plus' }]);
    expect(owner.data.accountBillings.list).toMatchObject([{ total: 69_000, status: 'pending' }]);
    expect(owner.data.account.billingPending).toBe(false);
    clock.at = new Date('2026-02-26T12:00:00.000Z');
    expect(await runAccountBilling(t.server.services)).toEqual({ issued: 0, overdue: 1 });
    admin = await signIn(url, `/${demo.accountCode}/graphql`, demo.admin);
    op = await signIn(url, OP, demo.operator);
    const late = await fetchGql(url, `/${demo.accountCode}/admin/graphql`, '{ account { billingPending } }', admin);
    expect(late.data.account.billingPending).toBe(true);
    const overdueList = await fetchGql(url, OP, '{ accountInvoices(status: "overdue") { list { id accountId } } }', op);
    expect(overdueList.data.accountInvoices.list).toEqual([{ id: owner.data.accountBillings.list[0].id, accountId }]);
    const paid = await fetchGql(
      url,
      OP,
      `mutation { markAccountInvoicePaid(id: "${owner.data.accountBillings.list[0].id}") { status paidAt } }`,
      op,
    );
    expect(paid.data.markAccountInvoicePaid).toEqual({ status: 'paid', paidAt: '2026-02-26T12:00:00.000Z' });
    const cleared = await fetchGql(url, `/${demo.accountCode}/admin/graphql`, '{ account { billingPending } }', admin);
    expect(cleared.data.account.billingPending).toBe(false);
  });

  it('categories: POST and PUT /alderaan/categories with the CSRF token; the global queries read them', async () => {
    const url = t.server.url;
    const csrf = (await (await fetch(`${url}/alderaan/csrf`, { headers: { authorization: `Bearer ${op}` } })).json())
      .token as string;
    const send = (method: string, path: string, body: unknown, token: string | null, csrfToken?: string) =>
      fetch(`${url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
        },
        body: JSON.stringify(body),
      });
    const noCsrf = await send('POST', '/alderaan/categories', { category: { name: 'Dança' } }, op);
    expect(noCsrf.status).toBe(403);
    const wrongCsrf = await send('POST', '/alderaan/categories', { category: { name: 'Dança' } }, op, `${csrf}x`);
    expect(wrongCsrf.status).toBe(403);
    expect((await send('POST', '/alderaan/categories', { category: { name: 'Dança' } }, admin, csrf)).status).toBe(403);
    expect((await send('POST', '/alderaan/categories', { category: { name: 'Dança' } }, null, csrf)).status).toBe(401);
    const bad = await send('POST', '/alderaan/categories', { category: { name: '' } }, op, csrf);
    expect(bad.status).toBe(400);
    const created = await send(
      'POST',
      '/alderaan/categories',
      { category: { name: 'Dança', description: 'Estúdios de dança' } },
      op,
      csrf,
    );
    expect(created.status).toBe(200);
    const { id, message } = await created.json();
    expect(message).toBe('Categoria criada com sucesso!');
    const sub = await send('POST', '/alderaan/categories', { category: { name: 'Ballet', parent_id: id } }, op, csrf);
    expect(sub.status).toBe(200);
    const renamed = await send(
      'PUT',
      `/alderaan/categories/${id}`,
      { category: { name: 'Dança e Movimento' } },
      op,
      csrf,
    );
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).message).toBe('Categoria atualizada com sucesso!');
    // issue 35: a rename keeps the description and parent it did not send; the operator's list shows both.
    const subId = (await sub.json()).id as string;
    await send('PUT', `/alderaan/categories/${subId}`, { category: { name: 'Balé' } }, op, csrf);
    const listed = await fetchGql(
      url,
      '/alderaan/graphql',
      '{ operatorCategories { id name description parentId } }',
      op,
    );
    expect(listed.data.operatorCategories).toEqual(
      expect.arrayContaining([
        { id, name: 'Dança e Movimento', description: 'Estúdios de dança', parentId: null },
        { id: subId, name: 'Balé', description: null, parentId: id },
      ]),
    );
    expect((await send('PUT', '/alderaan/categories/nao-existe', { category: { name: 'X' } }, op, csrf)).status).toBe(
      404,
    );
    const global = await fetchGql(
      url,
      '/global/graphql',
      '{ accountCategories { code name } accountSubcategories(categoryCode: "danca") { code name } }',
      null,
    );
    expect(global.data.accountCategories).toEqual(
      expect.arrayContaining([
        { code: 'academia', name: 'Academia' },
        { code: 'danca', name: 'Dança e Movimento' },
      ]),
    );
    expect(global.data.accountSubcategories).toEqual([{ code: 'ballet', name: 'Balé' }]);
    const academia = await fetchGql(
      url,
      '/global/graphql',
      '{ accountSubcategories(categoryCode: "academia") { code } }',
      null,
    );
    expect(academia.data.accountSubcategories.map((s: { code: string }) => s.code)).toEqual([
      'musculacao',
      'lutas',
      'natacao',
    ]);
  });
});

async function fetchGql(url: string, endpoint: string, query: string, token: string | null) {
  const response = await fetch(`${url}${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data: any; errors?: Array<{ message: string; extensions: { code: string } }> };
}

async function signIn(url: string, endpoint: string, who: { email: string; password: string }) {
  const result = await fetchGql(
    url,
    endpoint,
    `mutation { login(email: "${who.email}", password: "${who.password}", source: "web") { token } }`,
    null,
  );
  return result.data.login.token as string;
}

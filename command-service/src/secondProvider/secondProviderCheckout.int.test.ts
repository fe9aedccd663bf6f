import { demo } from '@gym/app';
import { deterministicId } from '@gym/platform';
import { paymentsFromEnv } from '@gym/platform/config';
import { getAccountByCode } from '@gym/projection-service';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, buyer, postPurchase } from '../checkout/checkoutApi.testkit.ts';
import { purchaseStream } from '../checkout/purchaseBuyer.ts';
import { studentPlanStream } from '../plans/studentPlanHandlers.ts';
import { LIST_STUDENTS, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const OPERATOR_SAVE =
  'mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { code preferredPayment } } }';
const ADMIN = `/${demo.accountCode}/admin/graphql`;
const SECOND_SECRET = 'sk_test_pagarme_rotas_789';

describe('checkout routed to the second provider (Pagar.me) when it is the preferred one', { timeout: 90_000 }, () => {
  let t: TestServer;
  let op: string;
  let admin: string;
  let accountId: string;
  let planCode: string;
  const page = async () => (await (await fetch(`${t.url}/demo/checkout/plans`)).json()) as any;
  const settle = async (input: Record<string, unknown>) => {
    const result = await t.gql(
      '/alderaan/graphql',
      OPERATOR_SAVE,
      { input: { id: accountId, name: 'Academia Demo', ...input } },
      op,
    );
    expect(result.errors).toBeUndefined();
  };
  /** What the page does with the second provider preferred: the card to Pagar.me's tokenization, then the purchase. */
  const buyAtPagarme = async (
    number: string,
    key = randomUUID(),
    email = `p.${randomUUID().slice(0, 6)}@exemplo.com.br`,
  ) => {
    const { cardProvider } = await page();
    const tokenized = await fetch(`${cardProvider.tokenizeUrl}?appId=${cardProvider.publicKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'card',
        card: { number, holder_name: 'JOANA COMPRADORA', exp_month: 12, exp_year: 39, cvv: '123' },
      }),
    });
    expect(tokenized.status).toBe(200);
    const token = (await tokenized.json()) as any;
    const payment = {
      card_token: token.id,
      credit_card_label: token.card.brand.toLowerCase(),
      last_four: token.card.last_four_digits,
      installments: 1,
    };
    return postPurchase(t.url, 'demo', { checkout: { plan_code: planCode, customer: buyer({ email }), payment } }, key);
  };
  const purchaseEvent = async (key: string) =>
    (
      await t.server.services.eventStore.readStream(
        purchaseStream(deterministicId('checkout-purchase', accountId, key)),
      )
    ).events;

  beforeAll(async () => {
    t = await startTestServer({ checkoutLimits: { perAddress: 1000, perCard: 1000, tokenizePerAddress: 1000 } });
    op = await t.operatorToken();
    admin = await t.adminToken();
    accountId = (await getAccountByCode(t.server.services.documents, demo.accountCode))!.id;
    planCode = (await page()).plans.find((p: { name: string }) => p.name === 'Plano Mensal').code;
  });
  afterAll(() => t.close());

  it('routing off: the page tokenizes at the card sandbox and the purchase is recorded with it', async () => {
    expect((await page()).cardProvider).toEqual({ name: 'sandbox', tokenizeUrl: '/payments/sandbox/tokens' });
    // Second provider on, but not preferred: still the card provider.
    await settle({ secondProviderEnabled: true, secondProviderSecretKey: SECOND_SECRET, preferredPayment: 'stripe' });
    expect((await page()).cardProvider.name).toBe('sandbox');
    const key = randomUUID();
    expect((await buy(t.url, 'demo', planCode, '4111111111111111', { key })).status).toBe(200);
    expect((await purchaseEvent(key))[0]?.data).toMatchObject({ provider: 'sandbox' });
  });

  it('routing on: the plans answer Pagar.me public key and endpoint (never the secret); the purchase charges there', async () => {
    await settle({ preferredPayment: 'mundipagg' });
    const body = await page();
    expect(body.cardProvider).toEqual({
      name: 'mundipagg',
      tokenizeUrl: expect.stringMatching(/^http:\/\/127.0.0.1:\d+\/payments\/sandbox\/pagarme\/core\/v5\/tokens$/),
      publicKey: expect.stringMatching(/^pk_test_[0-9a-f]{32}$/),
    });
    expect(JSON.stringify(body)).not.toContain(SECOND_SECRET);

    const key = randomUUID();
    const email = `pagarme.${randomUUID().slice(0, 6)}@exemplo.com.br`;
    const first = await buyAtPagarme('5555555555554444', key, email);
    // Same CPF as the first test's buyer, another e-mail: the access went to that student's e-mail, masked (issue 35).
    expect(first).toEqual({
      status: 200,
      body: {
        checkout_type: 'transparent',
        url: null,
        access_sent_to: expect.stringMatching(/^\w\*+\w@exemplo\.com\.br$/),
      },
    });
    const events = await purchaseEvent(key);
    expect(events.map((e) => e.type)).toEqual(['CheckoutPurchaseCompleted']);
    expect(events[0]!.data).toMatchObject({
      provider: 'mundipagg',
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect((events[0]!.data as any).chargeId).toMatch(/^ch_/);
    // The buyer is the student of the first test (same CPF): the plan and its received payment follow as usual.
    const studentPlan = studentPlanStream((events[0]!.data as any).studentPlanId);
    const planEvents = (await t.server.services.eventStore.readStream(studentPlan)).events.map((e) => e.type);
    expect(planEvents).toContain('PlanAssignedToStudent');
    expect(planEvents.length).toBeGreaterThan(1);

    // The same attempt again (a retry after a lost answer): nothing charged or written twice.
    const again = await buyAtPagarme('5555555555554444', key, email);
    expect(again.status).toBe(200);
    expect((await purchaseEvent(key)).length).toBe(1);
    expect((await t.server.services.eventStore.readStream(studentPlan)).events.map((e) => e.type)).toEqual(planEvents);
  });

  it('a declined card says why in pt-BR and creates nothing; a card-sandbox token is not Pagar.me token', async () => {
    const head = await t.server.services.eventStore.headPosition();
    const email = `recusa.${randomUUID().slice(0, 6)}@exemplo.com.br`;
    expect(await buyAtPagarme('4000000000009995', randomUUID(), email)).toEqual({
      status: 402,
      body: { error: 'Pagamento recusado: Saldo insuficiente.', code: 'PAYMENT_DECLINED' },
    });
    expect((await buyAtPagarme('4000000000000002', randomUUID(), email)).body.error).toBe(
      'Pagamento recusado: Cartão recusado pelo banco emissor.',
    );
    expect((await buyAtPagarme('4000000000000119', randomUUID(), email)).status).toBe(503);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    expect((await t.gql(ADMIN, LIST_STUDENTS, { search: email }, admin)).data.alunos.list).toHaveLength(0);
    // A token of the card sandbox (what the page used before) is unknown to the preferred provider.
    const stale = await buy(t.url, 'demo', planCode, '4111111111111111');
    expect(stale.status).toBe(400);
  });

  it('the second provider switched off takes the routing back to the card provider', async () => {
    await settle({ preferredPayment: 'stripe', secondProviderEnabled: false });
    expect((await page()).cardProvider.name).toBe('sandbox');
    expect((await buy(t.url, 'demo', planCode, '4111111111111111')).status).toBe(200);
  });
});

describe('PAGARME_API_URL set (a real Pagar.me): no sandbox, and no routing without a public key setting', {
  timeout: 60_000,
}, () => {
  it('serves no Pagar.me sandbox and keeps the card provider even with mundipagg preferred', async () => {
    const t = await startTestServer({
      payments: paymentsFromEnv({ PAGARME_API_URL: 'http://127.0.0.1:9/core/v5' }),
    });
    try {
      const accountId = (await getAccountByCode(t.server.services.documents, demo.accountCode))!.id;
      const saved = await t.gql(
        '/alderaan/graphql',
        OPERATOR_SAVE,
        {
          input: {
            id: accountId,
            name: 'Academia Demo',
            secondProviderEnabled: true,
            secondProviderSecretKey: SECOND_SECRET,
            preferredPayment: 'mundipagg',
          },
        },
        await t.operatorToken(),
      );
      expect(saved.errors).toBeUndefined();
      const tokens = await fetch(`${t.url}/payments/sandbox/pagarme/core/v5/tokens?appId=pk_test_x`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(tokens.status).toBe(404);
      const body = (await (await fetch(`${t.url}/demo/checkout/plans`)).json()) as any;
      expect(body.cardProvider).toEqual({ name: 'sandbox', tokenizeUrl: '/payments/sandbox/tokens' });
      const code = body.plans[0].code;
      expect((await buy(t.url, 'demo', code, '4111111111111111')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

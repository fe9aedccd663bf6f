import { planMessages } from '@gym/contracts';
import { SandboxPaymentProvider, StripeHostedCheckout } from '@gym/platform/payments';
import type { OutboxMailer } from '@gym/platform/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { SqliteEventStore } from '@gym/platform/sqlite';
import { startStripeMock, stripeMockUnavailableReason, type StripeMock } from '../../../scripts/stripe/stripeMock.ts';
import { GET_ALUNO_PLANS } from '../plans/planQueries.gql.ts';
import { demo } from '@gym/app';
import { LIST_STUDENTS, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { buyer, postPurchase } from './checkoutApi.testkit.ts';

const skipReason = stripeMockUnavailableReason();
if (skipReason) console.warn(`[stripe checkout skipped] ${skipReason}`);
const ADMIN = `/${demo.accountCode}/admin/graphql`;

/** Plans whose store is 'stripe': the session through the official SDK against stripe-mock, completion on the signed webhook. */
describe.skipIf(skipReason !== null)('stripe hosted checkout against stripe-mock', { timeout: 300_000 }, () => {
  let mock: StripeMock;
  let stripe: StripeHostedCheckout;
  let t: TestServer;
  let token: string;
  let planCode: string;
  beforeAll(async () => {
    mock = await startStripeMock();
    stripe = new StripeHostedCheckout({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_test_secret',
      api: { host: mock.host, port: mock.port, protocol: 'http' },
    });
    const sandbox = new SandboxPaymentProvider();
    t = await startTestServer({ payments: { card: sandbox, hosted: stripe, sandbox } });
    token = await t.adminToken();
    const saved = await t.gql(
      ADMIN,
      'mutation($i: PlanInput!){ createOrUpdatePlan(input:$i){ plan { code } } }',
      { i: { name: 'Plano Stripe', value: 15000, externalStores: ['stripe'] } },
      token,
    );
    planCode = saved.data.createOrUpdatePlan.plan.code;
  });
  afterAll(async () => {
    await t?.close();
    await mock?.stop();
  });

  const request = (email: string) => ({
    checkout: { plan_code: planCode, customer: buyer({ email, cpf: '111.444.777-35' }) },
  });
  const webhook = (body: string, signature: string) =>
    fetch(`${t.url}/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
  const sessionCompleted = (
    sessionId: string,
    metadata: Record<string, string>,
    eventId = 'evt_test_1',
    paid: { amount_total: number; currency: string } = { amount_total: 15000, currency: 'brl' },
  ) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-27',
      created: 1_700_000_000,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_test_1',
          ...paid,
          metadata,
        },
      },
    });

  it("answers checkout_type 'redirect' with the session url, once per idempotency key", async () => {
    const plan = await (await fetch(`${t.url}/demo/checkout?plan_code=${planCode}`)).json();
    expect(plan).toMatchObject({ store: 'stripe', externalPlans: ['stripe'] });
    const first = await postPurchase(t.url, 'demo', request('hospedado@exemplo.com.br'), 'stripe-attempt-0001');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ checkout_type: 'redirect', url: expect.stringMatching(/^https?:\/\//) });
    const again = await postPurchase(t.url, 'demo', request('hospedado@exemplo.com.br'), 'stripe-attempt-0001');
    expect(again.body).toEqual(first.body);
    const all = await t.server.services.eventStore.readAll(0, 100_000);
    expect(all.filter((e) => e.type === 'CheckoutSessionOpened')).toHaveLength(1);
  });

  it('completes the purchase on the signed webhook exactly once, and refuses a bad signature', async () => {
    const all = await t.server.services.eventStore.readAll(0, 100_000);
    const opened = all.find((e) => e.type === 'CheckoutSessionOpened')!.data as {
      sessionId: string;
      purchaseId: string;
      accountId: string;
    };
    const payload = sessionCompleted(opened.sessionId, { purchaseId: opened.purchaseId, accountId: opened.accountId });
    const head = await t.server.services.eventStore.headPosition();
    const forged = await webhook(payload, 't=1700000000,v1=00ff');
    expect(forged.status).toBe(400);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);

    // Signed, but paying R$ 0,01, or in another currency: not this session's payment (issue 36), nothing written.
    for (const paid of [
      { amount_total: 1, currency: 'brl' },
      { amount_total: 15000, currency: 'usd' },
    ]) {
      const altered = sessionCompleted(
        opened.sessionId,
        { purchaseId: opened.purchaseId, accountId: opened.accountId },
        'evt_test_alt',
        paid,
      );
      const answer = await webhook(altered, stripe.signTestPayload(altered));
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({ error: planMessages.paidAmountMismatch, code: 'VALIDATION' });
    }
    expect(await t.server.services.eventStore.headPosition()).toBe(head);

    const signed = await webhook(payload, stripe.signTestPayload(payload));
    expect(signed.status).toBe(200);
    const replay = await webhook(payload, stripe.signTestPayload(payload));
    expect(replay.status).toBe(200);

    const students = (await t.gql(ADMIN, LIST_STUDENTS, { search: 'hospedado' }, token)).data.alunos.list;
    expect(students).toHaveLength(1);
    const plans = (await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: students[0].id }, token)).data.getAlunoPlans.list;
    expect(plans).toEqual([
      {
        id: expect.any(String),
        name: 'Plano Stripe',
        status: 'active',
        total: 15000,
        planPayments: [{ id: expect.any(String), value: 15000, received: true }],
      },
    ]);
    const completed = (await t.server.services.eventStore.readAll(0, 100_000)).filter(
      (e) => e.type === 'CheckoutPurchaseCompleted',
    );
    expect(completed.map((e) => e.data as { provider: string; chargeId: string })).toMatchObject([
      { provider: 'stripe', chargeId: 'pi_test_1' },
    ]);
    const mails = (t.server.services.mail as unknown as OutboxMailer)
      .read()
      .filter((m) => m.to[0] === 'hospedado@exemplo.com.br');
    expect(mails).toHaveLength(1);
  });

  it("erasing the student the purchase made shreds the buyer's data the session kept (LGPD)", async () => {
    const [student] = (await t.gql(ADMIN, LIST_STUDENTS, { search: 'hospedado' }, token)).data.alunos.list;
    const sessionOf = async (store: {
      readAll(from: number, max: number): Promise<readonly { type: string; data: unknown }[]>;
    }) =>
      (await store.readAll(0, 100_000)).find((e) => e.type === 'CheckoutSessionOpened')?.data as {
        studentId?: string;
        customer: Record<string, string>;
      };
    expect((await sessionOf(t.server.services.eventStore)).studentId).toBe(student.id);
    // In the log itself (no reader opening it), the buyer's data is sealed from the start.
    const raw = SqliteEventStore.open(path.join(t.dataDir, 'events.sqlite'));
    try {
      expect(JSON.stringify((await sessionOf(raw)).customer)).not.toContain('hospedado@exemplo.com.br');
    } finally {
      await raw.close();
    }
    const erased = await fetch(`${t.url}/demo/admin/alunos/${student.id}/erase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(erased.status).toBe(200);
    expect((await sessionOf(t.server.services.eventStore)).customer).toMatchObject({
      name: 'Aluno removido',
      lastName: '',
      email: '',
      cpf: '',
      phone: '',
    });
  });

  it('answers 404 for a session it did not open, and ignores other event types', async () => {
    const unknown = sessionCompleted('cs_test_unknown', { purchaseId: 'nope', accountId: 'nope' }, 'evt_test_2');
    expect((await webhook(unknown, stripe.signTestPayload(unknown))).status).toBe(404);
    const other = JSON.stringify({
      id: 'evt_test_3',
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { id: 'pi_x', object: 'payment_intent' } },
    });
    expect((await webhook(other, stripe.signTestPayload(other))).status).toBe(200);
  });
});

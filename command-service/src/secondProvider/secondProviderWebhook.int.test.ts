import { demo } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_ALUNO_PLANS, SAVE_PLAN, SAVE_STUDENT_PLAN } from '../plans/planQueries.gql.ts';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

describe('second provider webhook: POST /{code}/mundipagg/{key}', { timeout: 60_000 }, () => {
  let t: TestServer;
  let token: string;
  let webhookUrl: string;
  let studentId: string;
  let paymentIds: string[];
  const post = (url: string, body: unknown, raw?: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw ?? JSON.stringify(body),
    });
  const hook = (id: string, type: string, data: Record<string, unknown>) => ({
    id,
    type,
    created_at: '2026-11-24T12:00:00Z',
    data: { id: `ch_${id}`, amount: 10000, status: type === 'charge.paid' ? 'paid' : 'failed', ...data },
  });
  const payments = async () =>
    (await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: studentId }, token)).data.getAlunoPlans.list[0]
      .planPayments as Array<{
      id: string;
      received: boolean;
    }>;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const op = await t.operatorToken();
    const account = await t.gql(
      '/alderaan/graphql',
      '{ accounts(search: "demo") { list { code paymentWebhookUrl } } }',
      {},
      op,
    );
    webhookUrl = account.data.accounts.list.find(
      (a: { code: string }) => a.code === demo.accountCode,
    ).paymentWebhookUrl;
    studentId = (
      await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: 'Paga', lastName: 'Mundi', email: 'paga.mundi@exemplo.com.br' } },
        token,
      )
    ).data.createOrUpdateUser.id;
    const plan = (
      await t.gql(
        ADMIN,
        SAVE_PLAN,
        { input: { name: 'Bimestral', value: 20000, installments: 2, recurrence: 'month', recurrenceValue: 2 } },
        token,
      )
    ).data.createOrUpdatePlan.plan;
    const sold = await t.gql(
      ADMIN,
      SAVE_STUDENT_PLAN,
      { userId: studentId, planId: plan.id, installments: 2, paymentMethod: 'credito' },
      token,
    );
    expect(sold.errors).toBeUndefined();
    // The read model catches up with the sale (expect.poll is for tests only).
    for (let i = 0; i < 100 && (await payments()).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    paymentIds = (await payments()).map((p) => p.id);
    expect(paymentIds).toHaveLength(2);
  });
  afterAll(() => t.close());

  it('answers 404 for a wrong key or a wrong account', async () => {
    expect(webhookUrl).toMatch(new RegExp(`/${demo.accountCode}/mundipagg/[a-f0-9]{32}$`));
    const wrongKey = webhookUrl.replace(/[a-f0-9]{32}$/, '0'.repeat(32));
    expect((await post(wrongKey, hook('hook_x', 'charge.paid', {}))).status).toBe(404);
    const wrongAccount = webhookUrl.replace(`/${demo.accountCode}/`, '/nao-existe/');
    expect((await post(wrongAccount, hook('hook_x', 'charge.paid', {}))).status).toBe(404);
  });

  it('refuses a malformed body (400) and a body above 64 kB (413) without taking the server down', async () => {
    expect((await post(webhookUrl, null, '{"id":')).status).toBe(400);
    expect((await post(webhookUrl, { id: 'sem-tipo' })).status).toBe(400);
    const huge = await post(webhookUrl, hook('hook_big', 'charge.paid', { filler: 'x'.repeat(100_000) }));
    expect(huge.status).toBe(413);
    expect((await fetch(`${t.url}/demo/checkout/plans`)).status).toBe(200);
  });

  it('charge.paid for a known payment marks it received, once per webhook id', async () => {
    const body = hook('hook_paid_1', 'charge.paid', { metadata: { payment_id: paymentIds[0] } });
    const first = await post(webhookUrl, body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'payment_received' });
    const again = await post(webhookUrl, body);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    await expect.poll(async () => (await payments()).map((p) => p.received)).toEqual([true, false]);
    const events = await t.server.services.eventStore.readAll(0, 100_000);
    expect(
      events.filter((e) => e.type === 'PaymentMarkedReceived' && (e.data as any).paymentId === paymentIds[0]),
    ).toHaveLength(1);
  });

  it('charge.payment_failed is recorded and leaves the payment pending; an unknown payment is ignored', async () => {
    const failed = await post(webhookUrl, hook('hook_failed_1', 'charge.payment_failed', { code: paymentIds[1] }));
    expect(await failed.json()).toEqual({ received: true, outcome: 'payment_failed' });
    const unknown = await post(
      webhookUrl,
      hook('hook_unknown', 'charge.paid', { metadata: { payment_id: 'nao-existe_1' } }),
    );
    expect(await unknown.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await payments()).map((p) => p.received)).toEqual([true, false]);
  });
});

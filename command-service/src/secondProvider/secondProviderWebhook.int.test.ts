import { demo } from '@gym/app';
import { upcastEventData } from '@gym/contracts';
import { pagarmeSandboxPublicKey } from '@gym/platform/payments';
import { getAccountByCode } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_ALUNO_PLANS, SAVE_PLAN, SAVE_STUDENT_PLAN } from '../plans/planQueries.gql.ts';
import { createLogger, logFunction } from '../security/logger.ts';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { PAGARME_SANDBOX_PATH } from './secondProviderCheckout.ts';

const SECOND_SECRET = 'sk_test_webhook_prova_456';
const OPERATOR_SAVE =
  'mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { code preferredPayment } } }';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

describe('second provider webhook: POST /{code}/mundipagg/{key}', { timeout: 60_000 }, () => {
  let t: TestServer;
  let token: string;
  let webhookUrl: string;
  let studentId: string;
  let paymentIds: string[];
  let paymentValues: number[];
  const logLines: string[] = [];
  /** A charge really made at our Pagar.me sandbox with the account's keys, for `amount`, naming `paymentId`. */
  const chargeAtSandbox = async (amount: number, paymentId: string) => {
    const base = `${t.url}${PAGARME_SANDBOX_PATH}`;
    const token = (await (
      await fetch(`${base}/tokens?appId=${pagarmeSandboxPublicKey(SECOND_SECRET)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'card',
          card: { number: '4111111111111111', holder_name: 'PAGA MUNDI', exp_month: 12, exp_year: 39, cvv: '123' },
        }),
      })
    ).json()) as { id: string };
    const order = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${SECOND_SECRET}:`).toString('base64')}`,
      },
      body: JSON.stringify({
        items: [{ amount, description: 'Mensalidade', quantity: 1, code: 'plano' }],
        customer: { name: 'Paga Mundi', email: 'paga.mundi@exemplo.com.br' },
        metadata: { payment_id: paymentId },
        payments: [{ payment_method: 'credit_card', credit_card: { card_token: token.id, installments: 1 } }],
      }),
    });
    expect(order.status).toBe(200);
    return ((await order.json()) as { charges: Array<{ id: string }> }).charges[0]!.id;
  };
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
      value: number;
      received: boolean;
    }>;

  beforeAll(async () => {
    const logger = createLogger({ destination: { write: (line: string) => void logLines.push(line) } });
    t = await startTestServer({ logger, log: logFunction(logger) });
    token = await t.adminToken();
    const op = await t.operatorToken();
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
        },
      },
      op,
    );
    expect(saved.errors).toBeUndefined();
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
    paymentValues = (await payments()).map((p) => p.value);
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

  it("refuses a forged charge.paid (the issue's body: R$ 0,01 for a pending payment) and a real charge of another amount", async () => {
    const forged = await post(webhookUrl, {
      id: 'hook_forjado',
      type: 'charge.paid',
      data: { amount: 1, metadata: { payment_id: paymentIds[0] } },
    });
    expect(forged.status).toBe(200);
    expect(await forged.json()).toEqual({ received: true, outcome: 'rejected' });
    // A charge id the provider does not hold for this account, with the right amount claimed.
    const madeUp = await post(
      webhookUrl,
      hook('hook_inventado', 'charge.paid', {
        id: 'ch_inventado0001',
        amount: paymentValues[0],
        metadata: { payment_id: paymentIds[0] },
      }),
    );
    expect(await madeUp.json()).toEqual({ received: true, outcome: 'rejected' });
    // A real, paid charge of R$ 1,00 naming the pending payment, its body claiming the full amount.
    const cheap = await chargeAtSandbox(100, paymentIds[0]!);
    const altered = await post(
      webhookUrl,
      hook('hook_barato', 'charge.paid', {
        id: cheap,
        amount: paymentValues[0],
        metadata: { payment_id: paymentIds[0] },
      }),
    );
    expect(await altered.json()).toEqual({ received: true, outcome: 'rejected' });
    expect((await payments()).map((p) => p.received)).toEqual([false, false]);
    const events = await t.server.services.eventStore.readAll(0, 100_000);
    expect(events.filter((e) => e.type === 'PaymentMarkedReceived')).toHaveLength(0);
  });

  it("charge.paid confirmed by the provider (paid, BRL, the payment's value) marks it received, once per webhook id", async () => {
    const charge = await chargeAtSandbox(paymentValues[0]!, paymentIds[0]!);
    // The body names the charge only: the payment comes from the provider's answer, not from the body.
    const body = hook('hook_paid_1', 'charge.paid', { id: charge, amount: 1, metadata: { payment_id: paymentIds[1] } });
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
    const unknownCharge = await chargeAtSandbox(500, 'nao-existe_1');
    const unknown = await post(webhookUrl, hook('hook_unknown', 'charge.paid', { id: unknownCharge }));
    expect(await unknown.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await payments()).map((p) => p.received)).toEqual([true, false]);
  });

  it('keeps the key out of the request log and out of the event log (sealed); a key stored in clear still reads', async () => {
    const key = webhookUrl.split('/').pop()!;
    const webhookLines = logLines.filter((l) => l.includes('/mundipagg/'));
    expect(webhookLines.length).toBeGreaterThan(5);
    expect(webhookLines.every((l) => l.includes('/mundipagg/[redacted]'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(key);
    const events = await t.server.services.eventStore.readAll(0, 100_000);
    const assigned = events.filter((e) => e.type === 'AccountNotificationKeyAssigned');
    expect(assigned).toHaveLength(1);
    expect((assigned[0]!.data as { notificationKey: string }).notificationKey).toMatch(/^enc:v1:/);
    expect(JSON.stringify(events)).not.toContain(key);
    // Before issue 36 the key was written in clear (v1): it is read as it is, so configured webhooks keep working.
    const legacy = { accountId: 'a1', notificationKey: 'b'.repeat(32), assignedAt: '2026-01-01T00:00:00Z' };
    expect(upcastEventData('AccountNotificationKeyAssigned', 1, legacy)).toEqual(legacy);
    expect(t.server.services.secrets.open('b'.repeat(32))).toBe('b'.repeat(32));
  });
});

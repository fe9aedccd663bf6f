import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { SandboxPaymentProvider, StripeHostedCheckout } from '@gym/platform/payments';
import { startStripeMock, stripeMockUnavailableReason, type StripeMock } from '../scripts/stripe/stripeMock.ts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason() ?? stripeMockUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/**
 * The Stripe return path in real Chromium: the buyer submits a Stripe plan and is sent to the session's
 * page (stripe-mock's address, which no browser can load here, so the test answers it); the session
 * completes through the signed webhook; the success address the product gave Stripe shows the
 * congratulation screen.
 */
describe.skipIf(skipReason !== null)('checkout: the Stripe return path in Chromium', { timeout: 240_000 }, () => {
  let mock: StripeMock;
  let stripe: StripeHostedCheckout;
  let session: ConsoleSession;
  let page: Page;
  let planCode: string;
  const seen = (text: string) =>
    expect.poll(() => page.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);

  beforeAll(async () => {
    mock = await startStripeMock();
    stripe = new StripeHostedCheckout({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_test_secret',
      api: { host: mock.host, port: mock.port, protocol: 'http' },
    });
    const sandbox = new SandboxPaymentProvider();
    session = await openConsoleSession({ payments: { card: sandbox, hosted: stripe, sandbox } });
    page = session.page;
    const { login } = await session.adminGql(
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
      { e: demo.admin.email, p: demo.admin.password },
    );
    const saved = await session.adminGql(
      'mutation($i: PlanInput!){ createOrUpdatePlan(input:$i){ plan { code } } }',
      { i: { name: 'Plano Stripe Online', value: 15000, externalStores: ['stripe'] } },
      login.token,
    );
    planCode = saved.createOrUpdatePlan.plan.code;
  });
  afterAll(async () => {
    await session?.close();
    await mock?.stop();
  });

  it('sends the buyer to the session, completes it on the webhook and shows the confirmation on return', async () => {
    const sentTo: string[] = [];
    await page.route(/^https:\/\//, (route) => {
      sentTo.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<h1>Stripe Checkout</h1>' });
    });
    await page.goto(`${session.server.url}/${demo.accountCode}/checkout?plan=${planCode}&variant=A`);
    await page.getByLabel('Nome', { exact: true }).fill('Rui');
    await page.getByLabel('Sobrenome').fill('Hospedado');
    await page.getByLabel('E-mail').fill('rui.hospedado@exemplo.com.br');
    await page.getByLabel('CPF').fill('11144477735');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Gênero').selectOption('Masculino');
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect.poll(() => sentTo.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.unrouteAll();

    const events = await session.server.services.eventStore.readAll(0, 1_000_000);
    const opened = events.find((e) => e.type === 'CheckoutSessionOpened')!.data as {
      sessionId: string;
      purchaseId: string;
      accountId: string;
      url: string;
    };
    expect(sentTo[0]).toBe(opened.url);
    const payload = JSON.stringify({
      id: 'evt_e2e_1',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-27',
      created: 1_700_000_000,
      data: {
        object: {
          id: opened.sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_e2e_1',
          amount_total: 15000,
          metadata: { purchaseId: opened.purchaseId, accountId: opened.accountId },
        },
      },
    });
    const hook = await fetch(`${session.server.url}/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.signTestPayload(payload) },
      body: payload,
    });
    expect(hook.status).toBe(200);

    // Stripe sends the buyer back to the success address the product gave it.
    await page.goto(`${session.server.url}/${demo.accountCode}/checkout?plan=${planCode}&purchase=success`);
    await seen('Parabéns!');
    await seen('Plano Stripe Online');
    await seen('Enviamos uma senha de acesso para o seu e-mail.');
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const completed = (await session.server.services.eventStore.readAll(0, 1_000_000)).filter(
      (e) => e.type === 'CheckoutPurchaseCompleted',
    );
    expect(completed).toHaveLength(1);
  });
});

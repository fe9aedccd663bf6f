import { randomUUID } from 'node:crypto';
import { paymentSettingsMessages } from '@gym/contracts';
import { SandboxPaymentProvider } from '@gym/platform/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer } from '../checkout/checkoutApi.testkit.ts';
import { DECLINE_VELOCITY } from '../checkout/checkoutRateLimiter.ts';
import { postFrom } from '../testing/fromAddress.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const DECLINED = '4000000000000002';
const APPROVED = '4111111111111111';

/**
 * Issue 36, item 5: a card tester spreading 30 attempts over 30 addresses passes every per-address limit; the
 * account's declines turn the captcha on after the fifth, so the provider sees five of them.
 */
describe('card testing across addresses: the account-wide decline limit turns the captcha on', {
  timeout: 120_000,
}, () => {
  let t: TestServer;
  let port: number;
  let planCode: string;
  const charged: string[] = [];
  const page = async () => (await (await fetch(`${t.url}/demo/checkout/plans`)).json()) as any;
  /** What the page sends, from `from`: the card tokenized at the sandbox, then the purchase. */
  const attempt = async (number: string, from: string, extra: Record<string, unknown> = {}) => {
    const token = await postFrom(
      port,
      '/payments/sandbox/tokens',
      { number, holder_name: 'TESTE CARTAO', expiry: '12/39', cvv: '123' },
      from,
    );
    expect(token.status).toBe(200);
    const payment = {
      card_token: token.body.token,
      credit_card_label: token.body.brand,
      last_four: token.body.last4,
      installments: 1,
    };
    return postFrom(
      port,
      '/demo/checkout',
      { checkout: { plan_code: planCode, customer: buyer(), payment }, ...extra },
      from,
      { 'idempotency-key': `teste-${randomUUID()}` },
    );
  };

  beforeAll(async () => {
    // The provider as the checkout reaches it, counting the charges that arrive (the card sandbox behind it).
    const sandbox = new SandboxPaymentProvider();
    const card = new Proxy(sandbox, {
      get(target, key, receiver) {
        if (key === 'chargeCard')
          return (request: { cardToken: string }) => {
            charged.push(request.cardToken);
            return target.chargeCard(request as never);
          };
        return Reflect.get(target, key, receiver);
      },
    });
    // The same card tried again is the per-card limit's job (5): lifted here so only the account-wide one acts.
    t = await startTestServer({ payments: { card, hosted: null, sandbox }, checkoutLimits: { perCard: 1000 } });
    port = Number(new URL(t.url).port);
    planCode = (await page()).plans.find((p: { name: string }) => p.name === 'Plano Mensal').code;
  });
  afterAll(() => t.close());

  it('thirty declined cards from thirty addresses: five reach the provider, the rest must solve the captcha', async () => {
    expect((await page()).captcha).toEqual({ required: false });
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await attempt(DECLINED, `127.0.1.${i + 1}`));
    const limit = DECLINE_VELOCITY.declinesPerAccount;
    expect(answers.slice(0, limit).map((a) => a.status)).toEqual(Array(limit).fill(402));
    expect(answers.slice(limit).every((a) => a.status === 400)).toBe(true);
    expect(answers[limit]!.body.error).toBe(paymentSettingsMessages.captchaRequired);
    expect(charged).toHaveLength(limit);
    // The page now shows the widget, though the account never turned the secure checkout on.
    expect((await page()).captcha).toEqual({ required: true, provider: 'sandbox' });
  });

  it('an honest buyer who ticks the captcha buys; a forged token does not reach the provider', async () => {
    const before = charged.length;
    const forged = await attempt(APPROVED, '127.0.2.1', { captcha_token: 'sandbox-captcha-forjado' });
    expect(forged.status).toBe(400);
    expect(charged).toHaveLength(before);
    const solved = (await (await fetch(`${t.url}/payments/sandbox/captcha/solve`, { method: 'POST' })).json()) as {
      token: string;
    };
    const honest = await attempt(APPROVED, '127.0.2.2', { captcha_token: solved.token });
    expect(honest.status).toBe(200);
    expect(charged).toHaveLength(before + 1);
  });
});

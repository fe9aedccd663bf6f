import { demo } from '@gym/app';
import { paymentSettingsMessages } from '@gym/contracts';
import { SiteverifyCaptchaVerifier } from '@gym/platform/payments';
import { CaptchaUnavailableError } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { buy } from '../checkout/checkoutApi.testkit.ts';
import { SANDBOX_SITEVERIFY_PATH } from './secureCheckout.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const UPDATE =
  'mutation($input: AccountSettingsInput!) { updateAccount(input: $input) { account { securityCheckout } } }';
const APPROVED = '4111111111111111';

describe('secure checkout: captcha verified server-side (siteverify protocol, sandbox over real HTTP)', {
  timeout: 60_000,
}, () => {
  let t: TestServer;
  let token: string;
  let planCode: string;
  const solve = async () =>
    ((await (await fetch(`${t.url}/payments/sandbox/captcha/solve`, { method: 'POST' })).json()) as { token: string })
      .token;
  beforeAll(async () => {
    t = await startTestServer({ checkoutLimits: { perAddress: 1000, perCard: 1000, tokenizePerAddress: 1000 } });
    token = await t.adminToken();
    const page = (await (await fetch(`${t.url}/demo/checkout/plans`)).json()) as any;
    planCode = page.plans.find((p: { name: string }) => p.name === 'Plano Mensal').code;
    expect(page.captcha).toEqual({ required: false });
  });
  afterAll(() => t.close());

  it('the siteverify adapter speaks the protocol with the sandbox: good token once, then timeout-or-duplicate', async () => {
    const verifier = new SiteverifyCaptchaVerifier({ url: `${t.url}${SANDBOX_SITEVERIFY_PATH}` });
    const good = await solve();
    expect(await verifier.verify({ secret: 's3cr3t', response: good })).toEqual({ success: true, errorCodes: [] });
    expect(await verifier.verify({ secret: 's3cr3t', response: good })).toEqual({
      success: false,
      errorCodes: ['invalid-input-response'],
    });
    expect(await verifier.verify({ secret: 's3cr3t', response: 'forjado' })).toMatchObject({ success: false });
    expect(await verifier.verify({ secret: '', response: await solve() })).toEqual({
      success: false,
      errorCodes: ['missing-input-secret'],
    });
    const raw = await fetch(`${t.url}${SANDBOX_SITEVERIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'secret=x',
    });
    expect(await raw.json()).toEqual({ success: false, 'error-codes': ['missing-input-response'] });
  });

  it('an unreachable captcha service is "unavailable", not a refusal', async () => {
    const verifier = new SiteverifyCaptchaVerifier({ url: 'http://127.0.0.1:9/siteverify', timeoutMs: 1000 });
    await expect(verifier.verify({ secret: 's', response: 'r' })).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it('with securityCheckout on, a purchase without or with a bad captcha is refused in pt-BR; a solved one goes through', async () => {
    const saved = await t.gql(
      ADMIN,
      UPDATE,
      { input: { name: 'Academia Demo', securityCheckout: true, captchaSecretKey: 'segredo-captcha-demo' } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const page = (await (await fetch(`${t.url}/demo/checkout/plans`)).json()) as any;
    expect(page.captcha).toEqual({ required: true, provider: 'sandbox' });

    const none = await buy(t.url, 'demo', planCode, APPROVED);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(paymentSettingsMessages.captchaRequired);

    const forged = await buy(t.url, 'demo', planCode, APPROVED, {
      extra: { captcha_token: 'sandbox-captcha-forjado' },
    });
    expect(forged.body.error).toBe(paymentSettingsMessages.captchaRequired);

    const solved = await buy(t.url, 'demo', planCode, APPROVED, { extra: { captcha_token: await solve() } });
    expect(solved.status).toBe(200);
    expect(solved.body).toMatchObject({ checkout_type: 'transparent' });
  });
});

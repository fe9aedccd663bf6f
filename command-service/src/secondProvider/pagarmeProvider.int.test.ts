import { PaymentProviderUnavailableError } from '@gym/platform';
import { PagarmePaymentProvider, pagarmeSandboxPublicKey } from '@gym/platform/payments';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { PAGARME_SANDBOX_PATH } from './secondProviderCheckout.ts';

const SECRET = 'sk_test_contrato_pagarme_1';
const PUBLIC = pagarmeSandboxPublicKey(SECRET);
const customer = { name: 'Joana Compradora', email: 'joana@exemplo.com.br', document: '52998224725' };

describe('PagarmePaymentProvider against our Pagar.me core v5 sandbox over real HTTP', { timeout: 60_000 }, () => {
  let t: TestServer;
  let api: string;
  let adapter: PagarmePaymentProvider;
  const tokenize = async (number: string, appId = PUBLIC, over: Record<string, unknown> = {}) => {
    const response = await fetch(`${api}/tokens?appId=${appId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'card',
        card: { number, holder_name: 'JOANA COMPRADORA', exp_month: 12, exp_year: 2039, cvv: '123', ...over },
      }),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const charge = (cardToken: string, idempotencyKey = randomUUID()) =>
    adapter.chargeCard({
      cardToken,
      amount: 9990,
      currency: 'BRL',
      installments: 1,
      idempotencyKey,
      description: 'Academia Demo: Plano Mensal',
      customer,
    });
  beforeAll(async () => {
    t = await startTestServer({ checkoutLimits: { perAddress: 1000, perCard: 1000, tokenizePerAddress: 1000 } });
    api = `${t.url}${PAGARME_SANDBOX_PATH}`;
    adapter = new PagarmePaymentProvider({ apiUrl: api, secretKey: SECRET, publicKey: PUBLIC });
  });
  afterAll(() => t.close());

  it('tokenizes with the public key (the card answered as BIN, last four and brand) and refuses bad cards with 422', async () => {
    const token = await tokenize('4111 1111 1111 1111');
    expect(token.status).toBe(200);
    expect(token.body.id).toMatch(/^token_/);
    expect(token.body.card).toMatchObject({ first_six_digits: '411111', last_four_digits: '1111', brand: 'Visa' });
    expect(JSON.stringify(token.body)).not.toContain('4111111111111111');
    expect((await tokenize('4111111111111112')).status).toBe(422);
    expect((await tokenize('4111111111111111', PUBLIC, { cvv: '1' })).body.errors).toHaveProperty(['request.card.cvv']);
    expect((await tokenize('4111111111111111', PUBLIC, { exp_year: 2020 })).status).toBe(422);
    expect((await tokenize('4111111111111111', 'sk_not_a_public_key')).status).toBe(401);
  });

  it('describes a token (brand, last four, a stable fingerprint) and knows nothing of another key', async () => {
    const one = await tokenize('5555555555554444');
    const two = await tokenize('5555555555554444');
    const a = await adapter.describeCardToken(one.body.id);
    expect(a).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect((await adapter.describeCardToken(two.body.id))?.fingerprint).toBe(a?.fingerprint);
    expect(await adapter.describeCardToken('token_naoexiste')).toBeNull();
    const other = new PagarmePaymentProvider({
      apiUrl: api,
      secretKey: 'sk_outro',
      publicKey: pagarmeSandboxPublicKey('sk_outro'),
    });
    expect(await other.describeCardToken(one.body.id)).toBeNull();
  });

  it('an order with an approved card is paid; the same Idempotency-Key answers the same charge', async () => {
    const token = await tokenize('4111111111111111');
    const key = randomUUID();
    const first = await charge(token.body.id, key);
    expect(first).toMatchObject({ status: 'approved', brand: 'visa', last4: '1111' });
    expect(first.status === 'approved' && first.chargeId).toMatch(/^ch_/);
    expect(await charge(token.body.id, key)).toEqual(first);
    // The token is used up: another order with it is refused (the buyer types the card again).
    expect(await charge(token.body.id)).toMatchObject({ status: 'declined', code: 'invalid_token' });
  });

  it('declines say why in pt-BR (last_transaction), a provider failure is "unavailable"', async () => {
    expect(await charge((await tokenize('4000000000009995')).body.id)).toEqual({
      status: 'declined',
      code: 'acquirer_51',
      message: 'Saldo insuficiente.',
    });
    expect(await charge((await tokenize('4000000000000002')).body.id)).toEqual({
      status: 'declined',
      code: 'acquirer_05',
      message: 'Cartão recusado pelo banco emissor.',
    });
    await expect(charge((await tokenize('4000000000000119')).body.id)).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });

  it('a token made with one account public key is not charged with another secret; a wrong key is unavailable', async () => {
    const token = await tokenize('4111111111111111');
    const other = new PagarmePaymentProvider({ apiUrl: api, secretKey: 'sk_outro', publicKey: PUBLIC });
    expect(
      await other.chargeCard({
        cardToken: token.body.id,
        amount: 100,
        currency: 'BRL',
        installments: 1,
        idempotencyKey: randomUUID(),
        description: 'x',
        customer,
      }),
    ).toMatchObject({ status: 'declined', code: 'invalid_token' });
    const orders = await fetch(`${api}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(orders.status).toBe(401);
    const down = new PagarmePaymentProvider({
      apiUrl: 'http://127.0.0.1:9/core/v5',
      secretKey: SECRET,
      publicKey: PUBLIC,
      timeoutMs: 1000,
    });
    await expect(
      down.chargeCard({
        cardToken: 'token_abc',
        amount: 1,
        currency: 'BRL',
        installments: 1,
        idempotencyKey: 'k',
        description: 'x',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(down.describeCardToken('token_abc')).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});

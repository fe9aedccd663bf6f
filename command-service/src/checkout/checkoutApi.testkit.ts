import { randomUUID } from 'node:crypto';

/** A buyer as the checkout page sends one: the card tokenized at the sandbox first, then the purchase. */
export const buyer = (over: Record<string, unknown> = {}) => ({
  name: 'Joana',
  last_name: 'Compradora',
  gender: 'Feminino',
  email: `joana.${randomUUID().slice(0, 8)}@exemplo.com.br`,
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  ...over,
});

export async function tokenize(url: string, number: string, over: Record<string, string> = {}) {
  const response = await fetch(`${url}/payments/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, holder_name: 'JOANA COMPRADORA', expiry: '12/39', cvv: '123', ...over }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

export async function postPurchase(url: string, account: string, body: unknown, key: string | null = randomUUID()) {
  const response = await fetch(`${url}/${account}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** Tokenizes `number` and buys `planCode`; `key` is the idempotency key of the attempt. */
export async function buy(
  url: string,
  account: string,
  planCode: string,
  number: string,
  options: {
    customer?: Record<string, unknown>;
    key?: string;
    installments?: number;
    /** Beside `checkout` in the body (e.g. captcha_token). */
    extra?: Record<string, unknown>;
  } = {},
) {
  const token = await tokenize(url, number);
  if (token.status !== 200) throw new Error(`tokenize: ${JSON.stringify(token.body)}`);
  const payment = {
    card_token: token.body.token,
    credit_card_label: token.body.brand,
    last_four: token.body.last4,
    installments: options.installments ?? 1,
  };
  return postPurchase(
    url,
    account,
    { checkout: { plan_code: planCode, customer: buyer(options.customer), payment }, ...options.extra },
    options.key ?? randomUUID(),
  );
}

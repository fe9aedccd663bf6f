import { checkoutMessages } from '@gym/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer } from '../checkout/checkoutApi.testkit.ts';
import { postFrom } from '../testing/fromAddress.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { parseTrustProxy } from '../web/trustProxy.ts';

/** The proxy in its own process (forwardingProxy.mjs), forwarding to `target`. */
async function startProxy(target: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'forwardingProxy.mjs')], {
    env: { ...process.env, TARGET: target },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`proxy exited ${code}`)));
  });
  return { port, child };
}

const post = postFrom;

/** A Luhn-valid card number per buyer (the sandbox approves any): each has its own fingerprint. */
function card(n: number): string {
  const body = `424242424242${String(n).padStart(3, '0')}`;
  for (let check = 0; check < 10; check++) {
    const digits = `${body}${check}`;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

async function purchase(port: number, planCode: string, n: number, from: string, headers: Record<string, string> = {}) {
  const token = await post(
    port,
    '/payments/sandbox/tokens',
    { number: card(n), holder_name: 'JOANA COMPRADORA', expiry: '12/39', cvv: '123' },
    from,
    headers,
  );
  if (token.status !== 200) return token;
  const payment = {
    card_token: token.body.token,
    credit_card_label: token.body.brand,
    last_four: token.body.last4,
    installments: 1,
  };
  return post(port, '/demo/checkout', { checkout: { plan_code: planCode, customer: buyer(), payment } }, from, {
    'idempotency-key': `buyer-${n}-${Date.now()}`,
    ...headers,
  });
}

const portOf = (url: string) => Number(new URL(url).port);
const planCodeOf = async (url: string) =>
  (((await (await fetch(`${url}/demo/checkout/plans`)).json()) as any).plans as Array<{ code: string }>)[0]!.code;

describe('TRUST_PROXY (issue 36, item 2): per-address limits behind a real proxy', { timeout: 120_000 }, () => {
  let behindProxy: TestServer;
  let direct: TestServer;
  let proxy: { port: number; child: ChildProcess };
  beforeAll(async () => {
    [behindProxy, direct] = await Promise.all([startTestServer({ trustProxy: '1' }), startTestServer()]);
    proxy = await startProxy(behindProxy.url);
  });
  afterAll(async () => {
    proxy?.child.kill('SIGTERM');
    await Promise.all([behindProxy?.close(), direct?.close()]);
  });

  it('parses hops and addresses, and refuses `true` (any client could pick its address)', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });

  it('twelve buyers from twelve forwarded addresses all buy; one address is still limited at ten', async () => {
    const plan = await planCodeOf(behindProxy.url);
    const honest = [];
    for (let i = 0; i < 12; i++) honest.push(await purchase(proxy.port, plan, i, `127.0.0.${10 + i}`));
    expect(honest.map((r) => r.status)).toEqual(Array(12).fill(200));
    // One client behind the same proxy, spoofing a new X-Forwarded-For each time: the trusted hop is the
    // proxy's own entry (its real address), so the 11th purchase is refused.
    const spoofed = [];
    for (let i = 0; i < 11; i++)
      spoofed.push(
        await purchase(proxy.port, plan, 100 + i, '127.0.0.50', { 'x-forwarded-for': `203.0.113.${i + 1}` }),
      );
    expect(spoofed.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(spoofed[10]).toMatchObject({
      status: 429,
      body: { error: checkoutMessages.rateLimited, code: 'RATE_LIMITED' },
    });
  });

  it('without the setting a spoofed X-Forwarded-For is ignored: one client is one address', async () => {
    const plan = await planCodeOf(direct.url);
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await purchase(portOf(direct.url), plan, 200 + i, '127.0.0.60', { 'x-forwarded-for': `198.51.100.${i + 1}` }),
      );
    expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers[10]!.status).toBe(429);
  });
});

// Benchmark: purchases on the sandbox provider, 10 concurrent buyers against the real server in its own
// process. One purchase = tokenize the card at the sandbox endpoint + POST /{account}/checkout (approved),
// which appends the purchase, registers the student, assigns the plan, marks the payment received and
// mails the password. Afterwards every approved purchase must have its one student in the read models.
import { countStudents, getAccountByCode } from '@gym/projection-service';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { demo } from '@gym/app';
import { randomCpf, startCheckoutServer } from './checkoutLib.ts';
import { log, percentile, round, tempDataDir, type Row } from './lib.ts';

const BUYERS = 10;
const WARMUP = 40;
const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 15);

async function purchaseOnce(url: string, planCode: string, n: number): Promise<boolean> {
  const tokenResponse = await fetch(`${url}/payments/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '4111111111111111', holder_name: 'BENCH BUYER', expiry: '12/39', cvv: '123' }),
  });
  const card = (await tokenResponse.json()) as { token: string; brand: string; last4: string };
  const response = await fetch(`${url}/${demo.accountCode}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      checkout: {
        plan_code: planCode,
        customer: {
          name: 'Bench',
          last_name: `Comprador ${n}`,
          gender: 'Feminino',
          email: `bench.${n}.${randomUUID().slice(0, 8)}@exemplo.com.br`,
          cpf: randomCpf(),
          phone: '11987654321',
        },
        payment: { card_token: card.token, credit_card_label: card.brand, last_four: card.last4, installments: 1 },
      },
    }),
  });
  const body = (await response.json()) as { checkout_type?: string };
  return response.status === 200 && body.checkout_type === 'transparent';
}

export default async function checkoutPurchasesBench(): Promise<Row[]> {
  const data = tempDataDir('checkout');
  const server = await startCheckoutServer(data.dir);
  try {
    const { plans } = (await (await fetch(`${server.url}/${demo.accountCode}/checkout/plans`)).json()) as {
      plans: Array<{ code: string; name: string }>;
    };
    const planCode = plans.find((p) => p.name === 'Plano Mensal')!.code;
    let n = 0;
    for (let i = 0; i < WARMUP; i++) await purchaseOnce(server.url, planCode, n++);
    const latencies: number[] = [];
    let ok = 0;
    let failed = 0;
    const cpuBefore = await server.cpuMs();
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const approved = await purchaseOnce(server.url, planCode, n++);
          latencies.push(performance.now() - t0);
          if (approved) ok++;
          else failed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = (await server.cpuMs()) - cpuBefore;
    log(`${ok} approved, ${failed} failed in ${round(seconds, 1)} s`);
    let students = -1;
    const docs = SqliteDocumentStore.open(path.join(data.dir, 'readmodels.sqlite'));
    try {
      const account = await getAccountByCode(docs, demo.accountCode);
      students = await countStudents(docs, account!.id, { origin: 'checkout' });
    } finally {
      await docs.close();
    }
    log(
      `students with origin checkout in the read models: ${students} (approved purchases, warm-up included: ${ok + WARMUP})`,
    );
    if (students !== ok + WARMUP)
      throw new Error(`${ok + WARMUP} approved purchases but ${students} checkout students`);
    return [
      {
        metric: 'purchases/s (10 buyers, sandbox)',
        value: round(ok / seconds, 1),
        unit: 'purchases/s',
        note: `${ok} approved, ${failed} failed`,
      },
      { metric: 'purchase p50 (tokenize + POST)', value: round(percentile(latencies, 50), 1), unit: 'ms' },
      { metric: 'purchase p99 (tokenize + POST)', value: round(percentile(latencies, 99), 1), unit: 'ms' },
      { metric: 'server CPU per purchase', value: round(cpuMs / Math.max(1, ok), 2), unit: 'ms' },
    ];
  } finally {
    await server.close();
    data.remove();
  }
}

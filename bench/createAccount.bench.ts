// createAccount (the public wizard's call) over real HTTP: autocannon, 10 connections, against the real
// server in its own process. Every 5th request reuses one name, so the code claims race as they would
// when people pick the same name. Counted: 2xx answers with an account code and no GraphQL errors; after
// the run the read model must hold one account per OK answer, each with its own code.
import autocannon from 'autocannon';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import path from 'node:path';
import { log, round, startChildServer, tempDataDir, type Row } from './lib.ts';

const CONNECTIONS = 10;
const AMOUNT = Number(process.env.BENCH_CREATE_ACCOUNT_AMOUNT ?? 600);
const CREATE = `mutation($name:String!,$lastName:String!,$email:String!){ createAccount(name:$name, lastName:$lastName, email:$email,
  phone:"(11) 98765-4321", password:"senha-bench-1", atuationType:"online", category:"studio", subcategory:"pilates", cpf:"529.982.247-25",
  zipcode:"01310-100", street:"Avenida Paulista", number:"1000", neighborhood:"Bela Vista", city:"São Paulo", state:"SP") { id code } }`;

export default async function createAccountBench(): Promise<Row[]> {
  const data = tempDataDir('create-account');
  const server = await startChildServer(data.dir);
  let counter = 0;
  const tally = { ok: 0, failed: 0, codes: new Set<string>(), failures: [] as string[] };
  try {
    const request: autocannon.Request = {
      method: 'POST',
      path: '/global/graphql',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        counter += 1;
        const shared = counter % 5 === 0;
        const variables = {
          name: 'Bench',
          lastName: shared ? 'Mesmo Nome' : `Conta ${counter}`,
          email: `dono.${counter}@exemplo.com.br`,
        };
        return { ...req, body: JSON.stringify({ query: CREATE, variables }) };
      },
      onResponse: (status, body) => {
        let code: string | undefined;
        let errors: unknown;
        try {
          const parsed = JSON.parse(body) as { data?: { createAccount?: { code?: string } }; errors?: unknown };
          code = parsed.data?.createAccount?.code;
          errors = parsed.errors;
        } catch {
          code = undefined;
        }
        if (status >= 200 && status < 300 && !errors && code) {
          tally.ok += 1;
          tally.codes.add(code);
        } else {
          tally.failed += 1;
          if (tally.failures.length < 5) tally.failures.push(`${status} ${body.slice(0, 300)}`);
        }
      },
    };
    const cannon = (amount: number) =>
      autocannon({
        url: `${server.url}/global/graphql`,
        connections: CONNECTIONS,
        requests: [request],
        timeout: 20,
        amount,
      } as autocannon.Options);
    log(`warm-up: 50 requests; measured run: ${AMOUNT} requests, ${CONNECTIONS} connections`);
    await cannon(50);
    const before = tally.ok;
    const cpuBefore = await server.cpuMs();
    const result = await cannon(AMOUNT);
    const cpuMs = (await server.cpuMs()) - cpuBefore;
    const ok = tally.ok - before;
    for (const failure of tally.failures) log(`FAILED response: ${failure}`);
    await server.close();

    const docs = SqliteDocumentStore.open(path.join(data.dir, 'readmodels.sqlite'));
    let accounts: number;
    try {
      accounts = (await docs.collection('accounts').count({})) - 1; // minus the demo gym
    } finally {
      await docs.close();
    }
    log(
      `verification: ${tally.ok} OK answers, ${tally.codes.size} distinct codes, ${accounts} accounts in the read model`,
    );
    return [
      {
        metric: 'createAccount OK responses/s',
        value: round(ok / result.duration, 1),
        unit: 'req/s',
        target: { op: '>=', value: 20 },
        note: `${ok} OK of ${result.requests.total} in ${round(result.duration, 1)} s, ${CONNECTIONS} connections; scrypt (N=2^15) of each password included`,
      },
      { metric: 'createAccount latency p50', value: result.latency.p50, unit: 'ms' },
      { metric: 'createAccount latency p99', value: result.latency.p99, unit: 'ms', target: { op: '<=', value: 1000 } },
      { metric: 'server CPU time per account', value: round(cpuMs / Math.max(1, ok), 1), unit: 'ms' },
      {
        metric: 'failed responses (incl. warm-up)',
        value: tally.failed,
        unit: 'count',
        target: { op: '<=', value: 0 },
      },
      {
        metric: 'OK answers sharing a code',
        value: tally.ok - tally.codes.size,
        unit: 'count',
        target: { op: '<=', value: 0 },
      },
      {
        metric: 'accounts in the read model minus OK answers',
        value: accounts - tally.ok,
        unit: 'count',
        target: { op: '<=', value: 0 },
      },
    ];
  } finally {
    await server.close();
    data.remove();
  }
}

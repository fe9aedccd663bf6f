// Benchmark 1: createOrUpdateUser over real HTTP (autocannon, 10 connections) against the real server
// in its own process. Throughput counts only 2xx responses whose body carries the created student and
// no GraphQL `errors`; afterwards the read model must hold exactly one new student per such response.
import autocannon from 'autocannon';
import { countStudents, getAccountByCode } from '@gym/projection-service';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import path from 'node:path';
import { demo } from '@gym/app';
import { SAVE_STUDENT } from '../command-service/src/testing/testServer.testkit.ts';
import { log, loginAs, round, startChildServer, tempDataDir, type Row } from './lib.ts';

const CONNECTIONS = 10;
const WARMUP_REQUESTS = [300, 600]; // JIT warm-up, then a rate estimate
const TARGET_SECONDS = 12;

interface SaveResponse {
  readonly data?: { readonly createOrUpdateUser?: { readonly id?: string } | null } | null;
  readonly errors?: unknown[];
}

interface Tally {
  ok: number;
  failed: number;
  readonly ids: string[];
  readonly samples: string[];
  readonly failures: string[];
}

export default async function createUserBench(): Promise<Row[]> {
  const data = tempDataDir('create-user');
  const server = await startChildServer(data.dir);
  const endpoint = `${server.url}/${demo.accountCode}/admin/graphql`;
  const runTag = Date.now().toString(36);
  let counter = 0;
  const tally: Tally = { ok: 0, failed: 0, ids: [], samples: [], failures: [] };

  try {
    const token = await loginAs(server.url, demo.accountCode, demo.admin.email, demo.admin.password);

    const request: autocannon.Request = {
      method: 'POST',
      path: `/${demo.accountCode}/admin/graphql`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      setupRequest: (req) => {
        counter += 1;
        const n = counter;
        const input = {
          name: 'Bench',
          lastName: `Aluno ${n}`,
          email: `bench.${runTag}.${n}@exemplo.com.br`,
          gender: 'Feminino',
          origin: 'panel',
        };
        return { ...req, body: JSON.stringify({ query: SAVE_STUDENT, variables: { input } }) };
      },
      onResponse: (status, body) => {
        let parsed: SaveResponse | null = null;
        try {
          parsed = JSON.parse(body) as SaveResponse;
        } catch {
          parsed = null;
        }
        const id = parsed?.data?.createOrUpdateUser?.id;
        if (status >= 200 && status < 300 && parsed && !parsed.errors && typeof id === 'string') {
          tally.ok += 1;
          tally.ids.push(id);
          if (tally.samples.length < 3) tally.samples.push(body);
        } else {
          tally.failed += 1;
          if (tally.failures.length < 5) tally.failures.push(`${status} ${body.slice(0, 300)}`);
        }
      },
    };
    const cannon = (options: Partial<autocannon.Options>) =>
      autocannon({
        url: endpoint,
        connections: CONNECTIONS,
        requests: [request],
        timeout: 10,
        ...options,
      } as autocannon.Options);

    // Every run uses a fixed amount (not a duration) so that no request is cut off in flight: then every
    // created student must have its OK response, and the count check below is exact.
    log(`warm-up: ${WARMUP_REQUESTS.join(' + ')} requests, ${CONNECTIONS} connections`);
    await cannon({ amount: WARMUP_REQUESTS[0] });
    const okBeforeEstimate = tally.ok;
    const warm = await cannon({ amount: WARMUP_REQUESTS[1] });
    const warmRate = (tally.ok - okBeforeEstimate) / warm.duration;
    // Sized from the warm-up rate to last about TARGET_SECONDS.
    const amount = Math.max(2000, Math.min(40_000, Math.round(warmRate * TARGET_SECONDS)));
    const before = { ok: tally.ok, failed: tally.failed };
    log(`warm-up ${round(warmRate, 0)} ok/s; measured run: ${amount} requests`);

    const cpuBefore = await server.cpu();
    const result = await cannon({ amount });
    const cpuAfter = await server.cpu();
    const serverCpuMs = cpuAfter.cpuMs - cpuBefore.cpuMs;
    const mainThreadCpuMs =
      cpuAfter.mainThreadCpuMs === null || cpuBefore.mainThreadCpuMs === null
        ? null
        : cpuAfter.mainThreadCpuMs - cpuBefore.mainThreadCpuMs;
    const ok = tally.ok - before.ok;
    const okPerSecond = ok / result.duration;
    for (const sample of tally.samples.slice(0, 2)) log(`sample body: ${sample.slice(0, 200)}`);
    for (const failure of tally.failures) log(`FAILED response: ${failure}`);

    await server.close();

    // Verification on the read model itself (the server process is gone; its files stay).
    const docs = SqliteDocumentStore.open(path.join(data.dir, 'readmodels.sqlite'));
    let inReadModel: number;
    let okIdsFound: number;
    try {
      const account = await getAccountByCode(docs, demo.accountCode);
      if (!account) throw new Error('demo account missing');
      inReadModel = (await countStudents(docs, account.id)) - 5; // minus the five seeded students
      okIdsFound = (await docs.collection('students').getMany(tally.ids)).length;
    } finally {
      await docs.close();
    }
    const consistent = inReadModel === tally.ok && okIdsFound === tally.ok && tally.failed === 0;
    log(
      `verification: ${tally.ok} OK responses (warm-up + run), ${tally.failed} failed, ${inReadModel} new students in the read model, ${okIdsFound} OK ids found -> ${consistent ? 'consistent' : 'INCONSISTENT'}`,
    );

    return [
      {
        metric: 'createOrUpdateUser OK responses/s',
        value: round(okPerSecond, 0),
        unit: 'req/s',
        target: { op: '>=', value: 1000 },
        note: `${ok} OK of ${result.requests.total} in ${round(result.duration, 1)} s, ${CONNECTIONS} connections`,
      },
      { metric: 'createOrUpdateUser latency p50', value: result.latency.p50, unit: 'ms' },
      {
        metric: 'createOrUpdateUser latency p99',
        value: result.latency.p99,
        unit: 'ms',
        target: { op: '<=', value: 25 },
      },
      { metric: 'createOrUpdateUser latency max', value: result.latency.max, unit: 'ms' },
      {
        metric: 'server CPU time per OK request',
        value: round(serverCpuMs / Math.max(1, ok), 2),
        unit: 'ms',
        note: `all threads; server process busy ${round((100 * serverCpuMs) / (result.duration * 1000), 0)}% of one core`,
      },
      ...(mainThreadCpuMs === null
        ? []
        : [
            {
              metric: 'server main-thread CPU time per OK request',
              value: round(mainThreadCpuMs / Math.max(1, ok), 2),
              unit: 'ms',
              note: `the event loop answering HTTP, busy ${round((100 * mainThreadCpuMs) / (result.duration * 1000), 0)}% of one core: it caps the server at ~${round(ok / (mainThreadCpuMs / 1000), 0)} req/s`,
            },
          ]),
      {
        metric: 'failed responses (non-2xx or GraphQL errors, incl. warm-up)',
        value: tally.failed,
        unit: 'count',
        target: { op: '<=', value: 0 },
        note: `autocannon: 2xx=${result['2xx']} non2xx=${result.non2xx} socket errors=${result.errors} timeouts=${result.timeouts}`,
      },
      {
        metric: 'read model students minus OK responses',
        value: inReadModel - tally.ok,
        unit: 'count',
        target: { op: '<=', value: 0 },
        note: `${inReadModel} students vs ${tally.ok} OK responses; OK ids found ${okIdsFound}`,
      },
      {
        metric: 'OK responses missing from the read model',
        value: tally.ok - okIdsFound,
        unit: 'count',
        target: { op: '<=', value: 0 },
      },
    ];
  } finally {
    await server.close();
    data.remove();
  }
}

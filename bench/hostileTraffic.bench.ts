// Benchmark (issue 27): the server under hostile traffic. 1,000 unauthenticated requests from 10
// connections: documents near and far past the size limit with unique aliases (the flood that once
// filled the parse cache), deep queries, alias floods, fragment cost bombs and malformed bodies;
// meanwhile one client asks the legitimate `alunos` query over and over. Figures: the server
// process's peak RSS (VmHWM from /proc, main and background threads together) and the legitimate
// query's p99 during the attack.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { demo } from '@gym/app';
import { LIST_STUDENTS } from '../command-service/src/testing/testServer.testkit.ts';
import { gql, log, loginAs, percentile, round, startChildServer, tempDataDir, type Row } from './lib.ts';

const HOSTILE_REQUESTS = 1000;
const CONNECTIONS = 10;

function memoryKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
}

/** The attackers' own connections (10, kept alive), apart from the legitimate client's. */
const attackers = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function attack(url: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: attackers,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    // A server that answers before reading a body it refuses may close the connection: counted as status 0.
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

function hostileBody(i: number): string {
  const kind = i % 6;
  switch (kind) {
    case 0: // ~900 KB of unique aliases: refused by size before parsing
      return JSON.stringify({
        query: `{ ${Array.from({ length: 52_000 }, (_, j) => `a${i}_${j}:__typename`).join(' ')} }`,
      });
    case 1: // just under the size limit, unique per request: parsed up to the token limit, never cached
      return JSON.stringify({
        query: `${`{ ${Array.from({ length: 2600 }, (_, j) => `b${i}_${j}:__typename`).join(' ')} }`.slice(0, 32_000)} }`,
      });
    case 2: // deep nesting
      return JSON.stringify({ query: `${'{ accountCategories '.repeat(600)}${'}'.repeat(600)}` });
    case 3: // an alias flood within the token limit
      return JSON.stringify({
        query: `{ ${Array.from({ length: 900 }, (_, j) => `c${i}_${j}: accountCategories { code }`).join(' ')} }`,
      });
    case 4: // a fragment cost bomb
      return JSON.stringify({
        query: `{ accountCategories { ...F2 } } fragment F0 on Category { code name } fragment F1 on Category { ${'...F0 '.repeat(40)} } fragment F2 on Category { ${'...F1 '.repeat(40)} } # ${i}`,
      });
    default: // a malformed body
      return `{"query": "mutation { login(email: \\"x${i}@y.z\\", password: \\"p\\"`;
  }
}

export default async function hostileTraffic(): Promise<Row[]> {
  const data = tempDataDir('hostile');
  const server = await startChildServer(data.dir);
  try {
    const token = await loginAs(server.url, demo.accountCode, demo.admin.email, demo.admin.password);
    const endpoint = `${server.url}/${demo.accountCode}/admin/graphql`;
    for (let i = 0; i < 20; i++) await gql(endpoint, LIST_STUDENTS, { page: 1 }, token); // warm-up
    const rssBefore = memoryKb(server.pid, 'VmRSS');
    // The same query at rest first: on a shared host, the difference is what the attack costs.
    const atRest: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      await gql(endpoint, LIST_STUDENTS, { page: 1 }, token);
      atRest.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    // Built before the attack, so the load generator's CPU (on the same host) does not weigh on the server.
    const bodies = Array.from({ length: HOSTILE_REQUESTS }, (_, i) => hostileBody(i));
    let attacking = true;
    const legit: number[] = [];
    const legitErrors: string[] = [];
    const legitLoop = (async () => {
      while (attacking) {
        const started = performance.now();
        try {
          const answer = await gql(endpoint, LIST_STUDENTS, { page: 1 }, token);
          legit.push(performance.now() - started);
          if (!answer.data?.alunos) legitErrors.push(JSON.stringify(answer.errors).slice(0, 200));
        } catch (error) {
          legitErrors.push(String((error as { cause?: unknown }).cause ?? error));
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const cpuBefore = await server.cpu();
    let next = 0;
    const statuses = new Map<number, number>();
    const byKind = new Map<number, number[]>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < HOSTILE_REQUESTS) {
          const i = next++;
          const t0 = performance.now();
          const status = await attack(`${server.url}/${i % 2 ? 'global' : demo.accountCode}/graphql`, bodies[i]!);
          byKind.set(i % 6, [...(byKind.get(i % 6) ?? []), performance.now() - t0]);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const attackMs = performance.now() - started;
    const cpuAfter = await server.cpu();
    attacking = false;
    await legitLoop;
    const peakKb = memoryKb(server.pid, 'VmHWM');
    log(
      `hostile statuses ${JSON.stringify(Object.fromEntries(statuses))}; legit samples ${legit.length}, errors ${legitErrors.length} ${legitErrors.slice(0, 3).join(' | ')}`,
    );
    const still = await gql(`${server.url}/global/graphql`, '{ accountCategories { code } }');
    return [
      {
        metric: 'hostile requests answered',
        value: [...statuses.values()].reduce((a, b) => a + b, 0),
        unit: 'req',
        target: { op: '>=', value: HOSTILE_REQUESTS },
      },
      {
        metric: 'hostile answers 5xx',
        value: [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0),
        unit: 'req',
        target: { op: '<=', value: 0 },
      },
      { metric: 'hostile throughput', value: round((HOSTILE_REQUESTS / attackMs) * 1000, 1), unit: 'req/s' },
      {
        metric: 'server CPU per hostile request',
        value: round((cpuAfter.cpuMs - cpuBefore.cpuMs) / HOSTILE_REQUESTS, 2),
        unit: 'ms',
      },
      ...(cpuAfter.mainThreadCpuMs !== null && cpuBefore.mainThreadCpuMs !== null
        ? [
            {
              metric: 'main thread CPU per hostile request',
              value: round((cpuAfter.mainThreadCpuMs - cpuBefore.mainThreadCpuMs) / HOSTILE_REQUESTS, 2),
              unit: 'ms',
            },
          ]
        : []),
      { metric: 'server RSS before the attack', value: round(rssBefore / 1024, 1), unit: 'MB' },
      {
        metric: 'server peak RSS (VmHWM)',
        value: round(peakKb / 1024, 1),
        unit: 'MB',
        target: { op: '<=', value: 512 },
      },
      { metric: 'alunos p50 at rest', value: round(percentile(atRest, 50), 1), unit: 'ms' },
      { metric: 'alunos p99 at rest', value: round(percentile(atRest, 99), 1), unit: 'ms' },
      ...['900 KB', '32 KB aliases', 'deep', 'alias flood', 'cost bomb', 'malformed'].map((kind, k) => ({
        metric: `hostile ${kind} p50`,
        value: round(percentile(byKind.get(k) ?? [0], 50), 1),
        unit: 'ms',
      })),
      { metric: 'alunos p50 during the attack', value: round(percentile(legit, 50), 1), unit: 'ms' },
      {
        metric: 'alunos p99 during the attack',
        value: round(percentile(legit, 99), 1),
        unit: 'ms',
        target: { op: '<=', value: 100 },
        note: `${legit.length} samples`,
      },
      {
        metric: 'alunos errors during the attack',
        value: legitErrors.length,
        unit: 'req',
        target: { op: '<=', value: 0 },
      },
      {
        metric: 'server answers afterwards',
        value: still.data?.accountCategories ? 1 : 0,
        unit: 'bool',
        target: { op: '>=', value: 1 },
      },
    ];
  } finally {
    await server.close();
    data.remove();
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openSqlite, SqliteEventStore } from '@gym/platform/sqlite';
import type { EventToAppend, ExpectedRevision } from '@gym/platform';

/** One printed figure. `target` absent: informational (no PASS/MISS). */
export interface Row {
  readonly metric: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: { readonly op: '>=' | '<='; readonly value: number };
  readonly note?: string;
}

export type Bench = () => Promise<Row[]>;

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');

export function verdict(row: Row): 'PASS' | 'MISS' | 'info' {
  if (!row.target) return 'info';
  const ok = row.target.op === '>=' ? row.value >= row.target.value : row.value <= row.target.value;
  return ok ? 'PASS' : 'MISS';
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const log = (message: string): void => {
  process.stderr.write(`  · ${message}\n`);
};

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A fresh temp data dir; call `remove` at the end (BENCH_KEEP_DATA=1 keeps it, for diagnostics). */
export function tempDataDir(name: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `gym-bench-${name}-`));
  const remove = () => {
    if (process.env.BENCH_KEEP_DATA) log(`kept the data dir ${dir} (BENCH_KEEP_DATA)`);
    else rmSync(dir, { recursive: true, force: true });
  };
  return { dir, remove };
}

export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

export interface ChildServer {
  readonly url: string;
  /** The server process's id (its /proc entry gives its memory). */
  readonly pid: number;
  /** CPU time (user + system, ms) the server process has used so far. */
  cpuMs(): Promise<number>;
  /** The same, and the main thread's share alone (null where /proc is missing). */
  cpu(): Promise<{
    readonly cpuMs: number;
    readonly mainThreadCpuMs: number | null;
    readonly peakRssKb: number;
    readonly rssKb: number;
  }>;
  close(): Promise<void>;
}

/**
 * The real server (startServer) in its own Node process, so that the load generator and the server do
 * not share one event loop. BENCH_SERVER_NODE_ARGS adds Node flags to it (e.g. "--cpu-prof").
 */
export async function startChildServer(dataDir: string): Promise<ChildServer> {
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...extra, '--import', 'tsx', path.join(benchDir, 'serverProcess.ts'), dataDir],
    {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout! });
  const pending: Array<(message: Record<string, unknown>) => void> = [];
  lines.on('line', (line) => {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(line) as Record<string, unknown>;
    } catch {
      process.stderr.write(`server: ${line}\n`);
      return;
    }
    pending.shift()?.(message);
  });
  const next = () => new Promise<Record<string, unknown>>((resolve) => pending.push(resolve));
  const url = await Promise.race([
    next().then((message) => message.url as string),
    exited.then(() => {
      throw new Error('server process exited early');
    }),
  ]);
  const cpu = async () => {
    const answer = next();
    child.stdin!.write('cpu\n');
    const message = await answer;
    return {
      cpuMs: message.cpuMs as number,
      mainThreadCpuMs: (message.mainThreadCpuMs ?? null) as number | null,
      peakRssKb: (message.peakRssKb ?? 0) as number,
      rssKb: (message.rssKb ?? 0) as number,
    };
  };
  return {
    url,
    pid: child.pid!,
    async cpuMs() {
      return (await cpu()).cpuMs;
    },
    cpu,
    async close() {
      // The child closes the server (and writes its CPU profile, if any) when its stdin ends.
      child.stdin!.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Waits until the child server has been idle (under 5 % of a core) for `quietMs`, i.e. its background
 * work (the relay and the campaign engine catching up on a bulk-filled log, checkpoints) is done, so
 * that a read benchmark measures the reads and not the catch-up beside them. Gives up after `maxMs`.
 */
export async function waitUntilIdle(
  child: ChildServer,
  quietMs = 1500,
  maxMs = 180_000,
): Promise<{ ms: number; cpuMs: number; idle: boolean }> {
  const STEP_MS = 250;
  const started = performance.now();
  const firstCpu = await child.cpuMs();
  let lastCpu = firstCpu;
  let quietSince = performance.now();
  while (performance.now() - started < maxMs) {
    await sleep(STEP_MS);
    const cpu = await child.cpuMs();
    const now = performance.now();
    if (cpu - lastCpu > STEP_MS * 0.05) quietSince = now;
    lastCpu = cpu;
    if (now - quietSince >= quietMs) return { ms: now - started, cpuMs: cpu - firstCpu, idle: true };
  }
  return { ms: performance.now() - started, cpuMs: lastCpu - firstCpu, idle: false };
}

export interface GqlResponse<T = any> {
  readonly status: number;
  readonly data: T | null;
  readonly errors?: unknown[];
}

export async function gql<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlResponse<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  return { status: response.status, data: body.data ?? null, ...(body.errors ? { errors: body.errors } : {}) };
}

export const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ token } }';

export async function loginAs(baseUrl: string, accountCode: string, email: string, password: string): Promise<string> {
  const result = await gql<{ login: { token: string } }>(`${baseUrl}/${accountCode}/graphql`, LOGIN, {
    e: email,
    p: password,
  });
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

// Deterministic pseudo-random data (mulberry32), so runs are comparable.
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Bruno',
  'Camila',
  'Carla',
  'Carlos',
  'Daniel',
  'Débora',
  'Diego',
  'Eduarda',
  'Felipe',
  'Fernanda',
  'Gabriel',
  'Gustavo',
  'Helena',
  'Igor',
  'Isabela',
  'João',
  'Juliana',
  'Larissa',
  'Leonardo',
  'Lucas',
  'Luiza',
  'Marcelo',
  'Maria',
  'Mariana',
  'Marina',
  'Mateus',
  'Natália',
  'Otávio',
  'Paula',
  'Pedro',
  'Rafael',
  'Renata',
  'Rodrigo',
  'Sofia',
  'Tatiane',
  'Thiago',
  'Valéria',
  'Vinícius',
] as const;
export const LAST_NAMES = [
  'Almeida',
  'Alves',
  'Araújo',
  'Barbosa',
  'Cardoso',
  'Carvalho',
  'Castro',
  'Costa',
  'Dias',
  'Fernandes',
  'Ferreira',
  'Gomes',
  'Lima',
  'Martins',
  'Melo',
  'Mendes',
  'Moreira',
  'Nascimento',
  'Oliveira',
  'Pereira',
  'Ribeiro',
  'Rocha',
  'Rodrigues',
  'Santos',
  'Silva',
  'Soares',
  'Souza',
  'Teixeira',
] as const;

export function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}

/** A StudentProfile-shaped object (contracts/src/students/events.ts) for student number `n`. */
export function fakeProfile(n: number, random: () => number) {
  const name = pick(FIRST_NAMES, random);
  const lastName = `${pick(LAST_NAMES, random)} ${pick(LAST_NAMES, random)}`;
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/\s+/g, '.');
  return {
    name,
    lastName,
    email: `${plain(name)}.${plain(lastName)}.${n}@exemplo.com.br`,
    phone: `119${String(10_000_000 + Math.floor(random() * 89_999_999))}`,
    cpf: null,
    gender: (random() < 0.5 ? 'Feminino' : 'Masculino') as 'Feminino' | 'Masculino',
    birthdate: `19${70 + Math.floor(random() * 30)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    gympassId: null,
    height: 150 + Math.floor(random() * 50),
    status: 'ativo' as const,
    avatarUrl: null,
  };
}

/**
 * The product's SQLite event store on its own connection, for filling a log fast: `batch` runs many
 * appendToStream calls (each still checks its expected revision) inside one outer transaction, so a
 * batch costs one commit instead of one per stream. appendToStream's body is synchronous on SQLite, so
 * every append has run when `batch` returns; its promise carries the outcome and is checked.
 */
export function openBulkEventStore(file: string) {
  const db = openSqlite(file);
  const eventStore = new SqliteEventStore(db);
  return {
    eventStore,
    async batch(
      work: (
        append: (streamId: string, events: readonly EventToAppend[], expectedRevision: ExpectedRevision) => void,
      ) => void,
    ): Promise<void> {
      const pending: Promise<unknown>[] = [];
      db.transaction(() =>
        work((streamId, events, expectedRevision) =>
          pending.push(eventStore.appendToStream(streamId, events, { expectedRevision })),
        ),
      )();
      await Promise.all(pending);
    },
    async close() {
      await eventStore.close();
      db.close();
    },
  };
}

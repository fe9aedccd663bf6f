import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demo } from './seed.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `npm start`'s entry in its own process; resolves once it prints its banner, with what it printed. */
function start(dataDir: string, port: number): Promise<{ child: ChildProcess; banner: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'app/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Régua de cobrança')) resolve({ child, banner: out });
      // A seeding step that throws is logged as fatal while the process guard keeps the process up.
      if (out.includes('"level":60')) reject(new Error(`npm start failed before its banner:\n${out.slice(0, 2000)}`));
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before its banner:\n${out}\n${err}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The first start seeds the demo gym in several steps (students, dashboard activity, an overdue card payment, an
 * account plan); a step that throws stops `npm start` before its banner, which the servers of the other tests
 * (seeded by startServer alone) would never show.
 */
describe('npm start (app/src/main.ts) on an empty data folder, then again on the same folder', {
  timeout: 180_000,
}, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gym-main-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints its banner with the demo addresses, and the demo gym shows each capability', async () => {
    const port = await freePort();
    const started = await start(dataDir, port);
    child = started.child;
    const base = `http://localhost:${port}`;
    expect(started.banner).toContain(`${base}/${demo.accountCode}/admin`);
    expect(started.banner).toContain(`${base}/${demo.accountCode}/checkout?plan=`);
    const api = `http://127.0.0.1:${port}`;
    expect((await fetch(`${api}/${demo.accountCode}`)).status).toBe(200);

    const gql = async (query: string, token?: string) =>
      (await (
        await fetch(`${api}/${demo.accountCode}/admin/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query }),
        })
      ).json()) as { data: Record<string, any> };
    const login = await gql(
      `mutation { login(email: "${demo.admin.email}", password: "${demo.admin.password}") { token } }`,
    );
    const token = login.data.login.token as string;
    const answer = await gql(
      '{ dashboardCheckins { totalCheckinsCurrentMonth } overdueStudents { studentName } courses { title } workoutRoutines { name } }',
      token,
    );
    const data = answer.data;
    expect(answer, JSON.stringify(answer).slice(0, 500)).not.toHaveProperty('errors');
    expect(data.dashboardCheckins.totalCheckinsCurrentMonth).toBeGreaterThan(0);
    expect(data.overdueStudents.map((s: { studentName: string }) => s.studentName)).toContain('Bruno Lima');
    expect(data.courses.length).toBeGreaterThan(0);
    expect(data.workoutRoutines.length).toBeGreaterThan(0);
    await stop(child);
    child = undefined;
  });

  it('starts again on the same data without seeding twice', async () => {
    const started = await start(dataDir, await freePort());
    child = started.child;
    expect(started.banner).toContain('Plataforma pronta');
  });
});

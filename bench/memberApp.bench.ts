// Benchmark (issue 25): the member app's first load at 375 px in Chromium (JavaScript transferred, compressed as
// served), and the schedule it reads: programSchedule p95 with 500 classes a week and 5,000 bookings (BENCH_BOOKINGS).
// The server runs in its own process (serverProcess.ts, BENCH_MEMBER_APP=1 serves member-app/dist).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { demo } from '@gym/app';
import { SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../command-service/src/checkins/gqlDocs.testkit.ts';
import { SAVE_STUDENT } from '../command-service/src/testing/testServer.testkit.ts';
import { launchChromium } from '../e2e/browser.testkit.ts';
import { gql, log, loginAs, percentile, repoRoot, round, startChildServer, tempDataDir, type Row } from './lib.ts';

const PROGRAMS = 10;
const SLOTS = 10; // classes per program, Monday to Friday: 10 × 10 × 5 = 500 a week
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 5000);
const MEMBERS = 100;
const CONCURRENCY = 10;
const SAMPLES = 200;
const SCHEDULE =
  'query($p: ID!) { programSchedule(programId: $p, days: 7) { date checkins waitlist programClass { id startTime endTime limit } } }';

async function pool(total: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) await work(next++);
    }),
  );
}

export default async function memberAppBench(): Promise<Row[]> {
  const dist = path.join(repoRoot, 'member-app/dist');
  if (!existsSync(path.join(dist, 'index.html')))
    execSync('npm run build -w member-app', { cwd: repoRoot, stdio: 'inherit' });
  process.env.BENCH_MEMBER_APP = '1';
  const data = tempDataDir('member-app');
  const server = await startChildServer(data.dir);
  const member = `${server.url}/${demo.accountCode}/graphql`;
  try {
    // 1) First load at 375 px: every script the page fetched, by its encoded (gzip) size on the wire.
    const browser = await launchChromium();
    let jsBytes = 0;
    let jsFiles = 0;
    let loadMs = 0;
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 740 }, locale: 'pt-BR' });
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        void request.sizes().then((sizes) => {
          jsBytes += sizes.responseBodySize;
          jsFiles++;
        });
      });
      const t0 = performance.now();
      await page.goto(`${server.url}/${demo.accountCode}/app/`);
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      loadMs = performance.now() - t0;
      await page.waitForLoadState('networkidle');
    } finally {
      await browser.close();
    }
    log(
      `first load: ${jsFiles} script(s), ${round(jsBytes / 1024, 1)} KB transferred, sign-in card in ${round(loadMs)} ms`,
    );

    // 2) The week: 10 programs × 10 classes × Monday..Friday, no limit; members book through the app's call.
    const admin = await loginAs(server.url, demo.accountCode, demo.admin.email, demo.admin.password);
    const call = (query: string, variables: Record<string, unknown>) =>
      gql(`${server.url}/${demo.accountCode}/admin/graphql`, query, variables, admin);
    const branchId = (await call(SAVE_FILIAL, { input: { name: 'Bench', filialType: 'online' } })).data
      .createOrUpdateFilial.filial.id;
    const programIds: string[] = [];
    for (let p = 0; p < PROGRAMS; p++) {
      const programId = (await call(SAVE_PROGRAM, { input: { name: `Programa ${p}`, filialId: branchId } })).data
        .createOrUpdateProgram.program.id;
      programIds.push(programId);
      for (let s = 0; s < SLOTS; s++) {
        // Late evening, so the booking window is open whenever the benchmark runs.
        const start = `23:${String(s * 4).padStart(2, '0')}`;
        const end = `23:${String(s * 4 + 3).padStart(2, '0')}`;
        await call(SAVE_CLASS, {
          input: { programId, startTime: start, endTime: end, limit: null, weekDays: [1, 2, 3, 4, 5] },
        });
      }
    }
    // Students made at the desk (the public signUp is rate-limited per address), booked at the desk with the
    // same class-day decider; the reads go to the member endpoint with the admin's login (a user of the account).
    const students: string[] = [];
    const tag = Date.now().toString(36);
    await pool(MEMBERS, async (m) => {
      const r = await call(SAVE_STUDENT, {
        input: { name: 'Membro', lastName: `Bench ${m}`, email: `m${m}.${tag}@bench.com.br` },
      });
      if (!r.data) throw new Error(`createOrUpdateUser failed: ${JSON.stringify(r.errors)}`);
      students[m] = r.data.createOrUpdateUser.id;
    });
    const occurrences: Array<{ classId: string; date: string }> = [];
    for (const p of programIds) {
      const week = (await gql(member, SCHEDULE, { p }, admin)).data.programSchedule as Array<{
        date: string;
        programClass: { id: string };
      }>;
      occurrences.push(...week.map((o) => ({ classId: o.programClass.id, date: o.date })));
    }
    log(`${occurrences.length} classes in the next 7 days; booking ${BOOKINGS}`);
    let booked = 0;
    const fillStart = performance.now();
    await pool(BOOKINGS, async (i) => {
      const m = i % MEMBERS;
      const o = occurrences[(Math.floor(i / MEMBERS) + m * 7) % occurrences.length]!;
      const r = await call(
        'mutation($u: ID, $c: ID!, $d: String) { createOrUpdateCheckin(userId: $u, programClassId: $c, classDate: $d) { status } }',
        { u: students[m], c: o.classId, d: o.date },
      );
      if (r.data?.createOrUpdateCheckin.status === 'validated') booked++;
    });
    log(`${booked} bookings in ${round((performance.now() - fillStart) / 1000, 1)} s`);

    // 3) The app's reads: one program's week, and the whole week as the Aulas screen loads it.
    const one: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t0 = performance.now();
      const r = await gql(member, SCHEDULE, { p: programIds[i % PROGRAMS] }, admin);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      one.push(performance.now() - t0);
    }
    const whole: number[] = [];
    for (let i = 0; i < SAMPLES / 4; i++) {
      const t0 = performance.now();
      const token = admin;
      const programs = (await gql(member, '{ programs { id } }', {}, token)).data.programs as Array<{ id: string }>;
      await Promise.all(programs.map((p) => gql(member, SCHEDULE, { p: p.id }, token)));
      whole.push(performance.now() - t0);
    }
    return [
      {
        metric: 'app first load JS transferred (gzip, 375 px)',
        value: round(jsBytes / 1024, 1),
        unit: 'KB',
        target: { op: '<=', value: 150 },
        note: `${jsFiles} file(s)`,
      },
      { metric: 'app first load to the sign-in card', value: round(loadMs), unit: 'ms' },
      { metric: 'bookings in the week', value: booked, unit: 'bookings', note: `${occurrences.length} classes a week` },
      {
        metric: 'programSchedule (7 days) p95',
        value: round(percentile(one, 95), 1),
        unit: 'ms',
        target: { op: '<=', value: 200 },
      },
      { metric: 'programSchedule p50', value: round(percentile(one, 50), 1), unit: 'ms' },
      {
        metric: 'whole week (programs + 10 schedules) p95',
        value: round(percentile(whole, 95), 1),
        unit: 'ms',
        target: { op: '<=', value: 500 },
      },
    ];
  } finally {
    await server.close();
    data.remove();
  }
}

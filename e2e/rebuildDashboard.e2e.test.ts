import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS } from '@gym/contracts';
import { seedDashboardDemo } from '@gym/command-service';
import { getAccountByCode } from '@gym/projection-service';
import { demo } from '@gym/app';
import { SAVE_STUDENT } from '../command-service/src/testing/testServer.testkit.ts';
import { SAVE_STUDENT_PLAN } from '../command-service/src/plans/planQueries.gql.ts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const NUMBERS = ['checkins-total', 'gympass-total', 'plans-chart-total', 'users-chart-total'] as const;
const API = `{ dashboardCheckins(days: 15) { totalCheckinsCurrentMonth totalCheckinsLastMonth checkinsCurrentMonth { date total } }
  dashboardPlans(days: 8) { lastDaysUserPlansTotal lastDaysUserPlans { startDate total } }
  dashboardUsers(days: 14) { lastDaysUserRelationshipsTotal } dashboardComments(days: 7) { lastDaysCommentsTotal } }`;

/**
 * Issue 22: `npm run rebuild -- dashboardDays` (the dashboard's projection, by name) against the data folder of a
 * running server, in real Chromium: the dashboard reads the same numbers before and after, and the live projector
 * follows on from the swapped-in copy (a sale made afterwards shows up, counted once).
 */
describe.skipIf(skipReason !== null)('a rebuild while the server runs, in Chromium', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gym-e2e-rebuild-'));
  let session: ConsoleSession;
  let page: Page;
  let token: string;

  const readNumbers = async (): Promise<Record<string, string | null>> => {
    await page.goto(session.consoleUrl);
    for (const id of NUMBERS) await page.getByTestId(id).waitFor();
    const numbers: Record<string, string | null> = {};
    for (const id of NUMBERS) numbers[id] = await page.getByTestId(id).textContent();
    numbers.comments = await page.getByTestId('comments-widget').textContent();
    return numbers;
  };

  beforeAll(async () => {
    session = await openConsoleSession({ dataDir });
    page = session.page;
    const account = await getAccountByCode(session.server.services.documents, demo.accountCode);
    const position = await seedDashboardDemo(session.server.services, {
      accountId: account!.id,
      userId: null,
      correlationId: 'seed',
    });
    await session.server.services.readModelsReached(position, 10_000);
    const { login } = await session.adminGql(
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
      { e: demo.admin.email, p: demo.admin.password },
    );
    token = login.token;
    await signInAsDemoAdmin(page, session.consoleUrl);
  });
  afterAll(async () => {
    await session?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the same dashboard after the rebuild of its projection by name, and keeps following the log', async () => {
    const before = await readNumbers();
    const apiBefore = await session.adminGql(API, {}, token);
    expect(Number(before['plans-chart-total'])).toBeGreaterThan(0);

    const { stdout } = await run(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'projection-service/src/cli/rebuild.ts'), DASHBOARD_DAYS],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
    );
    expect(stdout).toContain('Projeções reconstruídas (read-models)');

    await page.reload();
    expect(await readNumbers()).toEqual(before);
    expect(await session.adminGql(API, {}, token)).toEqual(apiBefore);

    // The live projector was not fought off by the swap: a sale made now is on the dashboard, once.
    const student = await session.adminGql(
      SAVE_STUDENT,
      { input: { name: 'Rui', lastName: 'Rebuild', email: 'rui.rebuild@exemplo.com.br' } },
      token,
    );
    const plans = await session.adminGql('{ getPlans { list { id } } }', {}, token);
    await session.adminGql(
      SAVE_STUDENT_PLAN,
      { userId: student.createOrUpdateUser.id, planId: plans.getPlans.list[0].id, paymentMethod: 'outros' },
      token,
    );
    const expected = String(Number(before['plans-chart-total']) + 1);
    await expect.poll(async () => (await readNumbers())['plans-chart-total'], { timeout: 10_000 }).toBe(expected);
  });
});

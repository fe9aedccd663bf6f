import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../platform/src/contract/waitUntil.ts';
import {
  SAVE_STUDENT,
  startTestServer,
  type TestServer,
} from '../../../command-service/src/testing/testServer.testkit.ts';
import { SAVE_STUDENT_PLAN } from '../../../command-service/src/plans/planQueries.gql.ts';
import { MONTHLY_REVENUE_BY_PLAN, type MonthlyRevenueByPlanDoc } from './monthlyRevenueByPlan.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const ADMIN = '/demo/admin/graphql';
const DASHBOARD = `{ dashboardCheckins(days: 15) { totalCheckinsCurrentMonth checkinsCurrentMonth { date total } }
  dashboardPlans(days: 8) { lastDaysUserPlansTotal lastDaysUserPlans { startDate total } }
  dashboardUsers(days: 14) { lastDaysUserRelationshipsTotal } dashboardComments(days: 7) { lastDaysCommentsTotal }
  account { totalPlans externalStoreEnabled } }`;

const rebuild = (dataDir: string, name: string) =>
  run(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'projection-service/src/cli/rebuild.ts'), name], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  });

/**
 * The analysts' projector runs live in the server's background thread (its own runner and checkpoint): sales made
 * through the API reach monthlyRevenueByPlan without a rebuild, and `npm run rebuild -- analytics` swapped in while
 * it runs (even with sales landing during the rebuild) neither loses nor doubles one, nor changes the dashboard.
 */
describe('the analytics projector, live in the running product', () => {
  let t: TestServer;
  let token: string;
  let planId: string;
  let studentId: string;
  let sold = 0;
  let revenue = 0;

  /** Read on a connection of its own, as an analyst's report would. */
  const revenueDocs = async (): Promise<MonthlyRevenueByPlanDoc[]> => {
    const store = SqliteDocumentStore.open(path.join(t.dataDir, 'readmodels.sqlite'));
    try {
      return await store.collection<MonthlyRevenueByPlanDoc>(MONTHLY_REVENUE_BY_PLAN).find({}, { sort: [['id', 1]] });
    } finally {
      await store.close();
    }
  };
  const sell = async (): Promise<void> => {
    const result = await t.gql(ADMIN, SAVE_STUDENT_PLAN, { userId: studentId, planId, paymentMethod: 'outros' }, token);
    expect(result.errors).toBeUndefined();
    sold++;
    revenue += result.data.createOrUpdatePlanToUser.total;
  };
  const soldSoFar = async () => {
    const docs = await revenueDocs();
    return { plansSold: docs.reduce((n, d) => n + d.plansSold, 0), revenue: docs.reduce((n, d) => n + d.revenue, 0) };
  };

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const student = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { name: 'Lia', lastName: 'Live', email: 'lia.live@exemplo.com.br' } },
      token,
    );
    studentId = student.data.createOrUpdateUser.id;
    planId = (await t.gql(ADMIN, '{ getPlans { list { id } } }', {}, token)).data.getPlans.list[0].id;
  });
  afterAll(() => t.close());

  it('sales made through the API show up in monthlyRevenueByPlan without a rebuild', async () => {
    await sell();
    await waitUntil(async () => (await soldSoFar()).plansSold === 1, 10_000);
    await sell();
    await waitUntil(async () => (await soldSoFar()).plansSold === 2, 10_000);
    expect(await soldSoFar()).toEqual({ plansSold: 2, revenue });
    const [doc] = await revenueDocs();
    expect(doc).toMatchObject({ planId, plansSold: 2 });
  });

  it('a rebuild while the server runs leaves the projection and the dashboard equal, and the runner follows on', async () => {
    const docsBefore = await revenueDocs();
    const before = await t.gql(ADMIN, DASHBOARD, {}, token);
    expect(before.errors).toBeUndefined();
    const { stdout } = await rebuild(t.dataDir, 'analytics');
    expect(stdout).toContain('Projeções reconstruídas (analytics)');
    expect(await revenueDocs()).toEqual(docsBefore);
    expect((await t.gql(ADMIN, DASHBOARD, {}, token)).data).toEqual(before.data);
    // The live runner keeps following after the swap.
    await sell();
    await waitUntil(async () => (await soldSoFar()).plansSold === sold, 10_000);
    expect(await soldSoFar()).toEqual({ plansSold: sold, revenue });
  });

  it('sales landing while the rebuild runs are each counted once, in the swapped-in copy', async () => {
    const rebuilding = rebuild(t.dataDir, 'monthlyRevenueByPlan');
    for (let i = 0; i < 4; i++) await sell();
    await rebuilding;
    await sell();
    await waitUntil(async () => (await soldSoFar()).plansSold === sold, 10_000);
    // Settled: nothing more arrives later (no batch of the old copy replayed on top).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await soldSoFar()).toEqual({ plansSold: sold, revenue });
    expect(sold).toBe(8);
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** `npm run rebuild -- analytics` while the product runs: the analysts' projection backfilled, the dashboard unchanged. */
describe('rebuilding one projector by name while the server runs', () => {
  let t: TestServer;
  let token: string;
  let total: number;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const student = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { name: 'Rita', lastName: 'Receita', email: 'rita@exemplo.com.br' } },
      token,
    );
    const plans = await t.gql(ADMIN, '{ getPlans { list { id } } }', {}, token);
    const sold = await t.gql(
      ADMIN,
      SAVE_STUDENT_PLAN,
      { userId: student.data.createOrUpdateUser.id, planId: plans.data.getPlans.list[0].id, paymentMethod: 'outros' },
      token,
    );
    total = sold.data.createOrUpdatePlanToUser.total;
  });
  afterAll(() => t.close());

  it('shows its progress, backfills monthly revenue by plan, and leaves the dashboard equal', async () => {
    const before = await t.gql(ADMIN, DASHBOARD, {}, token);
    expect(before.errors).toBeUndefined();
    const { stdout, stderr } = await rebuild(t.dataDir, 'monthlyRevenueByPlan');
    expect(stdout).toContain('Projeções reconstruídas (analytics)');
    expect(stderr).toMatch(/\[#+\] 100% .* eventos\/s, faltam 0 s/);
    // Read on a connection of its own, as an analyst's report would.
    const analysts = SqliteDocumentStore.open(path.join(t.dataDir, 'readmodels.sqlite'));
    const docs = await analysts.collection<MonthlyRevenueByPlanDoc>(MONTHLY_REVENUE_BY_PLAN).find({});
    await analysts.close();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ plansSold: 1, revenue: total });
    const after = await t.gql(ADMIN, DASHBOARD, {}, token);
    expect(after.data).toEqual(before.data);
    // the console keeps working on its own read models
    expect((await t.gql(ADMIN, '{ alunos { totalEntries } }', {}, token)).data.alunos.totalEntries).toBeGreaterThan(0);
  });

  it('refuses an unknown name, listing the known ones', async () => {
    const failed = await rebuild(t.dataDir, 'nada').catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('Projeção desconhecida: nada');
  });
});

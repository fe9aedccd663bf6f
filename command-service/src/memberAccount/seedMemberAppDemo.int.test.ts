import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { getAccountByCode } from '@gym/projection-service';
import { startBillingServer, type BillingServer } from '../billing/billingTestServer.testkit.ts';
import { DEMO_OVERDUE_EMAIL, seedBillingDemo } from '../billing/seedBillingDemo.ts';
import { MY_PLANS } from './memberAccountQueries.gql.ts';
import { DEMO_MEMBER_PASSWORD, demoMemberRoutineName, seedMemberAppDemo } from './seedMemberAppDemo.ts';

describe('the member app demo (npm start, first start)', { timeout: 60_000 }, () => {
  let t: BillingServer;
  beforeAll(async () => {
    t = await startBillingServer('2026-03-10T15:00:00.000Z');
  });
  afterAll(() => t.close());

  it('lets Bruno Lima sign in to the app and see his overdue payment; a second run changes nothing', async () => {
    const account = await getAccountByCode(t.server.services.documents, demo.accountCode);
    expect(await seedBillingDemo(t.server.services, account!.id)).toBe(true);
    expect(await seedMemberAppDemo(t.server.services, account!.id)).toBe(true);
    expect(await seedMemberAppDemo(t.server.services, account!.id)).toBe(false);
    const token = await t.login(demo.accountCode, DEMO_OVERDUE_EMAIL, DEMO_MEMBER_PASSWORD);
    const plans = (await t.gql(`/${demo.accountCode}/graphql`, MY_PLANS, {}, token)).data.getAlunoPlans.list;
    expect(plans).toEqual([
      expect.objectContaining({
        name: 'Plano Trimestral',
        overdueAmount: 8990,
        card: { brand: 'visa', last4: '9995' },
      }),
    ]);
    // His own routine, once (the second run changed nothing), in the app's Treinos.
    const me = (await t.gql(`/${demo.accountCode}/graphql`, '{ me { id } }', {}, token)).data.me.id;
    const routines = await t.gql(
      `/${demo.accountCode}/graphql`,
      'query($u: ID!){ getUserWorkoutRoutines(userId: $u) { name } }',
      { u: me },
      token,
    );
    expect(routines.errors).toBeUndefined();
    expect(routines.data.getUserWorkoutRoutines.map((r: { name: string }) => r.name)).toEqual([demoMemberRoutineName]);
  });
});

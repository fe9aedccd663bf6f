import { getAccountByCode } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { seedPlanLimitsDemo } from './seedPlanLimitsDemo.ts';

describe('the demo gym’s plan limits (npm start)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('sells Ana a 2-per-week plan and Carla a 10 check-in pack', async () => {
    const account = await getAccountByCode(t.server.services.documents, 'demo');
    await seedPlanLimitsDemo(t.server.services, { accountId: account!.id, userId: null, correlationId: 'seed' });
    const plans = await t.server.services.documents.collection<any>('studentPlans').find({ accountId: account!.id });
    expect(plans.map((p) => p.name).sort()).toEqual(['Pacote 10 check-ins', 'Plano 2x por semana']);
    const catalogue = await t.server.services.documents.collection<any>('plans').find({ accountId: account!.id });
    expect(catalogue.find((p) => p.name === 'Plano 2x por semana')).toMatchObject({ classesPerWeek: 2 });
    expect(catalogue.find((p) => p.name === 'Pacote 10 check-ins')).toMatchObject({
      creditCheckins: 10,
      creditValidDays: 60,
    });
  });
});

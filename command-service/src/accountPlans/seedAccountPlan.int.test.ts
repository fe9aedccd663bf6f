import { demo } from '@gym/app';
import { getAccountByCode, invoicesOfAccount, relationshipsOfAccount } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { runAccountBilling } from './accountBilling.ts';
import { seedAccountPlan } from './seedAccountPlan.ts';

describe('demo: the gym subscribed to an account plan (npm start)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  }, 60_000);
  afterAll(() => t?.close());

  it('subscribes the demo gym with one invoice, and a second run issues none', async () => {
    const svc = t.server.services;
    const account = (await getAccountByCode(svc.documents, demo.accountCode))!;
    await seedAccountPlan(svc, account.id);
    expect(await relationshipsOfAccount(svc.documents, account.id)).toHaveLength(1);
    const invoices = await invoicesOfAccount(svc.documents, account.id);
    expect(invoices.totalEntries).toBe(1);
    expect(invoices.list[0]).toMatchObject({ planName: 'Plano Academia', units: 1, total: 9_900, status: 'pending' });
    expect((await runAccountBilling(svc)).issued).toBe(0);
  });
});

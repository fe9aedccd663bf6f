import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { getAccountByCode } from '@gym/projection-service';
import { OVERDUE_STUDENTS } from './billingQueries.gql.ts';
import { ADMIN, startBillingServer, type BillingServer } from './billingTestServer.testkit.ts';
import { DEMO_OVERDUE_EMAIL, seedBillingDemo } from './seedBillingDemo.ts';
import { LIST_STUDENTS } from '../testing/testServer.testkit.ts';

describe('the demo gym’s overdue card payment (npm start, first start)', { timeout: 60_000 }, () => {
  let t: BillingServer;
  beforeAll(async () => {
    t = await startBillingServer('2026-03-10T15:00:00.000Z');
  });
  afterAll(() => t.close());

  it('leaves Bruno Lima with one overdue payment, retried tomorrow, and the failure e-mail in the outbox', async () => {
    const account = await getAccountByCode(t.server.services.documents, demo.accountCode);
    expect(await seedBillingDemo(t.server.services, account!.id)).toBe(true);
    const token = await t.adminToken();
    const bruno = (await t.gql(ADMIN, LIST_STUDENTS, { search: DEMO_OVERDUE_EMAIL }, token)).data.alunos.list[0];
    const overdue = (await t.gql(ADMIN, OVERDUE_STUDENTS, {}, token)).data.overdueStudents;
    expect(overdue).toEqual([expect.objectContaining({ studentId: bruno.id, overdue: 1, overdueAmount: 8990 })]);
    expect(t.mails().some((m) => m.to.includes(DEMO_OVERDUE_EMAIL) && m.text?.includes('11/03/2026'))).toBe(true);
  });
});

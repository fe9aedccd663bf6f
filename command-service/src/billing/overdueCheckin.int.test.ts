import { billingMessages, fillMessage } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { SET_BILLING_LADDER } from './billingQueries.gql.ts';
import { ADMIN, startBillingServer, studentWithCardPlan, type BillingServer } from './billingTestServer.testkit.ts';
import { runDailyCharges } from './chargeRun.ts';

/** Noon in São Paulo on a day. */
const noonOf = (day: string) => `${day}T15:00:00.000Z`;

/** The ladder's check-in setting, end to end: the facts (overdue payments, the setting) reach the class-day decider. */
describe('check-ins while a card payment is overdue', { timeout: 120_000 }, () => {
  let t: BillingServer;
  let classId: string;
  let plan: Awaited<ReturnType<typeof studentWithCardPlan>>;

  beforeAll(async () => {
    t = await startBillingServer(noonOf('2026-01-05'));
    const token = await t.adminToken();
    const branchId = (await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } }, token)).data
      .createOrUpdateFilial.filial.id;
    const programId = (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Musculação', filialId: branchId } }, token))
      .data.createOrUpdateProgram.program.id;
    classId = (
      await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '18:00', endTime: '19:00', weekDays: [0, 1, 2, 3, 4, 5, 6], limit: 10 } },
        token,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
    plan = await studentWithCardPlan(t, token, { installments: 2, value: 8000 });
    const ref = (await t.server.services.documents.collection<any>('recurringBilling').get(plan.studentPlanId)).card
      .customerRef;
    t.sandbox.declineNextCharges(ref, 1);
    t.clock.set(noonOf((plan.payments[0] as { date: string }).date));
    await runDailyCharges(t.server.services);
  });
  afterAll(() => t.close());

  it('refuses the check-in with the reason and the way out (default: refuse); staff may force it', async () => {
    const token = await t.adminToken();
    const refused = await t.gql(ADMIN, CHECK_IN, { userId: plan.studentId, programClassId: classId }, token);
    expect(refused.errors?.[0]?.message).toBe(fillMessage(billingMessages.checkinRefusedOverdue, { count: 1 }));
    const forced = await t.gql(
      ADMIN,
      CHECK_IN,
      { userId: plan.studentId, programClassId: classId, forceCheckin: true },
      token,
    );
    expect(forced.errors).toBeUndefined();
  });

  it('accepts it once the account turns the setting off', async () => {
    const token = await t.adminToken();
    await t.gql(
      ADMIN,
      SET_BILLING_LADDER,
      { input: { retryDays: [1, 4, 11], refuseCheckinsWhileOverdue: false, cancelAfterOverduePayments: 3 } },
      token,
    );
    const tomorrow = new Date(Date.parse(t.clock.now().toISOString()) + 86_400_000).toISOString().slice(0, 10);
    const accepted = await t.gql(
      ADMIN,
      CHECK_IN,
      { userId: plan.studentId, programClassId: classId, classDate: tomorrow },
      token,
    );
    expect(accepted.errors).toBeUndefined();
  });
});

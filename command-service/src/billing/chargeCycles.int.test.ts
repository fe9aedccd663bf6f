import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_REPORT, OVERDUE_STUDENTS } from './billingQueries.gql.ts';
import {
  ADMIN,
  billingOf,
  startBillingServer,
  studentWithCardPlan,
  type BillingServer,
} from './billingTestServer.testkit.ts';
import { runDailyCharges } from './chargeRun.ts';
import { chargeKeyOf } from './ladderDecider.ts';

/** Noon in São Paulo on a day. */
const noonOf = (day: string) => `${day}T15:00:00.000Z`;
const dayAfter = (day: string, n = 1) => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('the daily charge run across three cycles and a failure, with a restart in the middle', {
  timeout: 120_000,
}, () => {
  let t: BillingServer;
  let token: string;
  let plan: Awaited<ReturnType<typeof studentWithCardPlan>>;

  beforeAll(async () => {
    t = await startBillingServer(noonOf('2026-01-05'));
    token = await t.adminToken();
    plan = await studentWithCardPlan(t, token, { installments: 3, value: 10000 });
  });
  afterAll(() => t.close());

  it('charges each payment once on its day, recovers the failed one on its retry day, and a repeated run charges nothing', async () => {
    // The checkout charged the first plan once and kept the card: brand and last four, never the number.
    expect(t.sandbox.chargeCount).toBe(1);
    expect(plan.billing.card).toEqual({ brand: 'visa', last4: '1111' });
    expect(JSON.stringify(plan.billing)).not.toContain('4111111111111111');
    const [p0, p1, p2] = plan.payments as [
      (typeof plan.payments)[0],
      (typeof plan.payments)[0],
      (typeof plan.payments)[0],
    ];
    expect(plan.payments).toHaveLength(3);

    // Before the first due day: nothing.
    t.clock.set(noonOf(dayAfter(p0.date, -1)));
    expect((await runDailyCharges(t.server.services)).charged).toBe(0);

    // Cycle 1: approved; the same day again charges nothing.
    t.clock.set(noonOf(p0.date));
    expect(await runDailyCharges(t.server.services)).toMatchObject({ charged: 1, approved: 1 });
    expect((await runDailyCharges(t.server.services)).charged).toBe(0);

    // Cycle 2: the card declines (insufficient funds); the member is e-mailed; the student shows as overdue.
    const customerRef = (await t.server.services.documents.collection<any>('recurringBilling').get(plan.studentPlanId))
      .card.customerRef as string;
    t.sandbox.declineNextCharges(customerRef, 1);
    t.clock.set(noonOf(p1.date));
    expect(await runDailyCharges(t.server.services)).toMatchObject({ charged: 1, declined: 1 });
    expect((await runDailyCharges(t.server.services)).charged).toBe(0);
    const failureMail = t
      .mails()
      .find((m) => m.to.includes(plan.email) && m.subject.startsWith('Pagamento não aprovado'));
    expect(failureMail?.text).toContain('Saldo insuficiente.');
    expect(failureMail?.text).toContain('R$ 100,00');
    const [billing] = (await billingOf(t, await t.adminToken(), plan.studentId)).filter(
      (b) => b.studentPlanId === plan.studentPlanId,
    );
    expect(billing).toMatchObject({ overdue: 1, overdueAmount: 10000, nextChargeOn: dayAfter(p1.date) });
    const overdue = (await t.gql(ADMIN, OVERDUE_STUDENTS, {}, await t.adminToken())).data.overdueStudents;
    expect(overdue).toContainEqual({
      studentId: plan.studentId,
      studentPlanId: plan.studentPlanId,
      overdue: 1,
      overdueAmount: 10000,
    });

    // A crash right after the provider charged the retry, before it was recorded: the provider has the charge ...
    t.clock.set(noonOf(dayAfter(p1.date)));
    await t.sandbox.chargeSavedCard({
      customerRef,
      amount: 10000,
      currency: 'BRL',
      idempotencyKey: chargeKeyOf({ paymentId: p1.id, attempt: 1 }),
      description: 'the run that crashed',
    });
    const chargedBeforeRestart = t.sandbox.chargeCount;
    // ... the process restarts, and the next run repeats the same key: the provider answers the first charge.
    await t.restart();
    expect(await runDailyCharges(t.server.services)).toMatchObject({ charged: 1, approved: 1 });
    expect(t.sandbox.chargeCount).toBe(chargedBeforeRestart);
    expect((await runDailyCharges(t.server.services)).charged).toBe(0);

    // Cycle 3: approved; twice the same day charges nothing.
    t.clock.set(noonOf(p2.date));
    expect(await runDailyCharges(t.server.services)).toMatchObject({ charged: 1, approved: 1 });
    expect((await runDailyCharges(t.server.services)).charged).toBe(0);
    // Long after: nothing left to charge.
    t.clock.set(noonOf(dayAfter(p2.date, 40)));
    expect((await runDailyCharges(t.server.services)).charged).toBe(0);

    // (Sessions follow the injected clock too: each staff call below signs in on the day it is made.)
    // Counted at the sandbox: one approved charge per payment, one declined for the failure, the checkout's one.
    const approvedPerPayment = (paymentId: string) =>
      t.sandbox.chargeLog.filter(
        (c) => c.idempotencyKey.startsWith(`recurring:${paymentId}:`) && c.status === 'approved',
      ).length;
    expect([p0, p1, p2].map((p) => approvedPerPayment(p.id))).toEqual([1, 1, 1]);
    expect(t.sandbox.chargeLog.filter((c) => c.status === 'declined')).toHaveLength(1);
    expect(t.sandbox.chargeCount).toBe(5);

    // Every payment received on the plan; the ladder's outcomes in the recovery report.
    const [after] = (await billingOf(t, await t.adminToken(), plan.studentId)).filter(
      (b) => b.studentPlanId === plan.studentPlanId,
    );
    expect(after.payments.map((p: any) => p.state)).toEqual(['paid', 'paid', 'paid']);
    expect(after).toMatchObject({ overdue: 0, nextChargeOn: null });
    const report = await t.gql(ADMIN, RECOVERY_REPORT, { from: p0.date, to: p2.date }, await t.adminToken());
    expect(report.data.recoveryReport).toEqual({
      failed: 1,
      failedAmount: 10000,
      recovered: 1,
      recoveredAmount: 10000,
      writtenOff: 0,
      writtenOffAmount: 0,
      cancelled: 0,
    });
    // Every step an event, on the plan's billing stream.
    const { events } = await t.server.services.eventStore.readStream(`recurringBilling-${plan.studentPlanId}`);
    expect(events.map((e) => e.type)).toEqual([
      'CardOnFileSaved',
      'RecurringChargeApproved',
      'RecurringChargeFailed',
      'RecurringChargeApproved',
      'OverduePaymentRecovered',
      'RecurringChargeApproved',
    ]);
  });
});

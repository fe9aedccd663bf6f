import { billingMessages } from '@gym/contracts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT } from '../testing/testServer.testkit.ts';
import { GET_ALUNO_PLANS } from '../plans/planQueries.gql.ts';
import {
  BILLING_LADDER,
  OVERDUE_STUDENTS,
  RECOVERY_REPORT,
  RETRY_OVERDUE,
  SET_BILLING_LADDER,
  SET_CARD_ON_FILE,
  WRITE_OFF,
} from './billingQueries.gql.ts';
import {
  ADMIN,
  billingOf,
  startBillingServer,
  studentWithCardPlan,
  type BillingServer,
} from './billingTestServer.testkit.ts';
import { runDailyCharges } from './chargeRun.ts';

const OTHER = '/academia-r/admin/graphql';
const noonOf = (day: string) => `${day}T15:00:00.000Z`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('recurring billing over HTTP: the ladder settings, manual retry, write-off, cancellation, tenancy', {
  timeout: 120_000,
}, () => {
  let t: BillingServer;
  const admin = () => t.adminToken();

  beforeAll(async () => {
    t = await startBillingServer(noonOf('2026-01-05'));
  });
  afterAll(() => t.close());

  it('the account starts with the default ladder; an admin changes it; bad input is refused in pt-BR with nothing saved', async () => {
    const token = await admin();
    expect((await t.gql(ADMIN, BILLING_LADDER, {}, token)).data.billingLadder).toEqual({
      retryDays: [1, 4, 11],
      refuseCheckinsWhileOverdue: true,
      cancelAfterOverduePayments: 3,
    });
    const bad = await t.gql(
      ADMIN,
      SET_BILLING_LADDER,
      { input: { retryDays: [4, 1], refuseCheckinsWhileOverdue: true, cancelAfterOverduePayments: 3 } },
      token,
    );
    expect(bad.errors?.[0]?.message).toBe(billingMessages.invalidRetryDays);
    const zero = await t.gql(
      ADMIN,
      SET_BILLING_LADDER,
      { input: { retryDays: [1], refuseCheckinsWhileOverdue: true, cancelAfterOverduePayments: 99 } },
      token,
    );
    expect(zero.errors?.[0]?.message).toBe(billingMessages.invalidCancelAfter);
    expect((await t.gql(ADMIN, BILLING_LADDER, {}, token)).data.billingLadder.retryDays).toEqual([1, 4, 11]);
    const set = await t.gql(
      ADMIN,
      SET_BILLING_LADDER,
      { input: { retryDays: [2, 5], refuseCheckinsWhileOverdue: false, cancelAfterOverduePayments: 2 } },
      token,
    );
    expect(set.data.setBillingLadder).toEqual({
      retryDays: [2, 5],
      refuseCheckinsWhileOverdue: false,
      cancelAfterOverduePayments: 2,
    });
  });

  it('a student without a card on file cannot be billed by card', async () => {
    const token = await admin();
    const plans = (await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: '00000000-0000-4000-8000-000000000000' }, token))
      .data;
    expect(plans.getAlunoPlans.totalEntries).toBe(0);
    const refused = await t.gql(ADMIN, SET_CARD_ON_FILE, { id: '00000000-0000-4000-8000-000000000000' }, token);
    expect(refused.errors?.[0]?.message).toBe(billingMessages.paymentNotFound);
  });

  it('a failed charge is retried by hand (approved: recovered), another written off; the report counts them', async () => {
    const token = await admin();
    const plan = await studentWithCardPlan(t, token, { installments: 3, value: 5000 });
    const [p0, p1] = plan.payments as unknown as [{ id: string; date: string }, { id: string; date: string }];
    const ref = (await t.server.services.documents.collection<any>('recurringBilling').get(plan.studentPlanId)).card
      .customerRef;
    // Not overdue yet: no manual retry, no write-off.
    expect((await t.gql(ADMIN, RETRY_OVERDUE, { id: p0.id }, token)).errors?.[0]?.message).toBe(
      billingMessages.notOverdue,
    );
    expect((await t.gql(ADMIN, WRITE_OFF, { id: p0.id }, token)).errors?.[0]?.message).toBe(billingMessages.notOverdue);

    t.sandbox.declineNextCharges(ref, 2);
    t.clock.set(noonOf(p0.date));
    expect(await runDailyCharges(t.server.services)).toMatchObject({ declined: 1 });
    const tokenDay0 = await admin();
    // A manual retry declined again answers the provider's reason; then approved, the payment is recovered.
    expect((await t.gql(ADMIN, RETRY_OVERDUE, { id: p0.id }, tokenDay0)).data.retryOverduePayment).toEqual({
      status: 'declined',
      message: 'Saldo insuficiente.',
    });
    expect((await t.gql(ADMIN, RETRY_OVERDUE, { id: p0.id }, tokenDay0)).data.retryOverduePayment).toEqual({
      status: 'approved',
      message: null,
    });
    const aluno = (await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: plan.studentId }, tokenDay0)).data.getAlunoPlans;
    const sold = aluno.list.find((p: any) => p.id === plan.studentPlanId);
    expect(sold.planPayments[0]).toMatchObject({ id: p0.id, received: true });

    // The next payment fails; staff write it off: no more retries, not overdue, in the report.
    t.sandbox.declineNextCharges(ref, 1);
    t.clock.set(noonOf(p1.date));
    expect(await runDailyCharges(t.server.services)).toMatchObject({ declined: 1 });
    const tokenDay1 = await admin();
    const writtenOff = (await t.gql(ADMIN, WRITE_OFF, { id: p1.id }, tokenDay1)).data.writeOffPayment;
    expect(writtenOff.payments[1]).toMatchObject({ id: p1.id, state: 'writtenOff', nextRetryOn: null });
    expect(writtenOff.overdue).toBe(0);
    t.clock.set(noonOf(p1.date.replace(/-(\d\d)$/, (_m, d) => `-${String(Number(d) + 2).padStart(2, '0')}`)));
    expect((await runDailyCharges(t.server.services)).charged).toBe(0);
    const report = await t.gql(ADMIN, RECOVERY_REPORT, { from: p0.date, to: p1.date }, await admin());
    expect(report.data.recoveryReport).toMatchObject({
      failed: 2,
      recovered: 1,
      recoveredAmount: 5000,
      writtenOff: 1,
      writtenOffAmount: 5000,
      cancelled: 0,
    });
  });

  it('the plan is cancelled at the account’s number of overdue payments (2 here), with its status canceled', async () => {
    t.clock.set(noonOf('2026-01-05'));
    const plan = await studentWithCardPlan(t, await admin(), { installments: 3, value: 7000 });
    const [p0, p1] = plan.payments as unknown as [{ id: string; date: string }, { id: string; date: string }];
    const ref = (await t.server.services.documents.collection<any>('recurringBilling').get(plan.studentPlanId)).card
      .customerRef;
    t.sandbox.declineNextCharges(ref, 100);
    t.clock.set(noonOf(p0.date));
    expect(await runDailyCharges(t.server.services)).toMatchObject({ declined: 1 });
    // On the next due day: the first payment's retry (day 2 of the ladder passed) and the new one both decline.
    t.clock.set(noonOf(p1.date));
    expect(await runDailyCharges(t.server.services)).toMatchObject({ charged: 2, declined: 2 });
    const token = await admin();
    const aluno = (await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: plan.studentId, status: 'desativados' }, token)).data
      .getAlunoPlans;
    expect(aluno.list.find((p: any) => p.id === plan.studentPlanId)?.status).toBe('canceled');
    const [billing] = (await billingOf(t, token, plan.studentId)).filter((b) => b.studentPlanId === plan.studentPlanId);
    expect(billing).toMatchObject({ cancelled: true, overdue: 2, nextChargeOn: null });
    const { events } = await t.server.services.eventStore.readStream(`recurringBilling-${plan.studentPlanId}`);
    expect(events.filter((e) => e.type === 'PlanCancelledForNonPayment')).toHaveLength(1);
    // A cancelled plan is not charged again.
    t.clock.set(noonOf(`${p1.date.slice(0, 8)}28`));
    expect((await runDailyCharges(t.server.services)).charged).toBe(0);
    const report = await t.gql(ADMIN, RECOVERY_REPORT, { from: p0.date, to: p1.date }, await admin());
    expect(report.data.recoveryReport.cancelled).toBe(1);
  });

  it('refuses another account’s admin on every billing operation of this account', async () => {
    t.clock.set(noonOf('2026-01-05'));
    const plan = await studentWithCardPlan(t, await admin(), { installments: 2, value: 3000 });
    const op = (
      await t.gql('/alderaan/graphql', 'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }', {
        e: demo.operator.email,
        p: demo.operator.password,
      })
    ).data.login.token as string;
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia R',
          code: 'academia-r',
          owner: { name: 'Rita', lastName: 'Dona', email: 'rita@r.com.br', password: 'senha-da-rita' },
        },
      },
      op,
    );
    const other = await t.login('academia-r', 'rita@r.com.br', 'senha-da-rita');
    const paymentId = (plan.payments[0] as { id: string }).id;
    expect((await t.gql(OTHER, RETRY_OVERDUE, { id: paymentId }, other)).errors?.[0]?.message).toBe(
      billingMessages.paymentNotFound,
    );
    expect((await t.gql(OTHER, WRITE_OFF, { id: paymentId }, other)).errors?.[0]?.message).toBe(
      billingMessages.paymentNotFound,
    );
    expect((await t.gql(OTHER, SET_CARD_ON_FILE, { id: plan.studentPlanId }, other)).errors?.[0]?.message).toBe(
      billingMessages.paymentNotFound,
    );
    expect(await billingOf(t, other, plan.studentId).catch(() => null)).toBeNull();
    expect((await t.gql(OTHER, OVERDUE_STUDENTS, {}, other)).data.overdueStudents).toEqual([]);
    expect((await t.gql(OTHER, BILLING_LADDER, {}, other)).data.billingLadder.retryDays).toEqual([1, 4, 11]);
    // The demo account's own view still has the plan.
    expect((await billingOf(t, await admin(), plan.studentId)).map((b) => b.studentPlanId)).toContain(
      plan.studentPlanId,
    );
  });

  it('never stores a card number: the event log, read models, WAL files and mail outbox hold brand and last four only', () => {
    for (const file of filesUnder(t.dataDir)) {
      const bytes = readFileSync(file);
      for (const number of ['4111111111111111', '4000000000009995']) {
        expect(bytes.includes(number), `${file} holds ${number}`).toBe(false);
      }
    }
  });
});

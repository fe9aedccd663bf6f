import { addDays, type StudentPlanDoc } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_RENEWAL } from './planQueries.gql.ts';
import {
  ADMIN,
  startBillingServer,
  studentWithCardPlan,
  type BillingServer,
} from '../billing/billingTestServer.testkit.ts';
import { runDailyCharges } from '../billing/chargeRun.ts';
import { runPlanCalendar } from './planCalendar.ts';
import { runRenewals } from './renewalRun.ts';

const noonOf = (day: string) => `${day}T15:00:00.000Z`;

describe('renewals on the injected clock: three monthly periods, cycles 2, a restart in the middle', {
  timeout: 240_000,
}, () => {
  let t: BillingServer;
  let endless: Awaited<ReturnType<typeof studentWithCardPlan>>;
  let twoCycles: Awaited<ReturnType<typeof studentWithCardPlan>>;

  beforeAll(async () => {
    t = await startBillingServer(noonOf('2026-01-05'));
    const token = await t.adminToken();
    endless = await studentWithCardPlan(t, token, { installments: 1, value: 10000, months: 1 });
    twoCycles = await studentWithCardPlan(t, token, { installments: 1, value: 7000, months: 1, cycles: 2 });
  });
  afterAll(() => t.close());

  const planDoc = (id: string) => t.server.services.documents.collection<StudentPlanDoc>('studentPlans').get(id);
  const billingDoc = (id: string) => t.server.services.documents.collection<any>('recurringBilling').get(id);
  /** One day of the product's jobs, in the order the server runs them. */
  const runDay = async () => {
    const svc = t.server.services;
    await runPlanCalendar(svc);
    const renewed = await runRenewals(svc);
    const charged = await runDailyCharges(svc);
    return { opened: renewed.opened, charged: charged.charged };
  };

  it('opens each period once on its last day, the charge run charges it, cycles 2 ends Finalizado; a restart doubles nothing', async () => {
    const opens: Array<{ day: string; opened: number }> = [];
    let day = '2026-01-05';
    while (day <= '2026-04-10') {
      t.clock.set(noonOf(day));
      const ran = await runDay();
      if (ran.opened > 0) opens.push({ day, opened: ran.opened });
      if (day === '2026-02-04') {
        // The renewal day, run again and after a restart (a new job instance on the same data): nothing more.
        expect((await runRenewals(t.server.services)).opened).toBe(0);
        await t.restart();
        expect((await runDay()).opened).toBe(0);
      }
      day = addDays(day, 1);
    }

    // Both plans opened their second period on 04/02; only the endless one the third and fourth.
    const endlessDoc = await planDoc(endless.studentPlanId);
    expect(endlessDoc).toMatchObject({ status: 'active', endDate: '2026-05-04', periodIndex: 3, renews: 1 });
    expect(endlessDoc?.planPayments.map((p) => [p.date, p.value])).toEqual([
      ['2026-01-05', 10000],
      ['2026-02-05', 10000],
      ['2026-03-05', 10000],
      ['2026-04-05', 10000],
    ]);
    const twoDoc = await planDoc(twoCycles.studentPlanId);
    expect(twoDoc).toMatchObject({ status: 'finished', endDate: '2026-03-04', periodIndex: 1, renews: 0 });
    expect(twoDoc?.planPayments.map((p) => [p.date, p.value])).toEqual([
      ['2026-01-05', 7000],
      ['2026-02-05', 7000],
    ]);

    // Each payment charged once, to the card on file, on its due day.
    for (const [plan, count] of [
      [endless, 4],
      [twoCycles, 2],
    ] as const) {
      const billing = await billingDoc(plan.studentPlanId);
      expect(billing.payments.map((p: { state: string }) => p.state)).toEqual(Array(count).fill('paid'));
      expect(new Set(billing.payments.map((p: { paymentId: string }) => p.paymentId)).size).toBe(count);
    }
    // The restart day and the periods' last days: 04/02 (both), 04/03 and 04/04 (the endless one only).
    expect(opens.filter((o) => ['2026-02-04', '2026-03-04', '2026-04-04'].includes(o.day)).length).toBe(3);
  });

  it('staff cancel the renewal through the API: the plan shows its last cycle, and a plan with none left is refused', async () => {
    const token = await t.adminToken();
    const plan = await studentWithCardPlan(t, token, { installments: 1, value: 5000, months: 1 });
    const cancelled = await t.gql(ADMIN, CANCEL_RENEWAL, { id: plan.studentPlanId }, token);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data.cancelStudentPlanRenewal).toMatchObject({
      status: 'active',
      endDate: '2026-05-09',
      renewsOn: null,
      lastCycle: true,
    });
    // Its last day comes and goes: no period opens, and the day after it is Finalizado.
    t.clock.set(noonOf('2026-05-09'));
    await runDay();
    t.clock.set(noonOf('2026-05-10'));
    await runDay();
    expect(await planDoc(plan.studentPlanId)).toMatchObject({ status: 'finished', endDate: '2026-05-09' });
    // A new sign-in: the clock moved past the first token's life.
    const refused = await t.gql(ADMIN, CANCEL_RENEWAL, { id: twoCycles.studentPlanId }, await t.adminToken());
    expect(refused.errors?.[0]?.message).toBe('Este plano não tem renovação a cancelar');
  });
});

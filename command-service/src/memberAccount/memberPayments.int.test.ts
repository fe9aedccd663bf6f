import { billingMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '../checkout/checkoutApi.testkit.ts';
import { runDailyCharges } from '../billing/chargeRun.ts';
import { GET_ALUNO_PLANS } from '../plans/planQueries.gql.ts';
import {
  ADMIN,
  startBillingServer,
  studentWithCardPlan,
  type BillingServer,
} from '../billing/billingTestServer.testkit.ts';
import { MY_PLANS, OPEN_PIX, PAY_OVERDUE, PIX_STATUS } from './memberAccountQueries.gql.ts';

const MEMBER = '/demo/graphql';
const noonOf = (day: string) => `${day}T15:00:00.000Z`;

/** A Visa number the sandbox approves, new each call: the checkout limits purchases per card. */
function visaCard(n: number): string {
  if (n === 0) return '4111111111111111';
  const body = `411111111${String(n).padStart(6, '0')}`;
  const sum = [...body].reverse().reduce((total, c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Plan and payments in the member app (issue 25 item 2) over HTTP: own data only, paying an overdue payment. */
describe('the member app: plan and payments', { timeout: 180_000 }, () => {
  let t: BillingServer;

  /** A member (signed in with the checkout's e-mailed password) whose first card payment failed today. */
  let started = 0;
  async function overdueMember(value: number) {
    // A new day each: the checkout's purchase limit per address counts on the injected clock.
    t.clock.set(new Date(Date.UTC(2026, 0, 5 + 3 * started, 15)).toISOString());
    const card = visaCard(started++);
    const plan = await studentWithCardPlan(t, await t.adminToken(), { installments: 2, value, card });
    const ref = (await t.server.services.documents.collection<any>('recurringBilling').get(plan.studentPlanId)).card
      .customerRef;
    t.sandbox.declineNextCharges(ref, 1);
    t.clock.set(noonOf(plan.payments[0]!.date));
    await runDailyCharges(t.server.services);
    const mail = t.mails().find((m) => m.to.includes(plan.email) && /senha de acesso/.test(m.text ?? ''));
    const password = /senha de acesso ao aplicativo é: (\S+)/.exec(mail?.text ?? '')?.[1];
    if (!password) throw new Error('no password e-mail');
    return { ...plan, card, password, token: await t.login('demo', plan.email, password) };
  }
  const streamTypes = async (studentPlanId: string) =>
    (await t.server.services.eventStore.readStream(`recurringBilling-${studentPlanId}`)).events.map((e) => e.type);

  beforeAll(async () => {
    t = await startBillingServer(noonOf('2026-01-05'));
  });
  afterAll(() => t.close());

  it('shows the member their own plans with each payment status, and refuses another member', async () => {
    // Bia first: a later day's charge run would retry (and recover) Ana's payment.
    const bia = await overdueMember(4000);
    const ana = await overdueMember(6000);
    bia.token = await t.login('demo', bia.email, bia.password);
    const mine = (await t.gql(MEMBER, MY_PLANS, {}, ana.token)).data.getAlunoPlans;
    const ids = mine.list.map((p: { id: string }) => p.id);
    expect(ids).toContain(ana.studentPlanId);
    expect(ids).not.toContain(bia.studentPlanId);
    const plan = mine.list.find((p: { id: string }) => p.id === ana.studentPlanId);
    expect(plan).toMatchObject({
      name: 'Mensal no cartão',
      card: { brand: 'visa', last4: ana.card.slice(-4) },
      overdueAmount: 6000,
    });
    expect(plan.planPayments.map((p: { status: string; value: number }) => [p.status, p.value])).toEqual([
      ['overdue', 6000],
      ['open', 6000],
    ]);
    // Asking for one's own id works; another member's id is refused.
    expect((await t.gql(MEMBER, MY_PLANS, { alunoId: ana.studentId }, ana.token)).data.getAlunoPlans.totalEntries).toBe(
      mine.totalEntries,
    );
    const other = await t.gql(MEMBER, MY_PLANS, { alunoId: bia.studentId }, ana.token);
    expect(other.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(MEMBER, MY_PLANS, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it("refuses paying another member's plan and writes nothing", async () => {
    const bia = await overdueMember(5000);
    const ana = await overdueMember(5000);
    // Sessions expire on the injected clock, which moved on for Ana's plan.
    bia.token = await t.login('demo', bia.email, bia.password);
    const before = await streamTypes(ana.studentPlanId);
    for (const call of [
      t.gql(MEMBER, PAY_OVERDUE, { id: ana.studentPlanId }, bia.token),
      t.gql(MEMBER, OPEN_PIX, { id: ana.studentPlanId }, bia.token),
      t.gql(MEMBER, PIX_STATUS, { id: ana.studentPlanId, pix: 'pix_x' }, bia.token),
      t.gql(MEMBER, PAY_OVERDUE, { id: 'nao-existe' }, bia.token),
    ]) {
      const refused = await call;
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.message).toBe(billingMessages.paymentNotFound);
    }
    expect(await streamTypes(ana.studentPlanId)).toEqual(before);
  });

  it('pays the overdue payment with the card on file: the console sees it received, the same events as the page', async () => {
    const ana = await overdueMember(7000);
    const paid = await t.gql(MEMBER, PAY_OVERDUE, { id: ana.studentPlanId }, ana.token);
    expect(paid.data.payOverduePayments).toEqual({ status: 'approved', message: null });
    const plan = (await t.gql(MEMBER, MY_PLANS, {}, ana.token)).data.getAlunoPlans.list.find(
      (p: { id: string }) => p.id === ana.studentPlanId,
    );
    expect(plan.overdueAmount).toBe(0);
    expect(plan.planPayments[0]).toMatchObject({ status: 'paid', received: true });
    const admin = await t.adminToken();
    const console = (await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: ana.studentId }, admin)).data.getAlunoPlans.list;
    const seen = console.find((p: { id: string }) => p.id === ana.studentPlanId);
    expect(seen.planPayments[0].received).toBe(true);
    const { events } = await t.server.services.eventStore.readStream(`recurringBilling-${ana.studentPlanId}`);
    expect(events.map((e) => e.type)).toContain('OverduePaymentRecovered');
    expect(events.at(-1)?.data).toMatchObject({ via: 'self_service' });
    // Nothing overdue any more: a second payment is refused with the billing page's message.
    const again = await t.gql(MEMBER, PAY_OVERDUE, { id: ana.studentPlanId }, ana.token);
    expect(again.errors?.[0]?.message).toBe(billingMessages.nothingOverdue);
  });

  it('pays with a new card (it replaces the card on file), and a declined card answers its reason', async () => {
    const ana = await overdueMember(3000);
    const declined = await tokenize(t.url, '4000000000009995');
    const no = await t.gql(MEMBER, PAY_OVERDUE, { id: ana.studentPlanId, card: declined.body.token }, ana.token);
    expect(no.data.payOverduePayments.status).toBe('declined');
    expect(no.data.payOverduePayments.message).toBeTruthy();
    const card = await tokenize(t.url, '5555555555554444');
    const yes = await t.gql(MEMBER, PAY_OVERDUE, { id: ana.studentPlanId, card: card.body.token }, ana.token);
    expect(yes.data.payOverduePayments).toEqual({ status: 'approved', message: null });
    const plan = (await t.gql(MEMBER, MY_PLANS, {}, ana.token)).data.getAlunoPlans.list.find(
      (p: { id: string }) => p.id === ana.studentPlanId,
    );
    expect(plan).toMatchObject({ card: { brand: 'mastercard', last4: '4444' }, overdueAmount: 0 });
  });

  it('pays with Pix: pending until the sandbox confirms, then paid and recovered once', async () => {
    const ana = await overdueMember(4500);
    const pix = (await t.gql(MEMBER, OPEN_PIX, { id: ana.studentPlanId }, ana.token)).data.openOverduePix;
    expect(pix.amount).toBe(4500);
    expect(pix.copyPasteCode).toMatch(/^000201/);
    expect(pix.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const ask = async () =>
      (await t.gql(MEMBER, PIX_STATUS, { id: ana.studentPlanId, pix: pix.pixId }, ana.token)).data.overduePixStatus;
    expect(await ask()).toEqual({ status: 'pending' });
    t.clock.advance(6000);
    expect(await ask()).toEqual({ status: 'paid' });
    expect(await ask()).toEqual({ status: 'paid' });
    const types = await streamTypes(ana.studentPlanId);
    expect(types.filter((type) => type === 'OverduePaymentRecovered')).toHaveLength(1);
  });
});

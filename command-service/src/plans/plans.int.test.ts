import { messages, planMessages } from '@gym/contracts';
import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { runPlanCalendar } from './planCalendar.ts';
import {
  ARCHIVE_PLAN,
  BILLING_REPORT,
  GET_ALUNO_PLANS,
  GET_PLAN,
  GET_PLANS,
  SAVE_PLAN,
  SAVE_STUDENT_PLAN,
  SET_PAYMENT_RECEIVED,
} from './planQueries.gql.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const OTHER = '/academia-b/admin/graphql';

describe('plans and money over HTTP', () => {
  // 2026-03-10 12:00 in São Paulo.
  const clock = new FixedClock('2026-03-10T15:00:00.000Z');
  let t: TestServer;
  let token: string;
  let otherToken: string;
  let studentId: string;
  let otherStudentId: string;

  async function newStudent(endpoint: string, tok: string, email: string) {
    const r = await t.gql(endpoint, SAVE_STUDENT, { input: { name: 'Aluno', lastName: 'Teste', email } }, tok);
    expect(r.errors).toBeUndefined();
    return r.data.createOrUpdateUser.id as string;
  }
  async function newPlan(endpoint: string, tok: string, input: Record<string, unknown>) {
    const r = await t.gql(endpoint, SAVE_PLAN, { input }, tok);
    expect(r.errors).toBeUndefined();
    return r.data.createOrUpdatePlan.plan;
  }

  beforeAll(async () => {
    t = await startTestServer({ clock });
    token = await t.adminToken();
    const op = await t.operatorToken();
    const created = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia B',
          code: 'academia-b',
          owner: { name: 'Bia', lastName: 'Dona', email: 'bia@b.com.br', password: 'senha-da-bia' },
        },
      },
      op,
    );
    expect(created.errors).toBeUndefined();
    otherToken = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
    studentId = await newStudent(ADMIN, token, 'plano@exemplo.com.br');
    otherStudentId = await newStudent(OTHER, otherToken, 'plano-b@exemplo.com.br');
  });
  afterAll(() => t.close());

  it("refuses a plan without a name with the spec's toast and field message, appending nothing", async () => {
    const head = await t.server.services.eventStore.headPosition();
    const r = await t.gql(ADMIN, SAVE_PLAN, { input: { name: '  ' } }, token);
    expect(r.errors?.[0]).toMatchObject({
      message: planMessages.planNameRequiredToast,
      extensions: { code: 'VALIDATION', fields: [{ path: ['input', 'name'], message: planMessages.planNameRequired }] },
    });
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });

  it('creates a plan with normalised fields, changes it, archives it, and keeps its history', async () => {
    const plan = await newPlan(ADMIN, token, {
      name: 'Mensal Musculação',
      value: 15000,
      installments: 0,
      recurrence: 'month',
      recurrenceValue: -2,
      cycles: -1,
    });
    expect(plan).toMatchObject({
      name: 'Mensal Musculação',
      planType: 'normal',
      value: 15000,
      installments: 1,
      recurrenceValue: 1,
      cycles: 0,
      billingTriggerType: 'inicio_do_periodo',
      archived: false,
    });
    expect(plan.code).toMatch(/^[0-9a-f]{10}$/);
    const changed = await newPlan(ADMIN, token, {
      id: plan.id,
      name: 'Mensal Plus',
      value: 16000,
      recurrence: 'month',
      color: '#ff0000',
    });
    expect(changed).toMatchObject({
      id: plan.id,
      code: plan.code,
      name: 'Mensal Plus',
      value: 16000,
      color: '#ff0000',
    });
    const listed = await t.gql(ADMIN, GET_PLANS, { search: 'plus' }, token);
    expect(listed.data.getPlans.list).toEqual([
      { id: plan.id, name: 'Mensal Plus', planType: 'normal', color: '#ff0000', value: 16000, recurrence: 'month' },
    ]);

    const archived = await t.gql(ADMIN, ARCHIVE_PLAN, { id: plan.id }, token);
    expect(archived.data.archivePlan).toEqual({ id: plan.id, archived: true });
    expect((await t.gql(ADMIN, GET_PLANS, { search: 'plus' }, token)).data.getPlans.totalEntries).toBe(0);
    const { events } = await t.server.services.eventStore.readStream(`plan-${plan.id}`);
    expect(events.map((e) => e.type)).toEqual(['PlanCreated', 'PlanChanged', 'PlanArchived']);
    const sell = await t.gql(ADMIN, SAVE_STUDENT_PLAN, { userId: studentId, planId: plan.id }, token);
    expect(sell.errors?.[0]?.message).toBe(planMessages.planArchived);
  });

  it("requires a payment method for an active plan in more than one installment ('Método de pagamento é obrigatório')", async () => {
    const plan = await newPlan(ADMIN, token, { name: 'Trimestral', value: 30000, installments: 3 });
    const r = await t.gql(ADMIN, SAVE_STUDENT_PLAN, { userId: studentId, planId: plan.id, installments: 3 }, token);
    expect(r.errors?.[0]).toMatchObject({
      message: planMessages.paymentMethodRequired,
      extensions: {
        code: 'VALIDATION',
        fields: [{ path: ['paymentMethod'], message: planMessages.paymentMethodRequired }],
      },
    });
    const noPlan = await t.gql(ADMIN, SAVE_STUDENT_PLAN, { userId: studentId, planId: '' }, token);
    expect(noPlan.errors?.[0]?.extensions.fields).toEqual([{ path: ['planId'], message: messages.required }]);
  });

  it('sells a plan with a discount in 3 installments, schedules monthly payments, receives one once, and bills it', async () => {
    const plan = await newPlan(ADMIN, token, {
      name: 'Trimestral Premium',
      value: 30000,
      installments: 3,
      recurrence: 'month',
      recurrenceValue: 3,
      color: '#00aa00',
    });
    const sold = await t.gql(
      ADMIN,
      SAVE_STUDENT_PLAN,
      {
        userId: studentId,
        planId: plan.id,
        installments: 3,
        discountType: 'percentual',
        discount: 10,
        paymentMethod: 'credito',
      },
      token,
    );
    expect(sold.errors).toBeUndefined();
    const up = sold.data.createOrUpdatePlanToUser;
    expect(up).toMatchObject({
      name: 'Trimestral Premium',
      planColor: '#00aa00',
      status: 'active',
      statusLabel: 'Ativo',
      startDate: '2026-03-10',
      endDate: '2026-06-09',
      subtotal: 30000,
      total: 27000,
      discount: 10,
      discountType: 'percentual',
      installments: 3,
      paymentMethod: 'credito',
    });
    expect(up.planPayments.map((p: any) => [p.date, p.value, p.received])).toEqual([
      ['2026-03-10', 9000, false],
      ['2026-04-10', 9000, false],
      ['2026-05-10', 9000, false],
    ]);
    const { events } = await t.server.services.eventStore.readStream(`studentPlan-${up.id}`);
    expect(events.map((e) => e.type)).toEqual(['PlanAssignedToStudent', 'StudentPlanStarted']);

    const student = await t.gql(
      ADMIN,
      'query($id:ID!){ aluno(id:$id){ planType planColor hasActivePlan gympassEnabled } }',
      { id: studentId },
      token,
    );
    expect(student.data.aluno).toEqual({
      planType: 'Plano Normal',
      planColor: '#00aa00',
      hasActivePlan: true,
      gympassEnabled: false,
    });

    const paymentId = up.planPayments[0].id;
    const received = await t.gql(ADMIN, SET_PAYMENT_RECEIVED, { id: paymentId }, token);
    expect(received.data.setPaymentReceived).toEqual({ id: paymentId, received: true });
    const twice = await t.gql(ADMIN, SET_PAYMENT_RECEIVED, { id: paymentId }, token);
    expect(twice.errors?.[0]).toMatchObject({
      message: planMessages.paymentAlreadyReceived,
      extensions: { code: 'ILLEGAL_STATE' },
    });
    const reversal = await t.gql(
      ADMIN,
      'mutation($id:ID!){ setPaymentReceived(id:$id, received:false){ id } }',
      { id: up.planPayments[1].id },
      token,
    );
    expect(reversal.errors?.[0]?.message).toBe(planMessages.paymentReversalNotAllowed);

    const report = await t.gql(
      ADMIN,
      BILLING_REPORT,
      { from: '2026-03-09T00:00:00-03:00', to: '2026-03-11T23:59:59-03:00' },
      token,
    );
    expect(report.data.billingReport).toEqual({
      fromDate: '2026-03-09',
      toDate: '2026-03-11',
      totalBilled: 9000,
      billedInPeriod: 9000,
      days: [
        { date: '2026-03-09', value: 0 },
        { date: '2026-03-10', value: 9000 },
        { date: '2026-03-11', value: 0 },
      ],
    });
    const outside = await t.gql(ADMIN, BILLING_REPORT, { from: '2026-04-01', to: '2026-04-30' }, token);
    expect(outside.data.billingReport).toMatchObject({ totalBilled: 9000, billedInPeriod: 0 });

    // Changing the discount reschedules only what is still owed.
    const edited = await t.gql(
      ADMIN,
      SAVE_STUDENT_PLAN,
      {
        id: up.id,
        userId: studentId,
        planId: plan.id,
        installments: 3,
        discountType: 'fixed',
        discount: 6000,
        paymentMethod: 'credito',
      },
      token,
    );
    expect(edited.data.createOrUpdatePlanToUser.total).toBe(24000);
    expect(edited.data.createOrUpdatePlanToUser.planPayments.map((p: any) => [p.id, p.value, p.received])).toEqual([
      [paymentId, 9000, true],
      [up.planPayments[1].id, 7500, false],
      [up.planPayments[2].id, 7500, false],
    ]);
  });

  it("sums past GraphQL's 32-bit Int: R$ 22 million billed in a day reads exactly", async () => {
    const plan = await newPlan(ADMIN, token, { name: 'Patrocínio', value: 100_000_000 });
    for (let i = 0; i < 22; i++) {
      const sold = await t.gql(ADMIN, SAVE_STUDENT_PLAN, { userId: studentId, planId: plan.id }, token);
      expect(
        (await t.gql(ADMIN, SET_PAYMENT_RECEIVED, { id: sold.data.createOrUpdatePlanToUser.planPayments[0].id }, token))
          .errors,
      ).toBeUndefined();
    }
    const report = await t.gql(ADMIN, BILLING_REPORT, { from: '2026-03-10', to: '2026-03-10' }, token);
    expect(report.errors).toBeUndefined();
    expect(report.data.billingReport.days).toEqual([{ date: '2026-03-10', value: 9000 + 2_200_000_000 }]);
  });

  it('ends a plan whose end date passes with no user action (StudentPlanEnded expired) and lists it as desativado', async () => {
    const student = await newStudent(ADMIN, token, 'expira@exemplo.com.br');
    const plan = await newPlan(ADMIN, token, { name: 'Diária Gympass', planType: 'gympass' });
    const sold = await t.gql(
      ADMIN,
      SAVE_STUDENT_PLAN,
      { userId: student, planId: plan.id, startDate: '2026-03-12', endDate: '2026-03-20' },
      token,
    );
    const id = sold.data.createOrUpdatePlanToUser.id;
    const stream = async () => (await t.server.services.eventStore.readStream(`studentPlan-${id}`)).events;
    expect((await stream()).map((e) => e.type)).toEqual(['PlanAssignedToStudent']);

    // Tokens live 12 hours: moving the clock days ahead needs a fresh sign-in.
    clock.set('2026-03-12T12:00:00.000Z');
    token = await t.adminToken();
    await runPlanCalendar(t.server.services);
    expect((await stream()).at(-1)).toMatchObject({ type: 'StudentPlanStarted', data: { startDate: '2026-03-12' } });
    const gympass = await t.gql(
      ADMIN,
      'query($id:ID!){ aluno(id:$id){ planType gympassEnabled hasActivePlan } }',
      { id: student },
      token,
    );
    expect(gympass.data.aluno).toEqual({ planType: 'Gympass', gympassEnabled: true, hasActivePlan: true });

    clock.set('2026-03-21T12:00:00.000Z');
    token = await t.adminToken();
    await runPlanCalendar(t.server.services);
    expect((await stream()).slice(-2).map((e) => [e.type, (e.data as any).to ?? (e.data as any).reason])).toEqual([
      ['StudentPlanStatusChanged', 'finished'],
      ['StudentPlanEnded', 'expired'],
    ]);
    expect(await runPlanCalendar(t.server.services)).toBe(0);
    const lists = await Promise.all(
      ['ativados', 'desativados'].map((status) => t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: student, status }, token)),
    );
    expect(lists.map((l) => l.data.getAlunoPlans.list.map((p: any) => p.status))).toEqual([[], ['finished']]);
    const grey = await t.gql(
      ADMIN,
      'query($id:ID!){ aluno(id:$id){ planType hasActivePlan gympassEnabled } }',
      { id: student },
      token,
    );
    expect(grey.data.aluno).toEqual({ planType: 'Gympass', hasActivePlan: false, gympassEnabled: false });
    clock.set('2026-03-10T15:00:00.000Z');
    token = await t.adminToken();
    otherToken = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
  });

  it("keeps every plan query and mutation inside its account: another account's ids read as missing", async () => {
    const plan = await newPlan(ADMIN, token, { name: 'Isolado', value: 1000 });
    const sold = await t.gql(ADMIN, SAVE_STUDENT_PLAN, { userId: studentId, planId: plan.id }, token);
    const up = sold.data.createOrUpdatePlanToUser;
    const head = await t.server.services.eventStore.headPosition();

    expect((await t.gql(OTHER, GET_PLANS, {}, otherToken)).data.getPlans.totalEntries).toBe(0);
    expect((await t.gql(OTHER, GET_PLAN, { id: plan.id }, otherToken)).data.plan).toBeNull();
    expect(
      (await t.gql(OTHER, SAVE_PLAN, { input: { id: plan.id, name: 'Roubado' } }, otherToken)).errors?.[0]?.message,
    ).toBe(planMessages.planNotFound);
    expect((await t.gql(OTHER, ARCHIVE_PLAN, { id: plan.id }, otherToken)).errors?.[0]?.message).toBe(
      planMessages.planNotFound,
    );
    expect(
      (await t.gql(OTHER, SAVE_STUDENT_PLAN, { userId: otherStudentId, planId: plan.id }, otherToken)).errors?.[0]
        ?.message,
    ).toBe(planMessages.planNotFound);
    expect(
      (await t.gql(OTHER, SAVE_STUDENT_PLAN, { id: up.id, userId: studentId, planId: plan.id }, otherToken)).errors?.[0]
        ?.message,
    ).toBe(planMessages.studentPlanNotFound);
    expect(
      (await t.gql(OTHER, GET_ALUNO_PLANS, { alunoId: studentId }, otherToken)).data.getAlunoPlans.totalEntries,
    ).toBe(0);
    expect(
      (await t.gql(OTHER, SET_PAYMENT_RECEIVED, { id: up.planPayments[0].id }, otherToken)).errors?.[0]?.message,
    ).toBe(planMessages.paymentNotFound);
    expect(
      (await t.gql(OTHER, BILLING_REPORT, { from: '2026-03-01', to: '2026-03-31' }, otherToken)).data.billingReport,
    ).toMatchObject({ totalBilled: 0, billedInPeriod: 0 });
    expect(await t.server.services.eventStore.headPosition()).toBe(head);

    // A token of account B is refused at account A's address, and the reverse holds too.
    const cross = await t.gql(ADMIN, GET_PLANS, {}, otherToken);
    expect(cross.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const otherPlan = await newPlan(OTHER, otherToken, { name: 'Plano B' });
    expect(
      (await t.gql(ADMIN, SAVE_STUDENT_PLAN, { userId: studentId, planId: otherPlan.id }, token)).errors?.[0]?.message,
    ).toBe(planMessages.planNotFound);
    expect(
      (await t.gql(ADMIN, SAVE_STUDENT_PLAN, { userId: otherStudentId, planId: plan.id }, token)).errors?.[0]?.message,
    ).toBe(messages.studentNotFound);
  });
});

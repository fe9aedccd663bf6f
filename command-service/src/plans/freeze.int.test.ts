import { planMessages } from '@gym/contracts';
import { FixedClock } from '@gym/platform';
import { freezeCovering } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { runPlanCalendar } from './planCalendar.ts';
import {
  END_FREEZE,
  FREEZE_LIMITS,
  FREEZE_PLAN,
  SAVE_PLAN,
  SAVE_STUDENT_PLAN,
  SET_FREEZE_LIMITS,
} from './planQueries.gql.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const OTHER = '/academia-c/admin/graphql';

describe('freezing a student plan over HTTP', () => {
  const clock = new FixedClock('2026-03-10T15:00:00.000Z');
  let t: TestServer;
  let token: string;
  let otherToken: string;
  let studentPlanId: string;
  let studentId: string;

  beforeAll(async () => {
    t = await startTestServer({ clock });
    token = await t.adminToken();
    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia C',
          code: 'academia-c',
          owner: { name: 'Caio', lastName: 'Dono', email: 'caio@c.com.br', password: 'senha-do-caio' },
        },
      },
      op,
    );
    otherToken = await t.login('academia-c', 'caio@c.com.br', 'senha-do-caio');
    const student: string = (
      await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: 'Férias', lastName: 'Longas', email: 'ferias@exemplo.com.br' } },
        token,
      )
    ).data.createOrUpdateUser.id;
    const plan = (
      await t.gql(
        ADMIN,
        SAVE_PLAN,
        { input: { name: 'Trimestral', value: 30000, installments: 3, recurrence: 'month', recurrenceValue: 3 } },
        token,
      )
    ).data.createOrUpdatePlan.plan;
    const sold = await t.gql(
      ADMIN,
      SAVE_STUDENT_PLAN,
      { userId: student, planId: plan.id, installments: 3, paymentMethod: 'pix' },
      token,
    );
    studentPlanId = sold.data.createOrUpdatePlanToUser.id;
    studentId = student;
  });
  afterAll(() => t.close());

  it('starts with the default limits (7 to 90 days) and lets a manager change them', async () => {
    expect((await t.gql(ADMIN, FREEZE_LIMITS, {}, token)).data.planFreezeLimits).toEqual({ minDays: 7, maxDays: 90 });
    const bad = await t.gql(ADMIN, SET_FREEZE_LIMITS, { min: 10, max: 5 }, token);
    expect(bad.errors?.[0]?.extensions.fields).toEqual([
      { path: ['maxDays'], message: planMessages.invalidFreezeLimits },
    ]);
    expect((await t.gql(ADMIN, SET_FREEZE_LIMITS, { min: 5, max: 60 }, token)).data.setPlanFreezeLimits).toEqual({
      minDays: 5,
      maxDays: 60,
    });
    expect((await t.gql(OTHER, FREEZE_LIMITS, {}, otherToken)).data.planFreezeLimits).toEqual({
      minDays: 7,
      maxDays: 90,
    });
  });

  it('freezes within the limits, moving the end date and the pending payments; another account cannot touch it', async () => {
    const tooLong = await t.gql(ADMIN, FREEZE_PLAN, { id: studentPlanId, days: 61, reason: 'Viagem' }, token);
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'O trancamento deve ter no máximo 60 dias',
      extensions: { fields: [{ path: ['days'] }] },
    });
    const noReason = await t.gql(ADMIN, FREEZE_PLAN, { id: studentPlanId, days: 10, reason: ' ' }, token);
    expect(noReason.errors?.[0]?.message).toBe(planMessages.freezeReasonRequired);
    expect(
      (await t.gql(OTHER, FREEZE_PLAN, { id: studentPlanId, days: 10, reason: 'Intruso' }, otherToken)).errors?.[0]
        ?.message,
    ).toBe(planMessages.studentPlanNotFound);

    const frozen = await t.gql(
      ADMIN,
      FREEZE_PLAN,
      { id: studentPlanId, startDate: '2026-03-15', days: 20, reason: 'Viagem' },
      token,
    );
    expect(frozen.errors).toBeUndefined();
    expect(frozen.data.freezeStudentPlan).toMatchObject({
      endDate: '2026-06-29',
      freeze: { startDate: '2026-03-15', endDate: '2026-04-03', days: 20, reason: 'Viagem' },
      planPayments: [{ date: '2026-03-10' }, { date: '2026-04-30' }, { date: '2026-05-30' }],
    });
    expect(
      (await t.gql(ADMIN, FREEZE_PLAN, { id: studentPlanId, days: 10, reason: 'De novo' }, token)).errors?.[0]?.message,
    ).toBe(planMessages.freezeInProgress);
    // What the check-ins feature asks before accepting a check-in.
    const accountId = (await t.gql(ADMIN, '{ account { id } }', {}, token)).data.account.id;
    const docs = t.server.services.documents;
    expect(await freezeCovering(docs, accountId, studentId, '2026-03-14')).toBeNull();
    expect(await freezeCovering(docs, accountId, studentId, '2026-03-15')).toMatchObject({ reason: 'Viagem' });
    expect(await freezeCovering(docs, accountId, studentId, '2026-04-03')).toMatchObject({ endDate: '2026-04-03' });
    expect(await freezeCovering(docs, 'another-account', studentId, '2026-03-20')).toBeNull();
    expect((await t.gql(OTHER, END_FREEZE, { id: studentPlanId }, otherToken)).errors?.[0]?.message).toBe(
      planMessages.studentPlanNotFound,
    );
  });

  it('ends a freeze early, giving back the unused days', async () => {
    clock.set('2026-03-25T15:00:00.000Z');
    token = await t.adminToken();
    const ended = await t.gql(ADMIN, END_FREEZE, { id: studentPlanId }, token);
    expect(ended.data.endStudentPlanFreeze).toMatchObject({
      endDate: '2026-06-19',
      freeze: null,
      planPayments: [{ date: '2026-03-10' }, { date: '2026-04-20' }, { date: '2026-05-20' }],
    });
    const { events } = await t.server.services.eventStore.readStream(`studentPlan-${studentPlanId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'StudentPlanFreezeEnded',
      data: { endedOn: '2026-03-24', early: true, unusedDays: 10 },
    });
  });

  it('closes a freeze on its own after its last day (the calendar process)', async () => {
    const frozen = await t.gql(ADMIN, FREEZE_PLAN, { id: studentPlanId, days: 7, reason: 'Lesão' }, token);
    expect(frozen.data.freezeStudentPlan.freeze).toEqual({
      startDate: '2026-03-25',
      endDate: '2026-03-31',
      days: 7,
      reason: 'Lesão',
    });
    clock.set('2026-04-01T15:00:00.000Z');
    token = await t.adminToken();
    expect(await runPlanCalendar(t.server.services)).toBe(1);
    const { events } = await t.server.services.eventStore.readStream(`studentPlan-${studentPlanId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'StudentPlanFreezeEnded',
      data: { endedOn: '2026-03-31', early: false, unusedDays: 0, planEndDate: '2026-06-26' },
    });
  });
});

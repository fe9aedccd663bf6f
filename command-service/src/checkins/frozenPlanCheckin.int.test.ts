import { checkinMessages, fillMessage } from '@gym/contracts';
import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_FREEZE, FREEZE_PLAN, SAVE_PLAN, SAVE_STUDENT_PLAN } from '../plans/planQueries.gql.ts';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from './gqlDocs.testkit.ts';

const ADMIN = '/demo/admin/graphql';
// Monday 23/11/2026, 09:00 in São Paulo.
const clock = new FixedClock('2026-11-23T12:00:00.000Z');

/** Issue 4: while a student's plan is frozen (trancamento) no check-in is accepted, forced or not. */
describe('a frozen plan refuses check-ins', () => {
  let t: TestServer;
  let token: string;
  let studentId: string;
  let studentPlanId: string;
  let classId: string;

  beforeAll(async () => {
    t = await startTestServer({ clock });
    token = await t.adminToken();
    const branchId = (await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } }, token)).data
      .createOrUpdateFilial.filial.id;
    const programId = (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Musculação', filialId: branchId } }, token))
      .data.createOrUpdateProgram.program.id;
    const weekDays = [0, 1, 2, 3, 4, 5, 6];
    classId = (
      await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '18:00', endTime: '19:00', weekDays, limit: 10 } },
        token,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
    studentId = (
      await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: 'Trancada', lastName: 'Silva', email: 'trancada@exemplo.com.br' } },
        token,
      )
    ).data.createOrUpdateUser.id;
    const plan = (
      await t.gql(
        ADMIN,
        SAVE_PLAN,
        { input: { name: 'Mensal', value: 10000, recurrence: 'month', recurrenceValue: 1 } },
        token,
      )
    ).data.createOrUpdatePlan.plan;
    studentPlanId = (
      await t.gql(ADMIN, SAVE_STUDENT_PLAN, { userId: studentId, planId: plan.id, paymentMethod: 'pix' }, token)
    ).data.createOrUpdatePlanToUser.id;
  });
  afterAll(() => t.close());

  it('refuses a check-in on a frozen day, even forced, and accepts it once the freeze ends', async () => {
    const frozen = await t.gql(
      ADMIN,
      FREEZE_PLAN,
      { id: studentPlanId, startDate: '2026-11-23', days: 10, reason: 'Viagem' },
      token,
    );
    expect(frozen.errors).toBeUndefined();

    for (const forceCheckin of [false, true]) {
      const refused = await t.gql(ADMIN, CHECK_IN, { userId: studentId, programClassId: classId, forceCheckin }, token);
      expect(refused.errors?.[0]?.message).toBe(fillMessage(checkinMessages.planFrozen, { endDate: '02/12/2026' }));
    }
    // The day after the freeze a check-in goes through again.
    const after = await t.gql(
      ADMIN,
      CHECK_IN,
      { userId: studentId, programClassId: classId, classDate: '2026-12-03' },
      token,
    );
    expect(after.errors).toBeUndefined();

    expect((await t.gql(ADMIN, END_FREEZE, { id: studentPlanId }, token)).errors).toBeUndefined();
    const today = await t.gql(ADMIN, CHECK_IN, { userId: studentId, programClassId: classId }, token);
    expect(today.errors).toBeUndefined();
    expect(today.data.createOrUpdateCheckin.message).toBe(checkinMessages.success);
  });
});

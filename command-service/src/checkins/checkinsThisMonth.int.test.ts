import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withActivePlan } from '../entitlement/entitlement.testkit.ts';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from './gqlDocs.testkit.ts';

const ADMIN = '/demo/admin/graphql';
const ALUNO = 'query($id: ID!) { aluno(id: $id) { checkinsCurrentMonth } }';

/** The student list's 'check-ins this month' is this month's, even before the student's next check-in. */
describe('check-ins this month over HTTP', () => {
  const clock = new FixedClock('2026-11-30T12:00:00.000Z'); // Monday 30/11/2026, 09:00 in São Paulo
  let t: TestServer;
  let token: string;
  let studentId: string;

  beforeAll(async () => {
    t = await startTestServer({ clock });
    token = await t.adminToken();
    const branchId = (await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } }, token)).data
      .createOrUpdateFilial.filial.id;
    const programId = (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Yoga', filialId: branchId } }, token)).data
      .createOrUpdateProgram.program.id;
    const classId = (
      await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '18:00', endTime: '19:00', weekDays: [1], limit: 10 } },
        token,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
    studentId = (
      await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: 'Mês', lastName: 'Virando', email: 'mes@exemplo.com.br' } },
        token,
      )
    ).data.createOrUpdateUser.id;
    await withActivePlan(t.gql, ADMIN, token, studentId);
    expect(
      (await t.gql(ADMIN, CHECK_IN, { userId: studentId, programClassId: classId }, token)).errors,
    ).toBeUndefined();
  });
  afterAll(() => t.close());

  it('counts November in November and reads 0 once December begins', async () => {
    expect((await t.gql(ADMIN, ALUNO, { id: studentId }, token)).data.aluno.checkinsCurrentMonth).toBe(1);
    clock.set('2026-12-01T03:00:00.000Z'); // 00:00 on 01/12 in São Paulo
    token = await t.adminToken();
    expect((await t.gql(ADMIN, ALUNO, { id: studentId }, token)).data.aluno.checkinsCurrentMonth).toBe(0);
  });
});

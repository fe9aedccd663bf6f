import { getAccountByCode } from '@gym/projection-service';
import { SqliteEventStore } from '@gym/platform/sqlite';
import { FixedClock, uuid } from '@gym/platform';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { withActivePlan } from '../entitlement/entitlement.testkit.ts';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { ARCHIVE_PLAN, SAVE_PLAN, SAVE_STUDENT_PLAN } from '../plans/planQueries.gql.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const ACCOUNT = `/${demo.accountCode}/graphql`;

/**
 * Issue 27, finding 10, beyond the student, plan and branch saves: with the projector stopped, each of
 * these mutations answers what it decided, never 'não encontrado'. One case per mutation, run in turn.
 */
describe('mutations answer from the decision while the projector is stopped', () => {
  let t: TestServer;
  let token: string;
  const fixtures = { branchId: '', studentId: '', planId: '', spareplanId: '', classId: '' };
  beforeAll(async () => {
    // Monday 23/11/2026, 09:00 in São Paulo: the class below is today.
    t = await startTestServer({ clock: new FixedClock('2026-11-23T12:00:00.000Z') });
    token = await t.adminToken();
    // What the mutations refer to, projected while the projector still runs.
    fixtures.branchId = (
      await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Filial Base', filialType: 'online' } }, token)
    ).data.createOrUpdateFilial.filial.id;
    fixtures.studentId = (
      await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: 'Base', lastName: 'Aluna', email: 'base@exemplo.com.br' } },
        token,
      )
    ).data.createOrUpdateUser.id;
    const plan = (name: string) =>
      t.gql(ADMIN, SAVE_PLAN, { input: { name, value: 9_990, recurrence: 'month', recurrenceValue: 1 } }, token);
    fixtures.planId = (await plan('Mensal Base')).data.createOrUpdatePlan.plan.id;
    fixtures.spareplanId = (await plan('Para Arquivar')).data.createOrUpdatePlan.plan.id;
    // Issue 34: the check-in below needs the student to hold an active plan.
    await withActivePlan(t.gql, ADMIN, token, fixtures.studentId);
    const programId = (
      await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Programa Base', filialId: fixtures.branchId } }, token)
    ).data.createOrUpdateProgram.program.id;
    fixtures.classId = (
      await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '10:00', endTime: '11:00', weekDays: [1], limit: 10 } },
        token,
      )
    ).data.createOrUpdateProgramClass.programClass.id;

    // The projector stops on an event it cannot project (written past the schema check by another connection).
    const account = await getAccountByCode(t.server.services.documents, demo.accountCode);
    const raw = SqliteEventStore.open(path.join(t.dataDir, 'events.sqlite'));
    const bad = uuid();
    await raw.appendToStream(
      `student-${bad}`,
      [{ id: uuid(), type: 'StudentRegistered', data: { studentId: bad }, metadata: { accountId: account!.id } }],
      { expectedRevision: 'no_stream' },
    );
    await raw.close();
    const deadline = Date.now() + 5000;
    while ((await fetch(`${t.url}/healthz`)).status === 200 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await fetch(`${t.url}/healthz`)).status).toBe(503);
  }, 60_000);
  afterAll(() => t.close());

  const cases: Array<{
    mutation: string;
    run: () => Promise<{ data: any; errors?: unknown }>;
    answered: (data: any) => unknown;
    expected: Record<string, unknown>;
  }> = [
    {
      mutation: 'inviteStaff',
      run: () =>
        t.gql(
          ADMIN,
          'mutation($input: StaffInviteInput!){ inviteStaff(input: $input){ id name email rule } }',
          { input: { name: 'Nova', lastName: 'Coach', email: 'nova.coach@exemplo.com.br', rule: 'coach' } },
          token,
        ),
      answered: (d) => d.inviteStaff,
      expected: { name: 'Nova', email: 'nova.coach@exemplo.com.br', rule: 'coach' },
    },
    {
      mutation: 'createOrUpdateProgram',
      run: () => t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Programa Salvo', filialId: fixtures.branchId } }, token),
      answered: (d) => ({
        ...d.createOrUpdateProgram.program,
        inTheBranch: d.createOrUpdateProgram.program.filialId === fixtures.branchId,
      }),
      expected: { name: 'Programa Salvo', inTheBranch: true },
    },
    {
      mutation: 'archivePlan',
      run: () => t.gql(ADMIN, ARCHIVE_PLAN, { id: fixtures.spareplanId }, token),
      answered: (d) => d.archivePlan,
      expected: { archived: true },
    },
    {
      mutation: 'createOrUpdatePlanToUser',
      run: () =>
        t.gql(
          ADMIN,
          SAVE_STUDENT_PLAN,
          { userId: fixtures.studentId, planId: fixtures.planId, paymentMethod: 'pix' },
          token,
        ),
      answered: (d) => d.createOrUpdatePlanToUser,
      expected: { name: 'Mensal Base', paymentMethod: 'pix' },
    },
    {
      mutation: 'signUp',
      run: () =>
        t.gql(
          ACCOUNT,
          'mutation($n:String!,$l:String!,$e:String!,$p:String!){ signUp(name:$n, lastName:$l, email:$e, password:$p){ id name token } }',
          { n: 'Cadastro', l: 'Atrasado', e: 'cadastro.atrasado@exemplo.com.br', p: 'senha-do-cadastro' },
        ),
      answered: (d) => d.signUp,
      expected: { name: 'Cadastro', token: expect.any(String) },
    },
    {
      mutation: 'createOrUpdateCheckin',
      run: () => t.gql(ADMIN, CHECK_IN, { userId: fixtures.studentId, programClassId: fixtures.classId }, token),
      answered: (d) => d.createOrUpdateCheckin,
      expected: { status: 'validated', checkin: { status: 'validated', date: '2026-11-23' } },
    },
    {
      mutation: 'updateAccount',
      run: () =>
        t.gql(
          ADMIN,
          'mutation($input: AccountSettingsInput!) { updateAccount(input: $input) { account { id name } } }',
          { input: { name: 'Academia Renomeada' } },
          token,
        ),
      answered: (d) => d.updateAccount.account,
      expected: { name: 'Academia Renomeada' },
    },
  ];

  for (const c of cases)
    it(`${c.mutation} answers what it saved`, async () => {
      const result = await c.run();
      expect(result.errors).toBeUndefined();
      expect(c.answered(result.data)).toMatchObject(c.expected);
    }, 30_000);
});

import { checkinMessages, fillMessage, programMessages } from '@gym/contracts';
import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withActivePlan } from '../entitlement/entitlement.testkit.ts';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { DEFAULT_DAYS_AHEAD_CHECKIN } from '../checkins/classDayDecider.ts';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = '/demo/admin/graphql';

/** Issue 27, finding 7: impossible dates, check-ins years ahead, and programs of another account. */
describe('input that cannot be right', () => {
  let t: TestServer;
  let token: string;
  let classId: string;
  let programId: string;
  let userId: string;
  beforeAll(async () => {
    // Monday 23/11/2026, 09:00 in São Paulo.
    t = await startTestServer({ clock: new FixedClock('2026-11-23T12:00:00.000Z') });
    token = await t.adminToken();
    const branchId = (await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } }, token)).data
      .createOrUpdateFilial.filial.id;
    programId = (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Funcional', filialId: branchId } }, token)).data
      .createOrUpdateProgram.program.id;
    classId = (
      await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '18:00', endTime: '19:00', weekDays: [0, 1, 2, 3, 4, 5, 6] } },
        token,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
    userId = (
      await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: 'Data', lastName: 'Errada', email: 'data.errada@exemplo.com.br' } },
        token,
      )
    ).data.createOrUpdateUser.id;
    await withActivePlan(t.gql, ADMIN, token, userId);
  });
  afterAll(() => t.close());

  it("refuses '2024-02-30' as an invalid date, not as a class already over", async () => {
    const r = await t.gql(ADMIN, CHECK_IN, { userId, programClassId: classId, classDate: '2024-02-30' }, token);
    expect(r.errors?.[0]?.extensions.fields).toContainEqual(
      expect.objectContaining({ message: checkinMessages.invalidDate }),
    );
    expect(r.errors?.[0]?.message).not.toBe(checkinMessages.classOver);
  });

  it('refuses a check-in years ahead with the default window when the account set none', async () => {
    const r = await t.gql(ADMIN, CHECK_IN, { userId, programClassId: classId, classDate: '2029-11-23' }, token);
    expect(r.errors?.[0]?.message).toBe(
      fillMessage(checkinMessages.tooEarlyDays, { days: DEFAULT_DAYS_AHEAD_CHECKIN }),
    );
    const soon = await t.gql(ADMIN, CHECK_IN, { userId, programClassId: classId, classDate: '2026-11-25' }, token);
    expect(soon.errors).toBeUndefined();
  });

  it("refuses a plan naming a program of another account, or of none; accepts the account's own", async () => {
    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Outra Academia',
          code: 'outra-academia',
          owner: { name: 'Ot', lastName: 'Dono', email: 'ot@outra.com.br', password: 'senha-da-outra' },
        },
      },
      op,
    );
    const other = await t.login('outra-academia', 'ot@outra.com.br', 'senha-da-outra');
    const otherBranch = (
      await t.gql('/outra-academia/admin/graphql', SAVE_FILIAL, { input: { name: 'Lá', street: 'Rua B' } }, other)
    ).data.createOrUpdateFilial.filial.id;
    const foreign = (
      await t.gql(
        '/outra-academia/admin/graphql',
        SAVE_PROGRAM,
        { input: { name: 'Alheio', filialId: otherBranch } },
        other,
      )
    ).data.createOrUpdateProgram.program.id;
    const save = 'mutation($input: PlanInput!){ createOrUpdatePlan(input: $input){ plan { id } } }';
    for (const ids of [[foreign], ['00000000-0000-4000-8000-000000000000']]) {
      const r = await t.gql(
        ADMIN,
        save,
        { input: { name: 'Plano com programa', value: 1000, programIds: ids } },
        token,
      );
      expect(r.errors?.[0]?.extensions.fields).toEqual([
        { path: ['input', 'programIds'], message: programMessages.notFound },
      ]);
    }
    const ok = await t.gql(
      ADMIN,
      save,
      { input: { name: 'Plano com programa', value: 1000, programIds: [programId] } },
      token,
    );
    expect(ok.errors).toBeUndefined();
  });
});

import { exerciseMessages, messages, recordMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const SET =
  'mutation($u: ID!, $x: ID!, $v: Float!, $d: String) { setPersonalRecord(userId: $u, exerciseId: $x, value: $v, recordedOn: $d) { status isPersonalBest } }';
const GET =
  'query($u: ID!) { getPersonalRecords(userId: $u) { exercise { id name } exerciseType unit best { value recordedOn enteredBy } history { value recordedOn enteredBy } } }';
const MEMBER = `/${demo.accountCode}/graphql`;

describe('personal records over HTTP', () => {
  let t: TestServer;
  let token: string;
  let member: { id: string; token: string };
  const admin = (query: string, variables: Record<string, unknown>, as = token, account: string = demo.accountCode) =>
    t.gql(`/${account}/admin/graphql`, query, variables, as);
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const signed = await t.gql(
      MEMBER,
      'mutation { signUp(name:"Rita", lastName:"Recorde", email:"rita@ex.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }',
    );
    member = signed.data.signUp;
  }, 60_000);
  afterAll(() => t.close());

  it("records a student's loads on a record-enabled exercise, the best and the history", async () => {
    expect(
      (await admin(SET, { u: member.id, x: 'starter-supino-reto', v: 60, d: '2026-01-10' })).data.setPersonalRecord,
    ).toEqual({ status: 'success', isPersonalBest: true });
    expect(
      (await admin(SET, { u: member.id, x: 'starter-supino-reto', v: 70, d: '2026-02-10' })).data.setPersonalRecord
        .isPersonalBest,
    ).toBe(true);
    expect(
      (await admin(SET, { u: member.id, x: 'starter-supino-reto', v: 65, d: '2026-03-10' })).data.setPersonalRecord
        .isPersonalBest,
    ).toBe(false);
    const records = (await admin(GET, { u: member.id })).data.getPersonalRecords;
    expect(records).toEqual([
      {
        exercise: { id: 'starter-supino-reto', name: 'Supino reto com barra' },
        exerciseType: 'carga',
        unit: 'kg',
        best: { value: 70, recordedOn: '2026-02-10', enteredBy: 'staff' },
        history: [
          { value: 65, recordedOn: '2026-03-10', enteredBy: 'staff' },
          { value: 70, recordedOn: '2026-02-10', enteredBy: 'staff' },
          { value: 60, recordedOn: '2026-01-10', enteredBy: 'staff' },
        ],
      },
    ]);
  });

  it('lets the member enter and read their own records', async () => {
    const own = await t.gql(
      MEMBER,
      'mutation { setMyPersonalRecord(exerciseId: "starter-prancha", value: 90) { status isPersonalBest } }',
      {},
      member.token,
    );
    expect(own.data.setMyPersonalRecord).toEqual({ status: 'success', isPersonalBest: true });
    const mine = (
      await t.gql(MEMBER, '{ myPersonalRecords { exercise { name } unit best { value enteredBy } } }', {}, member.token)
    ).data.myPersonalRecords;
    expect(mine).toEqual([
      { exercise: { name: 'Prancha abdominal' }, unit: 's', best: { value: 90, enteredBy: 'member' } },
      { exercise: { name: 'Supino reto com barra' }, unit: 'kg', best: { value: 70, enteredBy: 'staff' } },
    ]);
  });

  it('refuses records on an exercise without records, a missing one, bad values and future dates', async () => {
    expect((await admin(SET, { u: member.id, x: 'starter-crucifixo', v: 10 })).errors?.[0]?.message).toBe(
      recordMessages.notRecordEnabled,
    );
    expect((await admin(SET, { u: member.id, x: 'nope', v: 10 })).errors?.[0]?.message).toBe(exerciseMessages.notFound);
    expect((await admin(SET, { u: member.id, x: 'starter-supino-reto', v: -5 })).errors?.[0]?.message).toBe(
      recordMessages.valueRequired,
    );
    expect(
      (await admin(SET, { u: member.id, x: 'starter-supino-reto', v: 5, d: '2999-01-01' })).errors?.[0]?.message,
    ).toBe(recordMessages.futureDate);
    expect(
      (await admin(SET, { u: '00000000-0000-4000-8000-000000000000', x: 'starter-supino-reto', v: 5 })).errors?.[0]
        ?.message,
    ).toBe(messages.studentNotFound);
    expect((await admin(GET, { u: member.id })).data.getPersonalRecords[1].history).toHaveLength(3);
  });

  it("keeps tenants apart: B cannot record on A's student nor on A's own exercise, nor read A's records", async () => {
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia B',
          code: 'academia-b',
          owner: { name: 'Bia', lastName: 'Dona', email: 'bia@b.com.br', password: 'senha-da-bia' },
        },
      },
      await t.operatorToken(),
    );
    const tokenB = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
    expect(
      (await admin(SET, { u: member.id, x: 'starter-supino-reto', v: 500 }, tokenB, 'academia-b')).errors?.[0]?.message,
    ).toBe(messages.studentNotFound);
    expect((await admin(GET, { u: member.id }, tokenB, 'academia-b')).data.getPersonalRecords).toEqual([]);
    const ownA = (
      await admin(
        'mutation { setExercise(name: "Salto da A", description: "x", recordEnabled: true, exerciseType: "distancia") { exercise { id } } }',
        {},
      )
    ).data.setExercise.exercise.id;
    const studentB = (
      await t.gql(
        '/academia-b/graphql',
        'mutation { signUp(name:"Beto", lastName:"B", email:"beto@ex.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id } }',
      )
    ).data.signUp.id;
    expect((await admin(SET, { u: studentB, x: ownA, v: 3 }, tokenB, 'academia-b')).errors?.[0]?.message).toBe(
      exerciseMessages.notFound,
    );
  });
});

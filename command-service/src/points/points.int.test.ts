import { featureKeys, messages, pointsMessages } from '@gym/contracts';
import { uuid } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const MOVE = /* GraphQL */ `
  mutation($userId: ID!, $operation: String!, $value: Int!, $obs: String) {
    newMovementPoints(userId: $userId, operation: $operation, value: $value, obs: $obs) { id operation value obs totalPoints createdAt }
  }
`;
const POINTS = /* GraphQL */ `
  query($userId: ID!, $page: Int) { getUserPoints(userId: $userId, page: $page) { totalPoints page totalPages points { id createdAt operation value obs } } }
`;

describe('points over HTTP (newMovementPoints, getUserPoints)', { timeout: 120_000 }, () => {
  let t: TestServer;
  let token: string;
  let studentId: string;
  const newStudent = async (email: string) => {
    const saved = await t.gql(ADMIN, SAVE_STUDENT, { input: { name: 'Pontuada', lastName: 'Silva', email } }, token);
    return saved.data.createOrUpdateUser.id as string;
  };
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    studentId = await newStudent('pontuada@exemplo.com.br');
  });
  afterAll(() => t.close());

  it('adds and subtracts, and reads the total, the history newest first and the list column', async () => {
    const added = await t.gql(
      ADMIN,
      MOVE,
      { userId: studentId, operation: 'add', value: 120, obs: 'Indicação' },
      token,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.newMovementPoints).toMatchObject({
      operation: 'add',
      value: 120,
      obs: 'Indicação',
      totalPoints: 120,
    });
    const subtracted = await t.gql(ADMIN, MOVE, { userId: studentId, operation: 'sub', value: 20 }, token);
    expect(subtracted.data.newMovementPoints).toMatchObject({
      operation: 'sub',
      value: 20,
      obs: null,
      totalPoints: 100,
    });

    const read = await t.gql(ADMIN, POINTS, { userId: studentId }, token);
    expect(read.data.getUserPoints).toMatchObject({
      totalPoints: 100,
      page: 1,
      totalPages: 1,
      points: [
        { operation: 'sub', value: 20, obs: null },
        { operation: 'add', value: 120, obs: 'Indicação' },
      ],
    });
    const list = await t.gql(
      ADMIN,
      '{ alunos(search: "pontuada") { list { id relationship { points } } } }',
      {},
      token,
    );
    expect(list.data.alunos.list).toEqual([{ id: studentId, relationship: { points: 100 } }]);
  });

  it('refuses a subtraction below zero with a clear message on the value field and appends nothing', async () => {
    const head = await t.server.services.eventStore.headPosition();
    const result = await t.gql(ADMIN, MOVE, { userId: studentId, operation: 'sub', value: 101 }, token);
    expect(result.errors?.[0]).toMatchObject({
      message: pointsMessages.insufficient(100),
      extensions: { code: 'VALIDATION', fields: [{ path: ['value'], message: pointsMessages.insufficient(100) }] },
    });
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });

  it('refuses an unknown operation and a value that is not positive, on their fields', async () => {
    const bad = await t.gql(ADMIN, MOVE, { userId: studentId, operation: 'mul', value: 0 }, token);
    expect(bad.errors?.[0]?.extensions.fields).toEqual([
      { path: ['operation'], message: pointsMessages.invalidOperation },
      { path: ['value'], message: pointsMessages.valueRequired },
    ]);
  });

  it('pages the history 25 at a time', async () => {
    const paged = await newStudent('paginada@exemplo.com.br');
    for (let i = 1; i <= 27; i++) await t.gql(ADMIN, MOVE, { userId: paged, operation: 'add', value: i }, token);
    const second = await t.gql(ADMIN, POINTS, { userId: paged, page: 2 }, token);
    expect(second.data.getUserPoints).toMatchObject({ totalPoints: 378, page: 2, totalPages: 2 });
    expect(second.data.getUserPoints.points.map((p: { value: number }) => p.value)).toEqual([2, 1]);
  });

  it('keeps the exact balance after 1,000 concurrent movements on one student, refusing only what would go below zero', async () => {
    const busy = await newStudent('concorrida@exemplo.com.br');
    await t.gql(ADMIN, MOVE, { userId: busy, operation: 'add', value: 100 }, token);
    // 500 additions of 3 and 500 subtractions of 5 race: whatever order they land in, the balance
    // must equal 100 + 3 * added - 5 * subtracted, and never dip below zero.
    const calls = Array.from({ length: 1000 }, (_, i) =>
      t.gql(ADMIN, MOVE, { userId: busy, operation: i % 2 ? 'sub' : 'add', value: i % 2 ? 5 : 3 }, token),
    );
    const results = await Promise.all(calls);
    const ok = results
      .filter((r) => !r.errors)
      .map((r) => r.data.newMovementPoints as { operation: string; value: number; totalPoints: number });
    const refused = results.filter((r) => r.errors);
    expect(refused.every((r) => r.errors?.[0]?.extensions.code === 'VALIDATION')).toBe(true);
    expect(ok.every((m) => m.totalPoints >= 0)).toBe(true);
    const expected = 100 + ok.reduce((sum, m) => sum + (m.operation === 'add' ? m.value : -m.value), 0);
    const read = await t.gql(ADMIN, POINTS, { userId: busy }, token);
    expect(read.data.getUserPoints.totalPoints).toBe(expected);
    expect(ok.length + refused.length).toBe(1000);
    expect(ok.length).toBeGreaterThan(500);
    const { events } = await t.server.services.eventStore.readStream(`points-${busy}`);
    expect(events).toHaveLength(1 + ok.length);
    expect((events.at(-1)!.data as { balanceAfter: number }).balanceAfter).toBe(expected);
  });

  it('sees movements another process appended behind its cached balance (refusal and revision conflict re-read the stream)', async () => {
    const other = await newStudent('outro-processo@exemplo.com.br');
    await t.gql(ADMIN, MOVE, { userId: other, operation: 'add', value: 100 }, token);
    const store = t.server.services.eventStore;
    const behind = async (value: number, balanceAfter: number) => {
      const { revision, events } = await store.readStream(`points-${other}`);
      const accountId = (events[0]!.data as { accountId: string }).accountId;
      await store.appendToStream(
        `points-${other}`,
        [
          {
            id: uuid(),
            type: 'PointsMovementRecorded',
            data: {
              accountId,
              movementId: uuid(),
              studentId: other,
              operation: 'add',
              value,
              obs: null,
              balanceAfter,
              recordedAt: new Date().toISOString(),
            },
          },
        ],
        { expectedRevision: revision },
      );
    };
    await behind(50, 150);
    // The cached balance (100) would refuse this; the stored one (150) allows it.
    const sub = await t.gql(ADMIN, MOVE, { userId: other, operation: 'sub', value: 120 }, token);
    expect(sub.data?.newMovementPoints.totalPoints).toBe(30);
    await behind(10, 40);
    const add = await t.gql(ADMIN, MOVE, { userId: other, operation: 'add', value: 1 }, token);
    expect(add.data?.newMovementPoints.totalPoints).toBe(41);
  });

  it("keeps another account's students out of reach: reads as missing, writes refused", async () => {
    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia P',
          code: 'academia-p',
          // With points: the server refuses points to an account without the feature (issue 35).
          features: [...featureKeys],
          owner: { name: 'Pia', lastName: 'Dona', email: 'pia@p.com.br', password: 'senha-da-pia' },
        },
      },
      op,
    );
    const tokenB = await t.login('academia-p', 'pia@p.com.br', 'senha-da-pia');
    const read = await t.gql('/academia-p/admin/graphql', POINTS, { userId: studentId }, tokenB);
    expect(read.errors).toBeUndefined();
    expect(read.data.getUserPoints).toBeNull();
    const head = await t.server.services.eventStore.headPosition();
    const write = await t.gql(
      '/academia-p/admin/graphql',
      MOVE,
      { userId: studentId, operation: 'add', value: 5 },
      tokenB,
    );
    expect(write.errors?.[0]).toMatchObject({ message: messages.studentNotFound, extensions: { code: 'NOT_FOUND' } });
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    const atB = await t.gql('/academia-p/admin/graphql', POINTS, { userId: studentId }, token);
    expect(atB.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('forgets the balance of a deleted student in every read model', async () => {
    const gone = await newStudent('excluida@exemplo.com.br');
    await t.gql(ADMIN, MOVE, { userId: gone, operation: 'add', value: 7 }, token);
    const del = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${gone}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.status).toBe(204);
    const read = await t.gql(ADMIN, POINTS, { userId: gone }, token);
    expect(read.data.getUserPoints).toBeNull();
    expect(await t.server.services.documents.collection('pointsBalances').get(gone)).toBeNull();
  });
});

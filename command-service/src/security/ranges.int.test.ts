import { outOfRangeMessage, ranges } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { SAVE_STUDENT, LIST_STUDENTS, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const MOVE = /* GraphQL */ `
  mutation($userId: ID!, $operation: String!, $value: Int!) { newMovementPoints(userId: $userId, operation: $operation, value: $value) { totalPoints } }
`;

/** Issue 27, finding 2: a balance past what GraphQL Int can return is refused, and the account's pages keep working. */
describe('numeric domain ranges', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it('refuses a points movement that would take the balance past the range; the lists still answer', async () => {
    const saved = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { name: 'Muito', lastName: 'Pontuado', email: 'muito.pontuado@exemplo.com.br' } },
      token,
    );
    const userId = saved.data.createOrUpdateUser.id as string;
    const max = ranges.points.max;
    expect(
      (await t.gql(ADMIN, MOVE, { userId, operation: 'add', value: max }, token)).data.newMovementPoints.totalPoints,
    ).toBe(max);
    const past = await t.gql(ADMIN, MOVE, { userId, operation: 'add', value: max }, token);
    expect(past.errors?.[0]?.extensions.fields[0]?.message).toBe(outOfRangeMessage('points'));
    const again = await t.gql(ADMIN, MOVE, { userId, operation: 'add', value: 1 }, token);
    expect(again.errors?.[0]?.extensions.fields[0]?.message).toBe(outOfRangeMessage('points'));
    const list = await t.gql(ADMIN, LIST_STUDENTS, { search: 'Pontuado' }, token);
    expect(list.errors).toBeUndefined();
    const points = await t.gql(
      ADMIN,
      'query($userId: ID!){ getUserPoints(userId: $userId){ totalPoints } }',
      { userId },
      token,
    );
    expect(points.data.getUserPoints.totalPoints).toBe(max);
  });

  it('refuses plan installments, periods and cycles outside their ranges', async () => {
    const save = 'mutation($input: PlanInput!){ createOrUpdatePlan(input: $input){ plan { id installments } } }';
    for (const [field, value] of [
      ['installments', ranges.installments.max + 1],
      ['recurrenceValue', 2_000_000_000],
      ['cycles', ranges.cycles.max + 1],
    ] as const) {
      const result = await t.gql(
        ADMIN,
        save,
        { input: { name: `Plano ${field}`, value: 10000, recurrence: 'month', [field]: value } },
        token,
      );
      expect(
        result.errors?.[0]?.extensions.fields.map((f) => f.message),
        field,
      ).toContain(outOfRangeMessage(field));
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

/** Issue 27, finding 9 (export): all of a student's data as JSON, for staff of the student's account only. */
describe('LGPD export of a student', () => {
  let t: TestServer;
  let token: string;
  let id: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    id = (
      await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: 'Exportada', lastName: 'Titular', email: 'titular@exemplo.com.br', cpf: '529.982.247-25' } },
        token,
      )
    ).data.createOrUpdateUser.id;
    const moved = await t.gql(
      ADMIN,
      'mutation($u: ID!){ newMovementPoints(userId: $u, operation: "add", value: 40, obs: "Indicação") { id } }',
      { u: id },
      token,
    );
    expect(moved.errors).toBeUndefined();
  });
  afterAll(() => t.close());

  const exportOf = (account: string, studentId: string, bearer: string) =>
    fetch(`${t.url}/${account}/admin/alunos/${studentId}/export`, { headers: { authorization: `Bearer ${bearer}` } });

  it("exports the student's document, read models and events as a JSON attachment", async () => {
    const response = await exportOf(demo.accountCode, id, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`aluno-${id}.json`);
    const data = await response.json();
    expect(data.student).toMatchObject({
      id,
      fullName: 'Exportada Titular',
      email: 'titular@exemplo.com.br',
      points: 40,
    });
    expect(data.events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['StudentRegistered', 'PointsMovementRecorded']),
    );
    expect(Object.keys(data.readModels).length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).toContain('Indicação');
    expect(JSON.stringify(data)).not.toMatch(/scrypt|passwordHash/);
  });

  it('refuses other accounts and anonymous callers', async () => {
    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia E',
          code: 'academia-e',
          owner: { name: 'Eva', lastName: 'Dona', email: 'eva@e.com.br', password: 'senha-da-eva' },
        },
      },
      op,
    );
    const other = await t.login('academia-e', 'eva@e.com.br', 'senha-da-eva');
    expect((await exportOf(demo.accountCode, id, other)).status).toBe(403);
    expect((await exportOf('academia-e', id, other)).status).toBe(404);
    expect((await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${id}/export`)).status).toBe(401);
  });
});

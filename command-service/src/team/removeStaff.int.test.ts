import { demo } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithRole } from '../accountSettings/staff.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const admin = `/${demo.accountCode}/admin/graphql`;
const REMOVE = 'mutation($id: ID!){ removeStaff(id: $id) }';
const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ id token } }';

/** Removing someone from the team ('Equipe'): the login and the tokens stop working; not yourself, not the last admin. */
describe('removeStaff over HTTP', () => {
  let t: TestServer;
  let token: string;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestServer();
    const signedIn = await t.gql(admin, LOGIN, { e: demo.admin.email, p: demo.admin.password });
    ({ id: adminId, token } = signedIn.data.login);
  });
  afterAll(() => t.close());

  it('removes a coach: gone from the team, their token refused at once and their password no longer signs in', async () => {
    const coachToken = await memberWithRole(
      t,
      demo.accountCode,
      'coach',
      'coach.removido@exemplo.com.br',
      'senha-coach-1',
    );
    expect((await t.gql(admin, '{ account { id } }', {}, coachToken)).errors).toBeUndefined();
    const staff = await t.gql(admin, '{ staff { id email } }', {}, token);
    const coachId = staff.data.staff.find((m: { email: string }) => m.email === 'coach.removido@exemplo.com.br').id;

    const removed = await t.gql(admin, REMOVE, { id: coachId }, token);
    expect(removed.errors).toBeUndefined();
    expect(removed.data).toEqual({ removeStaff: coachId });

    const after = await t.gql(admin, '{ staff { email } }', {}, token);
    expect(after.data.staff.map((m: { email: string }) => m.email)).not.toContain('coach.removido@exemplo.com.br');
    // The token is no one's any more: 401, which signs the console out.
    const oldToken = await t.gql(admin, '{ account { id } }', {}, coachToken);
    expect(oldToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await t.gql(admin, LOGIN, { e: 'coach.removido@exemplo.com.br', p: 'senha-coach-1' });
    expect(again.data?.login ?? null).toBeNull();
    expect(again.errors?.length).toBeGreaterThan(0);
    const log = await t.server.services.eventStore.readAll(0, 1_000_000);
    expect(
      log.filter((e) => e.type === 'StudentDeleted' && (e.data as { studentId: string }).studentId === coachId),
    ).toHaveLength(1);
  });

  it('refuses an admin removing themselves, and leaves them in the team', async () => {
    const refused = await t.gql(admin, REMOVE, { id: adminId }, token);
    expect(refused.errors?.[0]?.message).toBe('Você não pode remover a si mesmo da equipe');
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await t.gql(admin, '{ account { id } }', {}, token)).errors).toBeUndefined();
  });

  it('refuses a manager, and answers not found for someone who is not on the team', async () => {
    const managerToken = await memberWithRole(t, demo.accountCode, 'manager', 'gerente.remove@exemplo.com.br');
    const byManager = await t.gql(admin, REMOVE, { id: adminId }, managerToken);
    expect(byManager.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const student = await t.gql(admin, '{ alunos(search: "Ana Souza") { list { id } } }', {}, token);
    const notStaff = await t.gql(admin, REMOVE, { id: student.data.alunos.list[0].id }, token);
    expect(notStaff.errors?.[0]?.message).toBe('Membro da equipe não encontrado');
  });

  it('lets an admin remove another admin', async () => {
    await memberWithRole(t, demo.accountCode, 'admin', 'segunda.admin@exemplo.com.br');
    const staff = await t.gql(admin, '{ staff { id email } }', {}, token);
    const second = staff.data.staff.find((m: { email: string }) => m.email === 'segunda.admin@exemplo.com.br').id;
    expect((await t.gql(admin, REMOVE, { id: second }, token)).data.removeStaff).toBe(second);
  });
});

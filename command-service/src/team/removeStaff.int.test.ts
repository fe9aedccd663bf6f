import { demo } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithRole } from '../accountSettings/staff.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { teamAdminOperations } from './teamResolvers.ts';
import type { StudentDoc } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { getAccountByCode, STUDENTS } from '@gym/projection-service';

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

/**
 * Two admins, each removing or demoting the other at the same moment, both already past the guard (called in
 * process, as the guard would, so the two decisions really interleave): the account keeps one admin.
 */
describe('two admins acting on each other at once', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const admins = async () => {
    const account = await getAccountByCode(t.server.services.documents, demo.accountCode);
    return t.server.services.documents
      .collection<StudentDoc>(STUDENTS)
      .find({ accountId: account?.id ?? '', rule: 'admin' }, { limit: 50 });
  };
  const as = async (userId: string): Promise<RequestContext> => {
    const account = await getAccountByCode(t.server.services.documents, demo.accountCode);
    const principal = {
      userId,
      scope: account?.id ?? '',
      rule: 'admin' as const,
      tokenId: userId,
      expiresAt: new Date(),
    };
    return { scope: 'admin', account, principal, member: null, clientAddress: '127.0.0.1', correlationId: userId };
  };

  it.each(['remove', 'demote'] as const)(
    '%s: one call goes through, the other is refused as the last admin',
    async (kind) => {
      const ops = teamAdminOperations(t.server.services);
      const emails = [`primeira.${kind}@exemplo.com.br`, `segunda.${kind}@exemplo.com.br`];
      for (const email of emails) await memberWithRole(t, demo.accountCode, 'admin', email);
      // Only these two stay admins: every other admin (the demo's, the previous case's) is made a coach first.
      const idOf = (email: string, list: StudentDoc[]) => list.find((m) => m.email === email)?.id ?? '';
      const [first, second] = await admins().then((list) => emails.map((e) => idOf(e, list)) as [string, string]);
      for (const other of (await admins()).filter((m) => !emails.includes(m.email ?? '')))
        await ops.updateStaff.resolve({ id: other.id, rule: 'coach' }, await as(first));

      const act = async (actor: string, target: string) =>
        kind === 'remove'
          ? ops.removeStaff.resolve({ id: target }, await as(actor))
          : ops.updateStaff.resolve({ id: target, rule: 'coach' }, await as(actor));
      const answers = await Promise.allSettled([act(first, second), act(second, first)]);

      const refused = answers.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect(refused[0]?.reason).toBeInstanceOf(ValidationError);
      expect(refused[0]?.reason.message).toBe('A conta precisa de pelo menos um administrador');
      expect(await admins()).toHaveLength(1);
    },
  );
});

import { teamMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMailer } from '@gym/platform/mail';
import { memberWithRole } from '../accountSettings/staff.testkit.ts';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const INVITE =
  'mutation($input: StaffInviteInput!){ inviteStaff(input: $input){ id name lastName email rule status } }';
const RESET =
  'mutation($t:String!,$p:String!,$c:String!){ resetPassword(token:$t, password:$p, passwordConfirmation:$c){ message } }';
const admin = `/${demo.accountCode}/admin/graphql`;

describe('team (Equipe) over HTTP', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it('invites a coach, who sets a password from the e-mailed link and signs in to the console', async () => {
    const invited = await t.gql(
      admin,
      INVITE,
      { input: { name: 'Caio', lastName: 'Treinador', email: 'Caio@Demo.com.br', rule: 'coach' } },
      token,
    );
    expect(invited.errors).toBeUndefined();
    expect(invited.data.inviteStaff).toMatchObject({
      name: 'Caio',
      lastName: 'Treinador',
      email: 'caio@demo.com.br',
      rule: 'coach',
      status: 'ativo',
    });
    const list = await t.gql(admin, '{ staff { email rule } }', {}, token);
    expect(list.data.staff).toEqual(
      expect.arrayContaining([
        { email: demo.admin.email, rule: 'admin' },
        { email: 'caio@demo.com.br', rule: 'coach' },
      ]),
    );
    expect(list.data.staff.some((m: { rule: string }) => m.rule === 'student')).toBe(false);

    const mail = (t.server.services.mail as OutboxMailer).read().at(-1)!;
    expect(mail).toMatchObject({ to: ['caio@demo.com.br'], subject: teamMessages.mailSubject });
    const link = new URL(/(http\S+\/password\/reset\?token=\S+)/.exec(mail.text ?? '')![1]!);
    const set = await t.gql(`/${demo.accountCode}/graphql`, RESET, {
      t: link.searchParams.get('token'),
      p: 'senha-do-caio',
      c: 'senha-do-caio',
    });
    expect(set.errors).toBeUndefined();
    const login = await t.gql(admin, 'mutation { login(email:"caio@demo.com.br", password:"senha-do-caio") { rule } }');
    expect(login.data.login).toEqual({ rule: 'coach' });
  });

  it("changes a member's role, which takes effect at once; an admin cannot change their own", async () => {
    const coach = await memberWithRole(t, demo.accountCode, 'coach', 'dora@demo.com.br');
    const before = await t.gql(
      admin,
      '{ billingReport(fromDate:"2026-11-01", toDate:"2026-11-30") { __typename } }',
      {},
      coach,
    );
    expect(before.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const list = await t.gql(admin, '{ staff { id email rule } }', {}, token);
    const dora = list.data.staff.find((m: { email: string }) => m.email === 'dora@demo.com.br');
    const changed = await t.gql(
      admin,
      'mutation($id: ID!){ updateStaff(id: $id, rule: "manager"){ email rule } }',
      { id: dora.id },
      token,
    );
    expect(changed.data.updateStaff).toEqual({ email: 'dora@demo.com.br', rule: 'manager' });
    const after = await t.gql(
      admin,
      '{ billingReport(fromDate:"2026-11-01", toDate:"2026-11-30") { __typename } }',
      {},
      coach,
    );
    expect(after.errors?.some((e) => e.extensions.code === 'FORBIDDEN') ?? false).toBe(false);
    const me = list.data.staff.find((m: { email: string }) => m.email === demo.admin.email);
    const own = await t.gql(
      admin,
      'mutation($id: ID!){ updateStaff(id: $id, rule: "coach"){ rule } }',
      { id: me.id },
      token,
    );
    expect(own.errors?.[0]?.message).toBe('Você não pode alterar a sua própria função');
    const student = await t.gql(admin, '{ alunos { list { id } } }', {}, token);
    const notStaff = await t.gql(
      admin,
      'mutation($id: ID!){ updateStaff(id: $id, rule: "admin"){ rule } }',
      { id: student.data.alunos.list[0].id },
      token,
    );
    expect(notStaff.errors?.[0]?.message).toBe('Membro da equipe não encontrado');
  });

  it('refuses a bad role and a taken e-mail, and is for admins only', async () => {
    const badRole = await t.gql(
      admin,
      INVITE,
      { input: { name: 'X', lastName: 'Y', email: 'x@demo.com.br', rule: 'student' } },
      token,
    );
    expect(badRole.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'rule'], message: teamMessages.invalidRole },
    ]);
    const taken = await t.gql(
      admin,
      INVITE,
      { input: { name: 'X', lastName: 'Y', email: demo.admin.email, rule: 'coach' } },
      token,
    );
    expect(taken.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const manager = await memberWithRole(t, demo.accountCode, 'manager', 'gerente@demo.com.br');
    const refused = await t.gql(
      admin,
      INVITE,
      { input: { name: 'X', lastName: 'Y', email: 'z@demo.com.br', rule: 'coach' } },
      manager,
    );
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

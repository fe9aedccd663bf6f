import { messages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const LOGIN =
  'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ id name lastName email token status rule accountCode } }';

describe('login and sign-out over HTTP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ loginRateLimit: { perClient: 100, freePerPair: 3 } });
  });
  afterAll(() => t.close());

  it('logs the demo admin in and returns the spec login result', async () => {
    const result = await t.gql(`/${demo.accountCode}/graphql`, LOGIN, { e: demo.admin.email, p: demo.admin.password });
    expect(result.errors).toBeUndefined();
    expect(result.data.login).toMatchObject({
      name: 'Admin',
      lastName: 'Demo',
      email: demo.admin.email,
      status: 'ativo',
      rule: 'admin',
      accountCode: 'demo',
    });
    expect(result.data.login.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a wrong password with a pt-BR message and no token', async () => {
    const result = await t.gql(`/${demo.accountCode}/graphql`, LOGIN, { e: demo.admin.email, p: 'wrong-password' });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: messages.invalidCredentials,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('never echoes the password in an error', async () => {
    const result = await t.gql(`/${demo.accountCode}/graphql`, LOGIN, { e: 'not-an-email', p: 'S3cr3t-P4ss' });
    expect(JSON.stringify(result)).not.toContain('S3cr3t-P4ss');
    expect(result.errors?.[0]?.extensions.fields).toEqual([{ path: ['email'], message: messages.invalidEmail }]);
  });

  it('rate-limits repeated attempts on one e-mail of one account', async () => {
    const email = 'ana.souza@exemplo.com.br';
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const result = await t.gql(`/${demo.accountCode}/graphql`, LOGIN, { e: email, p: `wrong-${i}` });
      codes.push(result.errors?.[0]?.extensions.code ?? 'none');
    }
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    const limited = await t.gql(`/${demo.accountCode}/graphql`, LOGIN, { e: email, p: 'whatever' });
    expect(limited.errors?.[0]?.message).toBe(messages.rateLimited);
  });

  it('signs a visitor up as a student who can use the app but not the console', async () => {
    const signUp = await t.gql(
      `/${demo.accountCode}/graphql`,
      'mutation { signUp(name:"Joana", lastName:"Prado", email:"joana@exemplo.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token rule } }',
    );
    expect(signUp.errors).toBeUndefined();
    expect(signUp.data.signUp.rule).toBe('student');
    const me = await t.gql(`/${demo.accountCode}/graphql`, '{ me { email rule } }', {}, signUp.data.signUp.token);
    expect(me.data.me).toEqual({ email: 'joana@exemplo.com.br', rule: 'student' });
    const list = await t.gql(
      `/${demo.accountCode}/admin/graphql`,
      '{ alunos { totalEntries } }',
      {},
      signUp.data.signUp.token,
    );
    expect(list.errors?.[0]).toMatchObject({ message: messages.forbidden, extensions: { code: 'FORBIDDEN' } });
    const adminLogin = await t.gql(`/${demo.accountCode}/admin/graphql`, LOGIN, {
      e: 'joana@exemplo.com.br',
      p: 'segredo123',
    });
    expect(adminLogin.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    // The password reaches neither the log nor a read model; only its scrypt hash is kept, elsewhere.
    const log = JSON.stringify(await t.server.services.eventStore.readAll(0, 10_000));
    expect(log).toContain('joana@exemplo.com.br');
    expect(log).not.toContain('segredo123');
    const docs = JSON.stringify(await t.server.services.documents.collection('students').find({}));
    expect(docs).not.toContain('segredo123');
    const member = (await t.server.services.documents
      .collection<{ id: string; accountId: string }>('students')
      .get(signUp.data.signUp.id))!;
    expect((await t.server.services.credentials.get(member.accountId, 'joana@exemplo.com.br'))?.passwordHash).toMatch(
      /^scrypt\$/,
    );
  });

  it('revokes the token on sign-out (DELETE /users/sign_out)', async () => {
    const token = await t.adminToken();
    const before = await t.gql(`/${demo.accountCode}/admin/graphql`, '{ alunos { totalEntries } }', {}, token);
    expect(before.errors).toBeUndefined();
    const signOut = await fetch(`${t.url}/users/sign_out`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signOut.status).toBe(204);
    const after = await t.gql(`/${demo.accountCode}/admin/graphql`, '{ alunos { totalEntries } }', {}, token);
    expect(after.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged token', async () => {
    const token = await t.adminToken();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const result = await t.gql(`/${demo.accountCode}/admin/graphql`, '{ alunos { totalEntries } }', {}, forged);
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('logs the operator in on /alderaan/graphql only', async () => {
    const op = await t.gql('/alderaan/graphql', LOGIN.replace(', source:"web"', ''), {
      e: demo.operator.email,
      p: demo.operator.password,
    });
    expect(op.data.login.rule).toBe('operator');
    const atAccount = await t.gql(`/${demo.accountCode}/graphql`, LOGIN, {
      e: demo.operator.email,
      p: demo.operator.password,
    });
    expect(atAccount.errors?.[0]?.message).toBe(messages.invalidCredentials);
  });
});

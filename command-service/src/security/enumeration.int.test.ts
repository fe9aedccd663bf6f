import { messages, securityMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const SIGN_UP =
  'mutation($e:String!,$p:String!){ signUp(name:"Outra", lastName:"Pessoa", email:$e, password:$p, passwordConfirmation:$p){ id token } }';

/** Issue 27, finding 5: neither sign-up nor GraphQL's error messages tell a visitor what exists. */
describe('enumeration', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('sign-up does not say that an e-mail already has an account', async () => {
    const result = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: demo.admin.email, p: 'outra-senha-123' });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe(securityMessages.signUpRefused);
    expect(JSON.stringify(result)).not.toContain(messages.emailTaken);
    expect(result.errors?.[0]?.extensions.fields.some((f) => f.path.includes('email'))).toBe(false);
  });

  it("the owner's own password on sign-up signs them in, as a login would", async () => {
    const result = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, {
      e: demo.admin.email,
      p: demo.admin.password,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.signUp.token).toMatch(/\./);
  });

  it('names no field, type or operation the caller did not send ("Did you mean"), in pt-BR', async () => {
    const probes = [
      ['/global/graphql', '{ accountCategorie { code } }'],
      [`/${demo.accountCode}/graphql`, 'mutation { logi(email: "a@b.c", password: "x") { token } }'],
      [`/${demo.accountCode}/admin/graphql`, '{ aluno { fullNam } }'],
      ['/alderaan/graphql', '{ account { nam } }'],
      [`/${demo.accountCode}/admin/graphql`, 'query($p: Inte) { alunos(page: $p) { page } }'],
    ] as const;
    for (const [endpoint, query] of probes) {
      const result = await t.gql(endpoint, query);
      const text = JSON.stringify(result.errors);
      expect(result.status, query).toBeLessThan(500);
      expect(text, query).not.toMatch(/Did you mean|Cannot query|Unknown|required| type |\[Suggestion/);
      for (const name of ['accountCategories', 'login', 'fullName', 'alunos', 'Int', 'name"']) {
        if (!query.includes(name)) expect(text, `${query} names ${name}`).not.toContain(name);
      }
    }
  });
});

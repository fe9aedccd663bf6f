import { messages, securityMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ token } }';
const SIGN_UP =
  'mutation($e:String!){ signUp(name:"Visita", lastName:"Nova", email:$e, password:"segredo123", passwordConfirmation:"segredo123"){ id } }';

/** Issue 27, finding 3, over HTTP with the server's default limits. */
describe('login lockout and sign-up limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ loginRateLimit: { signUpsPerClient: 3 } });
  });
  afterAll(() => t.close());

  it('forty logins of the owner in a row all succeed (successes are not counted)', async () => {
    for (let i = 0; i < 40; i++) {
      const result = await t.gql(`/${demo.accountCode}/admin/graphql`, LOGIN, {
        e: demo.admin.email,
        p: demo.admin.password,
      });
      expect(result.errors, `login ${i + 1}`).toBeUndefined();
    }
  }, 60_000);

  it('ten wrong passwords do not stop the owner logging in from the client they used before', async () => {
    for (let i = 0; i < 12; i++)
      await t.gql(`/${demo.accountCode}/admin/graphql`, LOGIN, { e: demo.admin.email, p: `errada-${i}` });
    const wrong = await t.gql(`/${demo.accountCode}/admin/graphql`, LOGIN, { e: demo.admin.email, p: 'errada' });
    expect(wrong.errors?.[0]?.message).toBe(messages.rateLimited);
    const right = await t.gql(`/${demo.accountCode}/admin/graphql`, LOGIN, {
      e: demo.admin.email,
      p: demo.admin.password,
    });
    expect(right.errors).toBeUndefined();
  }, 60_000);

  it('limits sign-ups from one address', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: `visita${i}@exemplo.com.br` })).errors,
      ).toBeUndefined();
    const refused = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: 'visita9@exemplo.com.br' });
    expect(refused.errors?.[0]).toMatchObject({
      message: securityMessages.signUpRateLimited,
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});

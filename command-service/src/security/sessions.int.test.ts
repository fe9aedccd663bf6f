import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const SIGN_UP =
  'mutation($e:String!,$p:String!){ signUp(name:"Sessao", lastName:"Teste", email:$e, password:$p, passwordConfirmation:$p){ id token } }';
const ME = '{ me { email } }';

/** Issue 27, finding 6: a password reset revokes every token issued before it. */
describe('sessions end when the password changes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it("a reset by staff ends the student's sessions on every device; a new login works", async () => {
    const email = 'sessao@exemplo.com.br';
    const signed = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: email, p: 'senha-antiga-1' });
    const phone = signed.data.signUp.token as string;
    const laptop = await t.login(demo.accountCode, email, 'senha-antiga-1');
    for (const token of [phone, laptop])
      expect((await t.gql(`/${demo.accountCode}/graphql`, ME, {}, token)).data.me).toEqual({ email });

    const admin = await t.adminToken();
    const reset = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${signed.data.signUp.id}/reset-password`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(reset.status).toBe(200);

    for (const token of [phone, laptop])
      expect((await t.gql(`/${demo.accountCode}/graphql`, ME, {}, token)).data.me).toBeNull();
    // The staff member's own session is untouched.
    expect(
      (await t.gql(`/${demo.accountCode}/admin/graphql`, '{ alunos { totalEntries } }', {}, admin)).errors,
    ).toBeUndefined();
    const mail = (t.server.services.mail as unknown as { read(): Array<{ text?: string }> }).read().at(-1)!;
    const password = /é: (\S+)/.exec(mail.text ?? '')![1]!;
    const fresh = await t.login(demo.accountCode, email, password);
    expect((await t.gql(`/${demo.accountCode}/graphql`, ME, {}, fresh)).data.me).toEqual({ email });
  });
});

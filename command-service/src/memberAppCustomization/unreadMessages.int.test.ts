import { demo } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const MEMBER = `/${demo.accountCode}/graphql`;
const UNREAD = '{ memberAppUnreadMessages }';
const READ = 'mutation { markInboxRead }';
const SEND =
  'mutation($to: String!) { createMessage(to: $to, subject: "Aviso", body: "Amanhã a academia abre às 8h.") { id } }';
const REPLY = 'mutation($m: ID!, $b: String!) { sendReplyMessage(messageId: $m, body: $b) { id } }';

async function signUp(t: TestServer, name: string): Promise<{ id: string; token: string }> {
  const r = await t.gql(
    MEMBER,
    `mutation { signUp(name:"${name}", lastName:"Lida", email:"${name.toLowerCase()}@lida.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }`,
  );
  return r.data.signUp;
}

/** The app home's unread count, from the read model memberAppUnread (issue 25). */
describe('unread messages of the member app over HTTP', () => {
  let t: TestServer;
  let admin: string;
  let ana: { id: string; token: string };
  let bia: { id: string; token: string };
  const unread = async (token: string) => (await t.gql(MEMBER, UNREAD, {}, token)).data.memberAppUnreadMessages;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.adminToken();
    ana = await signUp(t, 'Ana');
    bia = await signUp(t, 'Bia');
  });
  afterAll(() => t.close());

  it('counts the messages with news until the member opens them; their own replies are no news', async () => {
    expect(await unread(ana.token)).toBe(0);
    const first = (await t.gql(ADMIN, SEND, { to: 'ana@lida.com.br' }, admin)).data.createMessage.id;
    await t.gql(ADMIN, SEND, { to: 'ana@lida.com.br' }, admin);
    expect(await unread(ana.token)).toBe(2);
    expect(await unread(bia.token)).toBe(0);

    expect((await t.gql(MEMBER, READ, {}, ana.token)).data.markInboxRead).toBe(0);
    expect(await unread(ana.token)).toBe(0);
    // Opening again with nothing new records nothing.
    const reads = async () =>
      (await t.server.services.eventStore.readAll(0, 1_000_000)).filter((e) => e.type === 'MemberAppInboxRead').length;
    expect(await reads()).toBe(1);
    await t.gql(MEMBER, READ, {}, ana.token);
    expect(await reads()).toBe(1);

    await t.gql(MEMBER, REPLY, { m: first, b: 'Obrigada!' }, ana.token);
    expect(await unread(ana.token)).toBe(0);
    await t.gql(ADMIN, REPLY, { m: first, b: 'De nada!' }, admin);
    expect(await unread(ana.token)).toBe(1);
  });

  it('is for a signed-in member only (another account is covered by the tenant-isolation suite)', async () => {
    const anonymous = await t.gql(MEMBER, UNREAD);
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

import { inboxMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { memberWithRole } from '../accountSettings/staff.testkit.ts';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const MEMBER = `/${demo.accountCode}/graphql`;
const SIGN_UP =
  'mutation($n:String!,$e:String!){ signUp(name:$n, lastName:"Caixa", email:$e, password:"senha-forte-1"){ id token } }';
const CREATE =
  'mutation($to: String!, $s: String!) { createMessage(to: $to, subject: $s, body: "Olá, tudo bem?") { id } }';
const REPLY = 'mutation($m: ID!, $b: String!) { sendReplyMessage(messageId: $m, body: $b) { id } }';
const THREADS = `query($u: Boolean) { inboxThreads(unreadOnly: $u) {
  totalEntries list { id studentId studentName to subject from lastFrom lastBody repliesCount unread }
} }`;
const OPEN = 'query($m: ID!, $u: ID!) { getMessageById(messageId: $m, userId: $u) { subject replies { body } } }';

type Row = { id: string; unread: boolean; subject: string };

/** /admin/messages over HTTP: every thread of the account, unread member replies first; answered in place. */
describe('staff messages over HTTP (inboxThreads)', { timeout: 60_000 }, () => {
  let t: TestServer;
  let admin: string;
  const ana = { id: '', token: '' };
  const bia = { id: '', token: '' };
  let toAna = '';
  let toBia = '';
  const list = async (token = admin, unreadOnly?: boolean) => {
    const result = await t.gql(ADMIN, THREADS, { u: unreadOnly }, token);
    expect(result.errors).toBeUndefined();
    return result.data.inboxThreads as { totalEntries: number; list: Row[] & Record<string, unknown>[] };
  };

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.adminToken();
    Object.assign(ana, (await t.gql(MEMBER, SIGN_UP, { n: 'Ana', e: 'ana.cx@exemplo.com.br' })).data.signUp);
    Object.assign(bia, (await t.gql(MEMBER, SIGN_UP, { n: 'Bia', e: 'bia.cx@exemplo.com.br' })).data.signUp);
    toAna = (await t.gql(ADMIN, CREATE, { to: 'ana.cx@exemplo.com.br', s: 'Aula de sábado' }, admin)).data.createMessage
      .id;
    toBia = (await t.gql(ADMIN, CREATE, { to: 'bia.cx@exemplo.com.br', s: 'Plano novo' }, admin)).data.createMessage.id;
  });
  afterAll(() => t.close());

  it("lists every student's thread in one list, newest first, none unread", async () => {
    const page = await list();
    expect(page.totalEntries).toBe(2);
    expect(page.list.map((r) => [r.subject, r.unread])).toEqual([
      ['Plano novo', false],
      ['Aula de sábado', false],
    ]);
    expect(page.list[1]).toMatchObject({
      id: toAna,
      studentId: ana.id,
      studentName: 'Ana Caixa',
      to: 'ana.cx@exemplo.com.br',
      from: 'Admin Demo',
      repliesCount: 0,
    });
  });

  it("puts a member's reply first as unread; answering it from the list clears it", async () => {
    expect((await t.gql(MEMBER, REPLY, { m: toAna, b: 'Vou sim, obrigada!' }, ana.token)).errors).toBeUndefined();
    const unread = await list();
    expect(unread.list[0]).toMatchObject({
      id: toAna,
      unread: true,
      lastFrom: 'Ana Caixa',
      lastBody: 'Vou sim, obrigada!',
      repliesCount: 1,
    });
    expect((await list(admin, true)).list.map((r) => r.id)).toEqual([toAna]);

    // Opened and answered with the profile inbox's own operations and rules.
    const opened = await t.gql(ADMIN, OPEN, { m: toAna, u: ana.id }, admin);
    expect(opened.data.getMessageById.replies).toEqual([{ body: 'Vou sim, obrigada!' }]);
    const head = await t.server.services.eventStore.headPosition();
    const short = await t.gql(ADMIN, REPLY, { m: toAna, b: 'ok' }, admin);
    expect(short.errors?.[0]?.message).toContain(inboxMessages.bodyTooShort);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    expect((await t.gql(ADMIN, REPLY, { m: toAna, b: 'Te esperamos às 9h!' }, admin)).errors).toBeUndefined();
    const answered = await list();
    expect(answered.list[0]).toMatchObject({
      id: toAna,
      unread: false,
      lastBody: 'Te esperamos às 9h!',
      repliesCount: 2,
    });
    expect((await list(admin, true)).totalEntries).toBe(0);
    // Bia's untouched thread follows, still read.
    expect(answered.list[1]).toMatchObject({ id: toBia, unread: false });
  });

  it('lets a coach read the list; answering stays a manager call', async () => {
    const coach = await memberWithRole(t, demo.accountCode, 'coach', 'coach.cx@demo.com.br');
    expect((await list(coach)).totalEntries).toBe(2);
    const refused = await t.gql(ADMIN, REPLY, { m: toBia, b: 'Resposta do coach' }, coach);
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it("never lists nor answers another account's threads", async () => {
    const op = await t.operatorToken();
    const created = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      { input: { name: 'Academia M', code: 'academia-m' } },
      op,
    );
    expect(created.errors).toBeUndefined();
    const otherAdmin = await memberWithRole(t, 'academia-m', 'admin', 'dono@academia-m.com.br');
    const other = '/academia-m/admin/graphql';
    const theirs = await t.gql(other, THREADS, {}, otherAdmin);
    expect(theirs.data.inboxThreads.totalEntries).toBe(0);
    const head = await t.server.services.eventStore.headPosition();
    const foreign = await t.gql(other, REPLY, { m: toAna, b: 'Mensagem intrusa' }, otherAdmin);
    expect(foreign.errors?.[0]?.message).toBe(inboxMessages.messageNotFound);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    expect((await t.gql(other, THREADS, {}, admin)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

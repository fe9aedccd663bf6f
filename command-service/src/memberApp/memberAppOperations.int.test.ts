import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { withActivePlan } from '../entitlement/entitlement.testkit.ts';

const ADMIN = '/demo/admin/graphql';
const MEMBER = '/demo/graphql';
const POINTS = 'query($u: ID) { getUserPoints(userId: $u) { totalPoints points { operation value obs } } }';
const SCHEDULE =
  'query($p: ID!) { programSchedule(programId: $p, days: 7) { date checkins waitlist programClass { id startTime } } }';
const BOOK = 'mutation($c: ID!) { createOrUpdateCheckin(programClassId: $c) { status } }';
const GIVE =
  'mutation($u: ID!) { newMovementPoints(userId: $u, operation: "add", value: 30, obs: "Boas-vindas") { totalPoints } }';

async function signUp(t: TestServer, name: string): Promise<{ id: string; token: string }> {
  const r = await t.gql(
    MEMBER,
    `mutation { signUp(name:"${name}", lastName:"App", email:"${name.toLowerCase()}@app.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }`,
  );
  // Issue 34: a member books with an active plan; these tests are about the booking paths themselves.
  await withActivePlan(t.gql, ADMIN, await t.adminToken(), r.data.signUp.id);
  return r.data.signUp;
}

describe('the member app reads on /{account}/graphql (getUserPoints, programSchedule)', { timeout: 60_000 }, () => {
  let t: TestServer;
  let programId: string;
  let classId: string;
  let ana: { id: string; token: string };
  let bia: { id: string; token: string };
  beforeAll(async () => {
    // Monday 09:00 in São Paulo.
    t = await startTestServer({ clock: new FixedClock('2026-11-23T12:00:00.000Z') });
    const admin = await t.adminToken();
    const branchId = (await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Centro', filialType: 'online' } }, admin)).data
      .createOrUpdateFilial.filial.id;
    programId = (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Yoga', filialId: branchId } }, admin)).data
      .createOrUpdateProgram.program.id;
    classId = (
      await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '10:00', endTime: '11:00', limit: 5, weekDays: [1, 3] } },
        admin,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
    ana = await signUp(t, 'Ana');
    bia = await signUp(t, 'Bia');
    expect((await t.gql(ADMIN, GIVE, { u: ana.id }, admin)).data.newMovementPoints.totalPoints).toBe(30);
  });
  afterAll(() => t.close());

  it("reads one's own points, never another member's, and nothing without a session", async () => {
    const mine = await t.gql(MEMBER, POINTS, {}, ana.token);
    expect(mine.data.getUserPoints).toEqual({
      totalPoints: 30,
      points: [{ operation: 'add', value: 30, obs: 'Boas-vindas' }],
    });
    expect((await t.gql(MEMBER, POINTS, { u: ana.id }, ana.token)).data.getUserPoints.totalPoints).toBe(30);
    expect((await t.gql(MEMBER, POINTS, {}, bia.token)).data.getUserPoints.totalPoints).toBe(0);
    const other = await t.gql(MEMBER, POINTS, { u: ana.id }, bia.token);
    expect(other.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(MEMBER, POINTS, {});
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lists the week of a program with the counts a booking changes', async () => {
    const before = (await t.gql(MEMBER, SCHEDULE, { p: programId }, bia.token)).data.programSchedule;
    expect(before.map((o: { date: string }) => o.date)).toEqual(['2026-11-23', '2026-11-25']);
    expect(before[0]).toMatchObject({ checkins: 0, waitlist: 0, programClass: { id: classId, startTime: '10:00' } });
    expect((await t.gql(MEMBER, BOOK, { c: classId }, ana.token)).data.createOrUpdateCheckin.status).toBe('validated');
    const after = (await t.gql(MEMBER, SCHEDULE, { p: programId }, bia.token)).data.programSchedule;
    expect(after[0].checkins).toBe(1);
  });

  it("refuses another account's program as missing", async () => {
    const unknown = await t.gql(MEMBER, SCHEDULE, { p: '00000000-0000-4000-8000-000000000000' }, ana.token);
    expect(unknown.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it("counts the members who opened the app this month, once each, in the console's summary", async () => {
    const admin = await t.adminToken();
    const SUMMARY = '{ memberAppSummary { address publicPage month signedInThisMonth } }';
    const before = (await t.gql(ADMIN, SUMMARY, {}, admin)).data.memberAppSummary;
    expect(before).toMatchObject({ month: '2026-11', signedInThisMonth: 0 });
    expect(before.address).toBe(`${t.url}/demo/app/`);
    expect(before.publicPage).toBe(`${t.url}/demo`);
    expect((await t.gql(MEMBER, 'mutation { appOpened }', {}, ana.token)).data.appOpened).toBe(true);
    expect((await t.gql(MEMBER, 'mutation { appOpened }', {}, ana.token)).data.appOpened).toBe(false);
    expect((await t.gql(MEMBER, 'mutation { appOpened }', {}, bia.token)).data.appOpened).toBe(true);
    expect((await t.gql(ADMIN, SUMMARY, {}, admin)).data.memberAppSummary.signedInThisMonth).toBe(2);
    const asMember = await t.gql(ADMIN, SUMMARY, {}, ana.token);
    expect(asMember.errors?.[0]?.extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
  });

  it("reads one's own inbox and answers one's own messages only", async () => {
    const admin = await t.adminToken();
    const sent = await t.gql(
      ADMIN,
      'mutation { createMessage(to: "ana@app.com.br", subject: "Bem-vinda", body: "Sua aula experimental é amanhã.") { id } }',
      {},
      admin,
    );
    const messageId = sent.data.createMessage.id;
    const INBOX =
      'query($u: ID) { getUserInbox(userId: $u) { id subject body from repliesCount replies { body from } } }';
    const inbox = (await t.gql(MEMBER, INBOX, {}, ana.token)).data.getUserInbox;
    expect(inbox).toMatchObject([{ id: messageId, subject: 'Bem-vinda', repliesCount: 0 }]);
    expect((await t.gql(MEMBER, INBOX, {}, bia.token)).data.getUserInbox).toEqual([]);
    expect((await t.gql(MEMBER, INBOX, { u: ana.id }, bia.token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const REPLY = 'mutation($m: ID!, $b: String!) { sendReplyMessage(messageId: $m, body: $b) { body from } }';
    const replied = await t.gql(MEMBER, REPLY, { m: messageId, b: 'Obrigada, estarei lá!' }, ana.token);
    expect(replied.errors).toBeUndefined();
    expect(replied.data.sendReplyMessage.body).toBe('Obrigada, estarei lá!');
    const after = (await t.gql(MEMBER, INBOX, {}, ana.token)).data.getUserInbox[0];
    expect(after.replies.map((r: { body: string }) => r.body)).toEqual(['Obrigada, estarei lá!']);
    const intruder = await t.gql(MEMBER, REPLY, { m: messageId, b: 'Não é minha' }, bia.token);
    expect(intruder.errors?.[0]?.message).toBe('Mensagem não encontrada');
    const short = await t.gql(MEMBER, REPLY, { m: messageId, b: 'a' }, ana.token);
    expect(short.errors?.[0]?.message).toContain('Você precisa escrever uma mensagem para enviar');
  });
});

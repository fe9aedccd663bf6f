import { checkinMessages, fillMessage } from '@gym/contracts';
import { qrCheckinMessages } from '@gym/contracts/memberApp/qrCheckin';
import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { withActivePlan } from '../entitlement/entitlement.testkit.ts';

const ADMIN = '/demo/admin/graphql';
const MEMBER = '/demo/graphql';
const QR = '{ checkinQrCode { token expiresAt } }';
const SCAN =
  'mutation($t: String!, $c: ID!) { createCheckinFromQrCode(token: $t, programClassId: $c) { status message checkin { id status user { id } } } }';

async function signUp(t: TestServer, name: string): Promise<{ id: string; token: string }> {
  const r = await t.gql(
    MEMBER,
    `mutation { signUp(name:"${name}", lastName:"Qr", email:"${name.toLowerCase()}@qr.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }`,
  );
  // Issue 34: a member books with an active plan; these tests are about the booking paths themselves.
  await withActivePlan(t.gql, ADMIN, await t.adminToken(), r.data.signUp.id);
  return r.data.signUp;
}

describe('QR check-in over HTTP (checkinQrCode, createCheckinFromQrCode)', { timeout: 60_000 }, () => {
  let t: TestServer;
  const clock = new FixedClock('2026-11-23T12:00:00.000Z'); // Monday 09:00 in São Paulo.
  let admin: string;
  let classId: string;
  let ana: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer({ clock });
    admin = await t.adminToken();
    const branchId = (await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Centro', filialType: 'online' } }, admin)).data
      .createOrUpdateFilial.filial.id;
    const programId = (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Box', filialId: branchId } }, admin)).data
      .createOrUpdateProgram.program.id;
    classId = (
      await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '10:00', endTime: '11:00', limit: 1, weekDays: [1] } },
        admin,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
    ana = await signUp(t, 'Ana');
  });
  afterAll(() => t.close());

  it('checks the code’s member in once, and refuses the same code replayed', async () => {
    const code = (await t.gql(MEMBER, QR, {}, ana.token)).data.checkinQrCode;
    expect(code.expiresAt).toBe('2026-11-23T12:01:00.000Z');
    const head = await t.server.services.eventStore.headPosition();
    const first = await t.gql(ADMIN, SCAN, { t: code.token, c: classId }, admin);
    expect(first.errors).toBeUndefined();
    expect(first.data.createCheckinFromQrCode).toMatchObject({
      status: 'validated',
      message: checkinMessages.success,
      checkin: { status: 'validated', user: { id: ana.id } },
    });
    expect(await t.server.services.eventStore.headPosition()).toBeGreaterThan(head);
    const replay = await t.gql(ADMIN, SCAN, { t: code.token, c: classId }, admin);
    expect(replay.errors?.[0]?.message).toBe(qrCheckinMessages.used);
  });

  it('refuses a code older than a minute and a forged one, writing nothing', async () => {
    const bia = await signUp(t, 'Bia');
    const code = (await t.gql(MEMBER, QR, {}, bia.token)).data.checkinQrCode;
    clock.advance(61_000);
    const head = await t.server.services.eventStore.headPosition();
    const old = await t.gql(ADMIN, SCAN, { t: code.token, c: classId }, admin);
    expect(old.errors?.[0]?.message).toBe(qrCheckinMessages.expired);
    const [payload, signature] = code.token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), e: Date.parse('2030-01-01') }),
    ).toString('base64url');
    const forged = await t.gql(ADMIN, SCAN, { t: `${forgedPayload}.${signature}`, c: classId }, admin);
    expect(forged.errors?.[0]?.message).toBe(qrCheckinMessages.invalid);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });

  it('applies the desk’s rules to the check-in: a full class refuses', async () => {
    const cris = await signUp(t, 'Cris');
    const code = (await t.gql(MEMBER, QR, {}, cris.token)).data.checkinQrCode;
    const full = await t.gql(ADMIN, SCAN, { t: code.token, c: classId }, admin);
    expect(full.errors?.[0]?.message).toBe(fillMessage(checkinMessages.classFull, { limit: 1 }));
  });

  it('refuses a code of another account at this desk, and members cannot scan', async () => {
    const operator = await t.operatorToken();
    const other = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      { input: { name: 'Outra Academia', code: 'outra-qr', status: 'ativado' } },
      operator,
    );
    expect(other.errors).toBeUndefined();
    const dani = (
      await t.gql(
        '/outra-qr/graphql',
        'mutation { signUp(name:"Dani", lastName:"Qr", email:"dani@qr.com.br", password:"segredo123", passwordConfirmation:"segredo123") { token } }',
      )
    ).data.signUp;
    const code = (await t.gql('/outra-qr/graphql', QR, {}, dani.token)).data.checkinQrCode;
    const foreign = await t.gql(ADMIN, SCAN, { t: code.token, c: classId }, admin);
    expect(foreign.errors?.[0]?.message).toBe(qrCheckinMessages.invalid);
    const asMember = await t.gql(ADMIN, SCAN, { t: code.token, c: classId }, ana.token);
    expect(asMember.errors?.[0]?.extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    expect((await t.gql(MEMBER, QR, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

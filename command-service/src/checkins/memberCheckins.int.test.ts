import { checkinMessages, fillMessage } from '@gym/contracts';
import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from './gqlDocs.testkit.ts';
import { withActivePlan } from '../entitlement/entitlement.testkit.ts';

const ADMIN = '/demo/admin/graphql';
const MEMBER = '/demo/graphql';
const BOOK =
  'mutation($c: ID!, $w: Boolean) { createOrUpdateCheckin(programClassId: $c, waitlist: $w) { status message checkin { id } } }';
const CANCEL = 'mutation($id: ID!) { deleteCheckin(id: $id) { status message } }';
const MINE = 'query($u: ID) { getUserCheckinHistory(userId: $u) { totalEntries list { id status } } }';

async function signUp(t: TestServer, name: string): Promise<{ id: string; token: string }> {
  const r = await t.gql(
    MEMBER,
    `mutation { signUp(name:"${name}", lastName:"Membro", email:"${name.toLowerCase()}@ex.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }`,
  );
  // Issue 34: a member books with an active plan; these tests are about the booking paths themselves.
  await withActivePlan(t.gql, ADMIN, await t.adminToken(), r.data.signUp.id);
  return r.data.signUp;
}

describe("the member's own check-ins on the account endpoint", () => {
  let t: TestServer;
  let classId: string;
  let ana: { id: string; token: string };
  let bia: { id: string; token: string };
  beforeAll(async () => {
    // Monday 09:00 in São Paulo; the class is at 10:00.
    t = await startTestServer({ clock: new FixedClock('2026-11-23T12:00:00.000Z') });
    const admin = await t.adminToken();
    const branchId = (await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Centro', filialType: 'online' } }, admin)).data
      .createOrUpdateFilial.filial.id;
    const programId = (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Pilates', filialId: branchId } }, admin)).data
      .createOrUpdateProgram.program.id;
    classId = (
      await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '10:00', endTime: '11:00', limit: 1, weekDays: [1] } },
        admin,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
    await t.gql(
      ADMIN,
      'mutation { updateCheckinSettings(input: { hoursBeforeRemoveCheckin: 2 }) { hoursBeforeRemoveCheckin } }',
      {},
      admin,
    );
    ana = await signUp(t, 'Ana');
    bia = await signUp(t, 'Bia');
  });
  afterAll(() => t.close());

  it('books for oneself, sees it in the own history, and cannot see another member’s', async () => {
    const booked = await t.gql(MEMBER, BOOK, { c: classId }, ana.token);
    expect(booked.data.createOrUpdateCheckin).toMatchObject({ status: 'validated', message: checkinMessages.success });
    const mine = await t.gql(MEMBER, MINE, {}, ana.token);
    expect(mine.data.getUserCheckinHistory).toMatchObject({ totalEntries: 1, list: [{ status: 'validated' }] });
    const other = await t.gql(MEMBER, MINE, { u: ana.id }, bia.token);
    expect(other.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('gets the same rules as the desk: full class, waitlist, cancellation window, no forcing', async () => {
    const full = await t.gql(MEMBER, BOOK, { c: classId }, bia.token);
    expect(full.errors?.[0]?.message).toBe(fillMessage(checkinMessages.classFull, { limit: 1 }));
    const line = await t.gql(MEMBER, BOOK, { c: classId, w: true }, bia.token);
    expect(line.data.createOrUpdateCheckin.status).toBe('waitlist');
    const anaCheckin = (await t.gql(MEMBER, MINE, {}, ana.token)).data.getUserCheckinHistory.list[0].id;
    const tooLate = await t.gql(MEMBER, CANCEL, { id: anaCheckin }, ana.token);
    expect(tooLate.errors?.[0]?.message).toBe(fillMessage(checkinMessages.cancelTooLate, { hours: 2 }));
    const notHers = await t.gql(MEMBER, CANCEL, { id: anaCheckin }, bia.token);
    expect(notHers.errors?.[0]?.message).toBe(checkinMessages.notFound);
  });
});

import { coachCheckinMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithRole } from '../accountSettings/staff.testkit.ts';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const CREATE =
  'mutation($input: CoachCheckinInput!){ createCoachCheckin(input: $input){ id coachId coachName classDate startTime notes programName } }';
const LIST = '{ coachCheckins { totalEntries list { coachName classDate startTime } } }';
const admin = `/${demo.accountCode}/admin/graphql`;

describe('coach check-ins over HTTP', () => {
  let t: TestServer;
  let adminToken: string;
  let coach: { token: string; id: string };
  beforeAll(async () => {
    t = await startTestServer();
    adminToken = await t.adminToken();
    const token = await memberWithRole(t, demo.accountCode, 'coach', 'caio@demo.com.br');
    const me = await t.gql(`/${demo.accountCode}/graphql`, '{ me { id } }', {}, token);
    coach = { token, id: me.data.me.id };
  });
  afterAll(() => t.close());

  it('lets a coach record a class they gave and list only their own', async () => {
    const created = await t.gql(
      admin,
      CREATE,
      { input: { coachId: coach.id, classDate: '2026-11-24', startTime: '07:00', notes: 'Funcional' } },
      coach.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createCoachCheckin).toMatchObject({
      coachId: coach.id,
      coachName: 'Pessoa coach',
      classDate: '2026-11-24',
      startTime: '07:00',
      notes: 'Funcional',
      programName: null,
    });
    const other = await memberWithRole(t, demo.accountCode, 'coach', 'bia@demo.com.br');
    const otherList = await t.gql(admin, LIST, {}, other);
    expect(otherList.data.coachCheckins.totalEntries).toBe(0);
    const own = await t.gql(admin, LIST, {}, coach.token);
    expect(own.data.coachCheckins.list).toEqual([
      { coachName: 'Pessoa coach', classDate: '2026-11-24', startTime: '07:00' },
    ]);
  });

  it('refuses a coach recording for another, and bad dates and times; an admin records for anyone', async () => {
    const me = await t.gql(`/${demo.accountCode}/graphql`, '{ me { id } }', {}, adminToken);
    const forOther = await t.gql(
      admin,
      CREATE,
      { input: { coachId: me.data.me.id, classDate: '2026-11-24', startTime: '07:00' } },
      coach.token,
    );
    expect(forOther.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'coachId'], message: coachCheckinMessages.onlyOwn },
    ]);
    const bad = await t.gql(
      admin,
      CREATE,
      { input: { coachId: coach.id, classDate: '24/11/2026', startTime: '25:00' } },
      adminToken,
    );
    expect(bad.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'classDate'], message: coachCheckinMessages.invalidDate },
      { path: ['input', 'startTime'], message: coachCheckinMessages.invalidTime },
    ]);
    const byAdmin = await t.gql(
      admin,
      CREATE,
      { input: { coachId: coach.id, classDate: '2026-11-25', startTime: '18:30' } },
      adminToken,
    );
    expect(byAdmin.errors).toBeUndefined();
    const all = await t.gql(admin, LIST, {}, adminToken);
    expect(all.data.coachCheckins.list.map((c: { classDate: string }) => c.classDate)).toEqual([
      '2026-11-25',
      '2026-11-24',
    ]);
  });
});

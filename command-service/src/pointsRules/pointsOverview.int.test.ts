import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { featureKeys, pointsRulesMessages } from '@gym/contracts';
import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startServer, type RunningServer } from '@gym/app';
import { memberWithRole } from '../accountSettings/staff.testkit.ts';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const MOVE = /* GraphQL */ `
  mutation($userId: ID!, $operation: String!, $value: Int!, $obs: String) {
    newMovementPoints(userId: $userId, operation: $operation, value: $value, obs: $obs) { id totalPoints }
  }
`;
const RANKING = /* GraphQL */ `
  query($page: Int, $search: String) { pointsRanking(page: $page, search: $search) { page totalPages totalEntries list { id rank fullName email totalPoints } } }
`;
const MOVEMENTS = /* GraphQL */ `
  query($page: Int, $userId: ID, $source: String, $operation: String, $from: String, $to: String) {
    pointsMovements(page: $page, userId: $userId, source: $source, operation: $operation, from: $from, to: $to) {
      page totalPages totalEntries list { id createdAt userId fullName operation value obs source totalPoints }
    }
  }
`;
const CRM =
  '{ crmSettings { checkin { enabled points } review { enabled points } purchase { enabled points } record { enabled points } minimumCheckinsToPoints } }';
const SAVE_CRM = /* GraphQL */ `
  mutation($input: CrmSettingsInput!) { updateCrmSettings(input: $input) { checkin { enabled points } review { enabled points } minimumCheckinsToPoints } }
`;
const off = { enabled: false, points: 10 };
const rules = (checkin: { enabled: boolean; points: number }) => ({ checkin, review: off, purchase: off, record: off });

// Monday 30/11/2026, 09:00 in São Paulo: the class below is given on Mondays.
const clock = new FixedClock('2026-11-30T12:00:00.000Z');
const TODAY = '2026-11-30';

describe('points overview over HTTP (pointsRanking, pointsMovements)', { timeout: 120_000 }, () => {
  let t: TestServer;
  let token: string;
  const ids: Record<string, string> = {};
  const newStudent = async (name: string, email: string) => {
    const saved = await t.gql(ADMIN, SAVE_STUDENT, { input: { name, lastName: 'Ranqueada', email } }, token);
    return saved.data.createOrUpdateUser.id as string;
  };
  beforeAll(async () => {
    t = await startTestServer({ clock });
    token = await t.adminToken();
    for (const [name, points] of [
      ['Ana', 30],
      ['Bia', 50],
      ['Cris', 10],
    ] as const) {
      ids[name] = await newStudent(name, `${name.toLowerCase()}@ranking.com.br`);
      await t.gql(ADMIN, MOVE, { userId: ids[name], operation: 'add', value: points, obs: 'Indicação' }, token);
    }
    await t.gql(ADMIN, MOVE, { userId: ids.Ana, operation: 'sub', value: 5 }, token);
  });
  afterAll(() => t.close());

  it('ranks the students by balance, highest first, with their rank and the total', async () => {
    const r = await t.gql(ADMIN, RANKING, { search: 'ranqueada' }, token);
    expect(r.errors).toBeUndefined();
    expect(r.data.pointsRanking).toMatchObject({ page: 1, totalPages: 1, totalEntries: 3 });
    expect(r.data.pointsRanking.list).toEqual([
      { id: ids.Bia, rank: 1, fullName: 'Bia Ranqueada', email: 'bia@ranking.com.br', totalPoints: 50 },
      { id: ids.Ana, rank: 2, fullName: 'Ana Ranqueada', email: 'ana@ranking.com.br', totalPoints: 25 },
      { id: ids.Cris, rank: 3, fullName: 'Cris Ranqueada', email: 'cris@ranking.com.br', totalPoints: 10 },
    ]);
    // The whole account's ranking pages 25 at a time and begins with the highest balance.
    const all = await t.gql(ADMIN, RANKING, {}, token);
    const balances = all.data.pointsRanking.list.map((e: { totalPoints: number }) => e.totalPoints);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(all.data.pointsRanking.list.length).toBeLessThanOrEqual(25);
  });

  it('lists the movements of the account newest first, filtered by student, operation, source and period', async () => {
    const ana = await t.gql(ADMIN, MOVEMENTS, { userId: ids.Ana }, token);
    expect(ana.data.pointsMovements.list).toMatchObject([
      {
        userId: ids.Ana,
        fullName: 'Ana Ranqueada',
        operation: 'sub',
        value: 5,
        obs: null,
        source: 'manual',
        totalPoints: 25,
      },
      { userId: ids.Ana, operation: 'add', value: 30, obs: 'Indicação', source: 'manual', totalPoints: 30 },
    ]);
    const subs = await t.gql(ADMIN, MOVEMENTS, { operation: 'sub' }, token);
    expect(subs.data.pointsMovements.list.every((m: { operation: string }) => m.operation === 'sub')).toBe(true);
    expect(subs.data.pointsMovements.list.map((m: { userId: string }) => m.userId)).toContain(ids.Ana);
    const today = await t.gql(ADMIN, MOVEMENTS, { userId: ids.Bia, from: TODAY, to: TODAY }, token);
    expect(today.data.pointsMovements.totalEntries).toBe(1);
    const tomorrow = await t.gql(ADMIN, MOVEMENTS, { userId: ids.Bia, from: '2026-12-01' }, token);
    expect(tomorrow.data.pointsMovements.totalEntries).toBe(0);
    const yesterday = await t.gql(ADMIN, MOVEMENTS, { userId: ids.Bia, to: '2026-11-29' }, token);
    expect(yesterday.data.pointsMovements.totalEntries).toBe(0);
    const bySource = await t.gql(ADMIN, MOVEMENTS, { userId: ids.Bia, source: 'checkin' }, token);
    expect(bySource.data.pointsMovements.totalEntries).toBe(0);
  });

  it("shows another account none of these students or movements, and refuses this account's endpoint to it", async () => {
    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia R',
          code: 'academia-r',
          // With points: the server refuses points to an account without the feature (issue 35).
          features: [...featureKeys],
          owner: { name: 'Rui', lastName: 'Dono', email: 'rui@r.com.br', password: 'senha-do-rui' },
        },
      },
      op,
    );
    const tokenB = await t.login('academia-r', 'rui@r.com.br', 'senha-do-rui');
    const ranking = await t.gql('/academia-r/admin/graphql', RANKING, {}, tokenB);
    expect(ranking.data.pointsRanking).toMatchObject({ totalEntries: 0, list: [] });
    const moves = await t.gql('/academia-r/admin/graphql', MOVEMENTS, { userId: ids.Ana }, tokenB);
    expect(moves.data.pointsMovements).toMatchObject({ totalEntries: 0, list: [] });
    const intruding = await t.gql(ADMIN, RANKING, {}, tokenB);
    expect(intruding.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('is for managers and admins: a coach is refused', async () => {
    const coach = await memberWithRole(t, demo.accountCode, 'coach', 'treinador-pontos@demo.com.br');
    for (const query of [RANKING, MOVEMENTS, CRM]) {
      const r = await t.gql(ADMIN, query, {}, coach);
      expect(r.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const save = await t.gql(ADMIN, SAVE_CRM, { input: rules({ enabled: true, points: 5 }) }, coach);
    expect(save.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('CRM settings over HTTP: a rule grants on a check-in, once, across a restart and npm run rebuild', {
  timeout: 180_000,
}, () => {
  let t: TestServer;
  let server: RunningServer;
  let token: string;
  let studentId: string;
  let classId: string;
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${server.url}${ADMIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data: any; errors?: Array<{ message: string; extensions: any }> };
  };
  /** Logs the demo admin in on the server running now. */
  const login = async () => {
    const r = await fetch(`${server.url}/${demo.accountCode}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ token } }',
        variables: { e: demo.admin.email, p: demo.admin.password },
      }),
    });
    return ((await r.json()) as { data: { login: { token: string } } }).data.login.token;
  };
  /** Waits for the reactor, then for the read models to include what it appended. */
  const settled = async () => {
    expect(await server.pointsRules.waitFor(await server.services.eventStore.headPosition(), 10_000)).toBe(true);
    expect(await server.services.readModelsReached(await server.services.eventStore.headPosition(), 10_000)).toBe(true);
  };
  const pointsEvents = async () =>
    (await server.services.eventStore.readStream(`points-${studentId}`)).events.map((e) => e.data);

  beforeAll(async () => {
    t = await startTestServer({ clock });
    server = t.server;
    token = await t.adminToken();
    const branchId = (await gql(SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } })).data.createOrUpdateFilial
      .filial.id;
    const programId = (await gql(SAVE_PROGRAM, { input: { name: 'Yoga', filialId: branchId } })).data
      .createOrUpdateProgram.program.id;
    classId = (
      await gql(SAVE_CLASS, { input: { programId, startTime: '18:00', endTime: '19:00', weekDays: [1], limit: 10 } })
    ).data.createOrUpdateProgramClass.programClass.id;
    studentId = (
      await gql(SAVE_STUDENT, { input: { name: 'Regra', lastName: 'Ativa', email: 'regra@exemplo.com.br' } })
    ).data.createOrUpdateUser.id;
  });
  afterAll(async () => {
    await server.close();
    rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('reads every rule off before the first save, refuses a bad value on its field and saves the rules', async () => {
    const before = await gql(CRM);
    expect(before.data.crmSettings).toMatchObject({
      checkin: { enabled: false, points: 10 },
      minimumCheckinsToPoints: null,
    });
    const head = await server.services.eventStore.headPosition();
    const bad = await gql(SAVE_CRM, { input: rules({ enabled: true, points: 0 }) });
    expect(bad.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'checkin', 'points'], message: pointsRulesMessages.pointsRequired },
    ]);
    expect(await server.services.eventStore.headPosition()).toBe(head);
    const saved = await gql(SAVE_CRM, { input: rules({ enabled: true, points: 15 }) });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateCrmSettings.checkin).toEqual({ enabled: true, points: 15 });
    expect((await gql(CRM)).data.crmSettings.checkin).toEqual({ enabled: true, points: 15 });
  });

  it('a check-in recorded in the console grants the points: profile, ranking and movements show it', async () => {
    const checkedIn = await gql(CHECK_IN, { userId: studentId, programClassId: classId, forceCheckin: true });
    expect(checkedIn.errors).toBeUndefined();
    await settled();
    expect(await pointsEvents()).toMatchObject([
      { source: 'checkin', value: 15, balanceAfter: 15, obs: 'Pontos automáticos: checkin' },
    ]);
    const profile = await gql('query($id: ID!) { getUserPoints(userId: $id) { totalPoints } }', { id: studentId });
    expect(profile.data.getUserPoints.totalPoints).toBe(15);
    const ranking = await gql(RANKING, { search: 'regra' });
    expect(ranking.data.pointsRanking.list).toEqual([
      { id: studentId, rank: 1, fullName: 'Regra Ativa', email: 'regra@exemplo.com.br', totalPoints: 15 },
    ]);
    const moves = await gql(MOVEMENTS, { source: 'checkin' });
    expect(moves.data.pointsMovements.list).toMatchObject([{ userId: studentId, value: 15, source: 'checkin' }]);
  });

  it('after a restart and `npm run rebuild` nothing is granted again; the next check-in still is', async () => {
    await server.close();
    const rebuilt = spawnSync('npm', ['run', 'rebuild'], {
      cwd: new URL('../../..', import.meta.url).pathname,
      env: { ...process.env, DATA_DIR: t.dataDir },
      encoding: 'utf8',
    });
    expect(rebuilt.status).toBe(0);
    server = await startServer({ dataDir: t.dataDir, port: 0, seed: true, log: () => {}, clock });
    token = await login();
    await settled();
    expect(await pointsEvents()).toHaveLength(1);
    expect((await gql(RANKING, { search: 'regra' })).data.pointsRanking.list[0].totalPoints).toBe(15);
    // Turning the rule off stops it; the profile's manual movements are unaffected.
    await gql(SAVE_CRM, { input: rules({ enabled: false, points: 15 }) });
    clock.set('2026-12-07T12:00:00.000Z'); // the next Monday
    token = await login();
    expect(
      (await gql(CHECK_IN, { userId: studentId, programClassId: classId, forceCheckin: true })).errors,
    ).toBeUndefined();
    await settled();
    expect(await pointsEvents()).toHaveLength(1);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo } from '@gym/app';
import { checkinMessages } from '@gym/contracts';
import { startProjectionService, type RunningProjectionService } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

/**
 * Issue 36, item 4: the API with RUN_PROJECTIONS=false and its projector stopped. Writes are decided from
 * the event log and answered as saved; /healthz says not ready with the lag, /livez stays 200.
 */
describe('writes while the projector is down', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gym-projector-down-'));
  let projections: RunningProjectionService | null = null;
  let t: TestServer;
  let token: string;
  let classId: string;

  beforeAll(async () => {
    projections = await startProjectionService({ dataDir, log: () => {} });
    t = await startTestServer({ dataDir, runProjections: false, runCampaignEngine: false });
    token = await t.adminToken();
    const filialId = (await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } }, token)).data
      .createOrUpdateFilial.filial.id;
    const programId = (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Cross', filialId } }, token)).data
      .createOrUpdateProgram.program.id;
    classId = (
      await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '00:00', endTime: '23:59', weekDays: [0, 1, 2, 3, 4, 5, 6] } },
        token,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
    await projections.close();
    projections = null;
  });
  afterAll(async () => {
    await t?.close();
    await projections?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const saveStudent = async (email: string) => {
    const saved = await t.gql(ADMIN, SAVE_STUDENT, { input: { name: 'Durante', lastName: 'Queda', email } }, token);
    expect(saved.errors).toBeUndefined();
    return saved.data.createOrUpdateUser.id as string;
  };

  it('checks in, by id, a student saved while the projector is down', async () => {
    const studentId = await saveStudent('queda1@exemplo.com.br');
    // The desk forces it: a student saved a moment ago has no plan yet (the entitlement rule, issue 34).
    const r = await t.gql(ADMIN, CHECK_IN, { userId: studentId, programClassId: classId, forceCheckin: true }, token);
    expect(r.errors).toBeUndefined();
    expect(r.data.createOrUpdateCheckin).toMatchObject({ message: checkinMessages.success, status: 'validated' });
  });

  it('checks in, by e-mail, the student saved during the outage instead of refusing the e-mail as taken', async () => {
    const studentId = await saveStudent('queda2@exemplo.com.br');
    const r = await t.gql(
      ADMIN,
      CHECK_IN,
      {
        name: 'Durante',
        lastName: 'Queda',
        email: 'queda2@exemplo.com.br',
        gender: 'Feminino',
        programClassId: classId,
        forceCheckin: true,
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.createOrUpdateCheckin.checkin.user.id).toBe(studentId);
  });

  it('reports not ready with the lag on /healthz and stays live on /livez; ready again once the projector is back', async () => {
    let health = await fetch(`${t.url}/healthz`);
    for (let i = 0; i < 50 && health.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      health = await fetch(`${t.url}/healthz`);
    }
    expect(health.status).toBe(503);
    const body = (await health.json()) as { status: string; projectorLag: number };
    expect(body.status).toBe('stalled');
    expect(body.projectorLag).toBeGreaterThan(0);
    expect((await fetch(`${t.url}/livez`)).status).toBe(200);

    projections = await startProjectionService({ dataDir, log: () => {} });
    for (let i = 0; i < 100 && health.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      health = await fetch(`${t.url}/healthz`);
    }
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', projectorLag: 0 });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProjectionService, type RunningProjectionService } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from './seed.ts';
import {
  LIST_STUDENTS,
  SAVE_STUDENT,
  startTestServer,
  type TestServer,
} from '@gym/command-service/testing/testServer.testkit';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

/**
 * The distributed split on one data folder: projection-service/src/main.ts projects and relays, the
 * API runs with RUN_PROJECTIONS=false (runProjections: false) and waits for the projector's
 * checkpoint in the shared read-model store to answer its own writes.
 */
describe('API with the projector in another service', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gym-split-'));
  let projections: RunningProjectionService | null = null;
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    projections = await startProjectionService({ dataDir, log: () => {} });
    t = await startTestServer({ dataDir, runProjections: false, runCampaignEngine: false });
    token = await t.adminToken();
  });
  afterAll(async () => {
    await t?.close();
    await projections?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const total = async () => (await t.gql(ADMIN, LIST_STUDENTS, { page: 1 }, token)).data.alunos.totalEntries as number;

  it('reads its own writes through the other service (read-your-writes by checkpoint)', async () => {
    const before = await total();
    const saved = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { name: 'Paula', lastName: 'Toller', email: 'paula@exemplo.com.br' } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.createOrUpdateUser).toMatchObject({ fullName: 'Paula Toller', email: 'paula@exemplo.com.br' });
    expect(await total()).toBe(before + 1);
    const health = await fetch(`${projections!.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });

  it('projects nothing itself: with the projection service down the write waits; it appears once the service is back', async () => {
    const before = await total();
    await projections!.close();
    projections = null;
    await t.gql(ADMIN, SAVE_STUDENT, { input: { name: 'Rita', lastName: 'Lee', email: 'rita@exemplo.com.br' } }, token);
    expect(await total()).toBe(before);
    projections = await startProjectionService({ dataDir, log: () => {} });
    const deadline = Date.now() + 5000;
    while ((await total()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await total()).toBe(before + 1);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { featureKeys } from '@gym/contracts';
import { getAccountByCode } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from './seed.ts';
import { startServer, type RunningServer } from './server.ts';

/** Issue 35: on `npm start` the demo gym shows every capability, Cursos included. */
describe('the demo gym', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gym-seed-'));
    server = await startServer({ dataDir, port: 0, seed: true, log: () => {} });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has every feature on', async () => {
    const account = await getAccountByCode(server.services.documents, demo.accountCode);
    expect([...(account?.features ?? [])].sort()).toEqual([...featureKeys].sort());
  });
});

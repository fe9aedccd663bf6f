import { MongoDocumentStore } from '@gym/platform/mongo';
import { rebuildProjector, schemaCheckedEventStore, type DocumentStore } from '@gym/platform';
import { SqliteDocumentStore, SqliteEventStore } from '@gym/platform/sqlite';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import {
  freshDatabase,
  mongoServerLabel,
  mongoSkipReason,
  useMongoWireServer,
} from '../../../platform/src/mongo/mongoTestServer.testkit.ts';
import { faultTestProjector } from './faultTestProjector.testkit.ts';
import { writeSampleLog } from './sampleLog.testkit.ts';

const skipReason = mongoSkipReason();
const ROOT = path.resolve(import.meta.dirname, '../../..');
const collections = [...new Set(faultTestProjector.projections.map((p) => p.collection.name))];

/** Runs the projector in its own process (see projectorProcess.ts); resolves with how it ended. */
function runProjector(
  events: string,
  url: string,
  database: string,
  fault?: string,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const args = [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'projectorProcess.ts'),
    events,
    url,
    database,
    ...(fault ? [fault] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal, stderr }));
  });
}

async function dump(store: DocumentStore): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const name of collections) all[name] = await store.collection(name).find({}, { sort: [['id', 1]] });
  return all;
}

describe.skipIf(skipReason !== null)(
  `the projector killed in the middle of a batch (SQLite log → real MongoDB-wire server: ${mongoServerLabel()})`,
  { timeout: 240_000 },
  () => {
    const server = useMongoWireServer();
    const dir = mkdtempSync(path.join(tmpdir(), 'gym-projector-kill-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('after kills mid-journal and mid-write and a restart, the read models equal a clean rebuild (and the SQLite ones)', async () => {
      const events = path.join(dir, 'events.sqlite');
      const head = await writeSampleLog(events);
      const database = freshDatabase('killed');
      const client = await MongoClient.connect(server().url);
      const db = client.db(database);
      const checkpoint = async () =>
        (await db.collection<{ _id: string; position: number }>('__gym_checkpoints').findOne({ _id: 'read-models' }))
          ?.position ?? 0;
      const journal = () => db.collection('__gym_journal').find().toArray();

      let before = 0;
      // Each fault kills a new process part-way through one of its batches; the next one starts where it was left.
      for (const fault of ['bulkWrite:3', 'insertMany:2', 'bulkWrite:7', 'insertMany:4']) {
        const run = await runProjector(events, server().url, database, fault);
        expect(run.signal, `${fault}: ${run.stderr}`).toBe('SIGKILL');
        const reached = await checkpoint();
        expect(reached).toBeGreaterThanOrEqual(before); // progress is kept...
        expect(reached).toBeLessThan(head); // ...and the kill came before the end of the log,
        // In the middle of a batch: killed while its documents were written, the batch is sealed in the
        // journal; killed while the journal was written, it is not (and is thrown away on restart).
        const sealed = (await journal()).filter((entry) => 'sealed' in entry);
        expect(sealed.length).toBe(fault.startsWith('bulkWrite') ? 1 : 0);
        before = reached;
      }
      const last = await runProjector(events, server().url, database);
      expect(last.code, last.stderr).toBe(0);
      expect(await checkpoint()).toBe(head);
      expect(await journal()).toEqual([]);
      await client.close();

      const killed = MongoDocumentStore.open({ url: server().url, database });
      const clean = MongoDocumentStore.open({ url: server().url, database: freshDatabase('clean') });
      const sqlite = SqliteDocumentStore.open(path.join(dir, 'readmodels.sqlite'));
      const log = SqliteEventStore.open(events);
      for (const store of [clean, sqlite])
        await rebuildProjector({
          eventStore: schemaCheckedEventStore(log),
          documentStore: store,
          projector: faultTestProjector,
        });
      const afterKills = await dump(killed);
      expect(afterKills.students!.length).toBe(360); // 400 registered, 40 deleted
      expect(afterKills.eventTallies!.map((doc) => (doc as { events: number }).events).reduce((a, b) => a + b)).toBe(
        head,
      ); // no event counted twice
      expect(afterKills).toEqual(await dump(clean));
      expect(afterKills).toEqual(await dump(sqlite));
      for (const store of [killed, clean, sqlite]) await store.close();
      await log.close();
    });
  },
);

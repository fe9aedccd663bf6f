import { describe, expect, it } from 'vitest';
import type { Doc } from '../ports/documentStore.ts';
import { documentStoreContract } from '../contract/documentStore.contract.ts';
import { MongoClient } from 'mongodb';
import { MongoDocumentStore } from './documentStore.ts';
import { JOURNAL, Journal } from './journal.ts';
import { freshDatabase, mongoServerLabel, mongoSkipReason, useMongoWireServer } from './mongoTestServer.testkit.ts';

const skipReason = mongoSkipReason();
const person = (id: string, name: string): Doc => ({ id, name }) as Doc;

describe.skipIf(skipReason !== null)(
  `MongoDB document store on a real MongoDB-wire server (${mongoServerLabel()})`,
  { timeout: 60_000 },
  () => {
    const server = useMongoWireServer();
    const open = (database: string) => MongoDocumentStore.open({ url: server().url, database });

    documentStoreContract('MongoDB', async () => {
      const store = open(freshDatabase('contract'));
      return { store, cleanup: () => store.close() };
    });

    it('remembers collections, their text fields and checkpoints across reopening', async () => {
      const database = freshDatabase('reopen');
      const store = open(database);
      await store.ensureCollection({ name: 'people', textFields: ['name'] });
      await store.commit([{ kind: 'upsert', collection: 'people', doc: person('p1', 'Adrián') }], {
        name: 'cp',
        position: 7,
      });
      await store.close();
      const reopened = open(database);
      expect((await reopened.collection('people').find({ $text: { search: 'adrian' } })).map((d) => d.id)).toEqual([
        'p1',
      ]);
      expect(await reopened.getCheckpoint('cp')).toBe(7);
      await reopened.close();
    });

    it('declares the indexes each read model asks for', async () => {
      const database = freshDatabase('indexes');
      const store = open(database);
      await store.ensureCollection({
        name: 'students',
        indexes: [{ fields: ['accountId', 'sortName'] }, { fields: ['email'], unique: true }],
      });
      await store.close();
      const client = await MongoClient.connect(server().url);
      const indexes = await client.db(database).collection('students').indexes();
      await client.close();
      expect(indexes.map((index) => [index.key, index.unique ?? false])).toEqual([
        [{ _id: 1 }, false],
        [{ accountId: 1, sortName: 1 }, false],
        [{ email: 1 }, true],
      ]);
    });

    describe('the redo journal (a batch cut short by a crash)', () => {
      async function withDb<R>(database: string, work: (db: ReturnType<MongoClient['db']>) => Promise<R>): Promise<R> {
        const client = await MongoClient.connect(server().url);
        try {
          return await work(client.db(database));
        } finally {
          await client.close();
        }
      }

      it('applies a sealed batch whose writes never reached the documents when the store opens again', async () => {
        const database = freshDatabase('sealed');
        const store = open(database);
        await store.ensureCollection({ name: 'people', textFields: ['name'] });
        await store.commit([{ kind: 'upsert', collection: 'people', doc: person('p0', 'Before') }], {
          name: 'cp',
          position: 1,
        });
        await store.close();
        // What a projector killed right after sealing leaves: the batch in the journal, nothing applied.
        const writes = Array.from({ length: 1200 }, (_, i) => ({
          kind: 'upsert' as const,
          collection: 'people',
          doc: person(`p${i + 1}`, `Pessoa ${i + 1}`),
        }));
        await withDb(database, (db) =>
          new Journal(db, 'main').seal({
            writes: [...writes, { kind: 'delete', collection: 'people', id: 'p0' }],
            checkpoint: { name: 'cp', position: 2 },
          }),
        );
        const reopened = open(database);
        const people = reopened.collection('people');
        expect(await people.count()).toBe(1200);
        expect(await people.get('p0')).toBeNull();
        expect((await people.find({ $text: { search: 'pessoa 1200' } })).map((d) => d.id)).toEqual(['p1200']);
        expect(await reopened.getCheckpoint('cp')).toBe(2);
        await reopened.close();
        expect(await withDb(database, (db) => db.collection(JOURNAL).countDocuments())).toBe(0);
      });

      it('throws away a batch that was not sealed: nothing of it is applied', async () => {
        const database = freshDatabase('unsealed');
        const store = open(database);
        await store.ensureCollection({ name: 'people' });
        await store.commit([], { name: 'cp', position: 5 });
        await store.close();
        await withDb(database, (db) =>
          db.collection(JOURNAL).insertOne({
            _id: 'x:0' as never,
            writer: 'main',
            batch: 'x',
            seq: 0,
            writes: JSON.stringify([{ kind: 'upsert', collection: 'people', doc: { id: 'p1', name: 'Half' } }]),
          }),
        );
        const reopened = open(database);
        expect(await reopened.collection('people').count()).toBe(0);
        expect(await reopened.getCheckpoint('cp')).toBe(5);
        await reopened.close();
        expect(await withDb(database, (db) => db.collection(JOURNAL).countDocuments())).toBe(0);
      });

      it("leaves another writer's interrupted batch to that writer", async () => {
        const database = freshDatabase('writers');
        const setup = open(database);
        await setup.ensureCollection({ name: 'outbox' });
        await setup.close();
        await withDb(database, (db) =>
          new Journal(db, 'campaign-engine').seal({
            writes: [{ kind: 'upsert', collection: 'outbox', doc: person('m1', 'Olá') }],
          }),
        );
        const projector = open(database); // writer `main`
        expect(await projector.collection('outbox').count()).toBe(0);
        await projector.close();
        expect(await withDb(database, (db) => db.collection(JOURNAL).countDocuments())).toBe(1);
        const engine = MongoDocumentStore.open({ url: server().url, database, writer: 'campaign-engine' });
        expect(await engine.collection('outbox').get('m1')).toEqual({ id: 'm1', name: 'Olá' });
        await engine.close();
        expect(await withDb(database, (db) => db.collection(JOURNAL).countDocuments())).toBe(0);
      });

      it('finishes a swap of collections that a crash interrupted after the first rename', async () => {
        const database = freshDatabase('swap');
        const store = open(database);
        for (const name of ['a', 'a__copy', 'b', 'b__copy'])
          await store.ensureCollection({ name, textFields: ['name'] });
        await store.collection('a__copy').upsert(person('new-a', 'Nova A'));
        await store.collection('b__copy').upsert(person('new-b', 'Nova B'));
        await store.collection('b').upsert(person('old-b', 'Velha B'));
        await store.close();
        // Sealed, and the first pair already renamed on the server when the process died.
        await withDb(database, async (db) => {
          await new Journal(db, 'main').seal({
            writes: [],
            checkpoint: { name: 'cp', position: 9 },
            swap: [
              { from: 'a__copy', to: 'a' },
              { from: 'b__copy', to: 'b' },
            ],
          });
          await db.renameCollection('a__copy', 'a', { dropTarget: true });
        });
        const reopened = open(database);
        expect(await reopened.collection('a').find()).toEqual([{ id: 'new-a', name: 'Nova A' }]);
        expect((await reopened.collection('b').find({ $text: { search: 'nova' } })).map((d) => d.id)).toEqual([
          'new-b',
        ]);
        await expect(reopened.collection('a__copy').count()).rejects.toThrow(/a__copy/);
        expect(await reopened.getCheckpoint('cp')).toBe(9);
        await reopened.close();
      });
    });
  },
);

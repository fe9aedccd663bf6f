import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckpointMovedError, type Collection, type Doc, type DocumentStore } from '../ports/documentStore.ts';
import { documentQueryContract } from './documentQuery.contract.ts';

export interface DocumentStoreFixture {
  readonly store: DocumentStore;
  cleanup(): Promise<void>;
}

interface Person extends Doc {
  readonly name: string;
  readonly age?: number | null;
}

const ana: Person = { id: 'p1', name: 'Ana' };

/** The document store contract, run unchanged against every adapter. */
export function documentStoreContract(name: string, factory: () => Promise<DocumentStoreFixture>): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let fixture: DocumentStoreFixture;
    let store: DocumentStore;
    let people: Collection<Person>;
    beforeEach(async () => {
      fixture = await factory();
      store = fixture.store;
      await store.ensureCollection({ name: 'people', indexes: [{ fields: ['name'] }], textFields: ['name'] });
      people = store.collection<Person>('people');
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    describe('documents', () => {
      it('upserts, gets and replaces a document', async () => {
        await people.upsert({ id: 'p1', name: 'Ana', age: 30 });
        await people.upsert({ id: 'p1', name: 'Ana Maria' });
        expect(await people.get('p1')).toEqual({ id: 'p1', name: 'Ana Maria' });
        expect(await people.get('missing')).toBeNull();
      });

      it('getMany returns the documents that exist, in the order asked', async () => {
        await people.upsert({ id: 'p1', name: 'A' });
        await people.upsert({ id: 'p2', name: 'B' });
        expect((await people.getMany(['p2', 'nope', 'p1'])).map((d) => d.id)).toEqual(['p2', 'p1']);
        expect(await people.getMany([])).toEqual([]);
      });

      it('patch merges fields into an existing document only', async () => {
        await people.upsert({ id: 'p1', name: 'Ana', age: 30 });
        expect(await people.patch('p1', { age: 31 })).toBe(true);
        expect(await people.get('p1')).toEqual({ id: 'p1', name: 'Ana', age: 31 });
        expect(await people.patch('p9', { age: 1 })).toBe(false);
        expect(await people.get('p9')).toBeNull();
      });

      it('delete says whether there was a document', async () => {
        await people.upsert({ id: 'p1', name: 'Ana' });
        expect(await people.delete('p1')).toBe(true);
        expect(await people.delete('p1')).toBe(false);
        expect(await people.count()).toBe(0);
      });

      it('ensureCollection is idempotent and keeps the data', async () => {
        await people.upsert({ id: 'p1', name: 'Ana' });
        await store.ensureCollection({ name: 'people', indexes: [{ fields: ['name'] }], textFields: ['name'] });
        expect(await people.count()).toBe(1);
      });

      it('refuses a collection that was never ensured, with a clear error', async () => {
        await expect(store.collection('ghosts').get('x')).rejects.toThrow(/ghosts/);
        await expect(store.commit([{ kind: 'upsert', collection: 'ghosts', doc: { id: 'x' } }])).rejects.toThrow(
          /ghosts/,
        );
      });

      it('refuses unsafe collection and field names', async () => {
        await expect(store.ensureCollection({ name: 'x; DROP TABLE y' })).rejects.toThrow(/Invalid collection name/);
        await expect(people.find({ "name') OR 1=1 --": 'x' })).rejects.toThrow(/Invalid field name/);
      });
    });

    documentQueryContract(() => store);

    describe('commit and checkpoints', () => {
      it('applies writes and the checkpoint together', async () => {
        await people.upsert({ id: 'gone', name: 'Old' });
        await store.commit(
          [
            { kind: 'upsert', collection: 'people', doc: ana },
            { kind: 'delete', collection: 'people', id: 'gone' },
          ],
          { name: 'people-projector', position: 42 },
        );
        expect(await people.get('p1')).toEqual({ id: 'p1', name: 'Ana' });
        expect(await people.get('gone')).toBeNull();
        expect(await store.getCheckpoint('people-projector')).toBe(42);
        expect(await store.getCheckpoint('never-written')).toBe(0);
      });

      it('a failing write leaves nothing written and the checkpoint unchanged', async () => {
        await store.commit([], { name: 'cp', position: 5 });
        const failing = store.commit(
          [
            { kind: 'upsert', collection: 'people', doc: ana },
            { kind: 'upsert', collection: 'not-ensured', doc: { id: 'x' } },
          ],
          { name: 'cp', position: 6 },
        );
        await expect(failing).rejects.toThrow();
        expect(await people.get('p1')).toBeNull();
        expect(await store.getCheckpoint('cp')).toBe(5);
      });

      it('a commit expecting another checkpoint than the stored one writes nothing (a live projector fenced off by a swap)', async () => {
        await store.commit([], { name: 'cp', position: 7 });
        const fenced = store.commit([{ kind: 'upsert', collection: 'people', doc: ana }], {
          name: 'cp',
          position: 9,
          expected: 8,
        });
        await expect(fenced).rejects.toBeInstanceOf(CheckpointMovedError);
        await expect(fenced).rejects.toMatchObject({ checkpoint: 'cp', expected: 8, actual: 7 });
        expect(await people.get('p1')).toBeNull();
        expect(await store.getCheckpoint('cp')).toBe(7);
        await store.commit([{ kind: 'upsert', collection: 'people', doc: ana }], {
          name: 'cp',
          position: 9,
          expected: 7,
        });
        expect(await people.get('p1')).toEqual(ana);
        expect(await store.getCheckpoint('cp')).toBe(9);
        await store.commit([], { name: 'cp@version', position: 2 });
        const otherVersion = store.commit(
          [{ kind: 'upsert', collection: 'people', doc: { id: 'p2', name: 'Bia' } as Person }],
          {
            name: 'cp',
            position: 10,
            expected: 9,
            requires: { 'cp@version': 1 },
          },
        );
        await expect(otherVersion).rejects.toMatchObject({ checkpoint: 'cp@version', expected: 1, actual: 2 });
        expect(await people.get('p2')).toBeNull();
      });

      it('swapCollections replaces the live collection with the copy, its indexes and text search, and sets the checkpoint', async () => {
        await people.upsert({ id: 'old', name: 'Old Person' });
        await store.ensureCollection({ name: 'people__copy', indexes: [{ fields: ['name'] }], textFields: ['name'] });
        await store.collection<Person>('people__copy').upsert({ id: 'new', name: 'Joana Ávila' });
        await store.swapCollections([{ from: 'people__copy', to: 'people' }], {
          name: 'people-projector',
          position: 99,
        });
        expect(await people.find()).toEqual([{ id: 'new', name: 'Joana Ávila' }]);
        expect((await people.find({ $text: { search: 'avila' } })).map((d) => d.id)).toEqual(['new']);
        expect(await store.getCheckpoint('people-projector')).toBe(99);
        await expect(store.collection('people__copy').count()).rejects.toThrow();
        // The same names can be used again for the next rebuild.
        await store.ensureCollection({ name: 'people__copy', indexes: [{ fields: ['name'] }], textFields: ['name'] });
        expect(await store.collection('people__copy').count()).toBe(0);
        await store.ensureCollection({ name: 'people', indexes: [{ fields: ['name'] }], textFields: ['name'] });
        expect(await people.count()).toBe(1);
      });

      it('dropCollection removes the data', async () => {
        await people.upsert({ id: 'p1', name: 'Ana' });
        await store.dropCollection('people');
        await store.ensureCollection({ name: 'people' });
        expect(await people.count()).toBe(0);
      });
    });
  });
}

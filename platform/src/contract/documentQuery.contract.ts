import { beforeEach, describe, expect, it } from 'vitest';
import { findPage, type Doc, type DocumentStore, type Filter, type FindOptions } from '../ports/documentStore.ts';

interface Member extends Doc {
  readonly accountId: string;
  readonly name: string;
  readonly age?: number | null;
  readonly active: boolean;
  readonly address?: { readonly city: string };
}

const members: Member[] = [
  { id: 'm1', accountId: 'a1', name: 'José Silva', age: 30, active: true, address: { city: 'Recife' } },
  { id: 'm2', accountId: 'a1', name: 'Maria Conceição', age: 25, active: false, address: { city: 'São Paulo' } },
  { id: 'm3', accountId: 'a2', name: 'JOÃO Souza', age: null, active: true },
  { id: 'm4', accountId: 'a1', name: 'Ana Lima', active: true, address: { city: 'Recife' } },
  { id: 'm5', accountId: 'a2', name: 'Zé Ramalho', age: 40, active: false },
];

/** Queries: every operator, null semantics, sorting, paging, counting and text search. */
export function documentQueryContract(getStore: () => DocumentStore): void {
  describe('queries', () => {
    const ids = async (filter?: Filter, options?: FindOptions): Promise<string[]> =>
      (await getStore().collection<Member>('members').find(filter, options)).map((d) => d.id);

    beforeEach(async () => {
      const store = getStore();
      await store.ensureCollection({
        name: 'members',
        indexes: [{ fields: ['accountId', 'name'] }, { fields: ['address.city'] }],
        textFields: ['name', 'address.city'],
      });
      await store.commit(members.map((doc) => ({ kind: 'upsert' as const, collection: 'members', doc })));
    });

    it('equality on fields, dotted paths, booleans and id', async () => {
      expect(await ids({ accountId: 'a1' })).toEqual(['m1', 'm2', 'm4']);
      expect(await ids({ 'address.city': 'Recife', accountId: 'a1' })).toEqual(['m1', 'm4']);
      expect(await ids({ active: false })).toEqual(['m2', 'm5']);
      expect(await ids({ id: 'm3' })).toEqual(['m3']);
    });

    it('$eq, $ne, $in', async () => {
      expect(await ids({ age: { $eq: 25 } })).toEqual(['m2']);
      expect(await ids({ accountId: { $ne: 'a1' } })).toEqual(['m3', 'm5']);
      expect(await ids({ age: { $ne: 30 } })).toEqual(['m2', 'm3', 'm4', 'm5']);
      expect(await ids({ id: { $in: ['m5', 'm1', 'zz'] } })).toEqual(['m1', 'm5']);
      expect(await ids({ age: { $in: [25, null] } })).toEqual(['m2', 'm3', 'm4']);
      expect(await ids({ age: { $in: [] } })).toEqual([]);
    });

    it('$gt, $gte, $lt, $lte and ranges on one field', async () => {
      expect(await ids({ age: { $gt: 25 } })).toEqual(['m1', 'm5']);
      expect(await ids({ age: { $gte: 25 } })).toEqual(['m1', 'm2', 'm5']);
      expect(await ids({ age: { $lt: 30 } })).toEqual(['m2']);
      expect(await ids({ age: { $lte: 30 } })).toEqual(['m1', 'm2']);
      expect(await ids({ age: { $gt: 25, $lt: 40 } })).toEqual(['m1']);
      expect(await ids({ name: { $gte: 'M' } })).toEqual(['m2', 'm5']);
    });

    it('null matches missing or null; $ne null matches present values', async () => {
      expect(await ids({ age: null })).toEqual(['m3', 'm4']);
      expect(await ids({ age: { $eq: null } })).toEqual(['m3', 'm4']);
      expect(await ids({ age: { $ne: null } })).toEqual(['m1', 'm2', 'm5']);
      expect(await ids({ 'address.city': null })).toEqual(['m3', 'm5']);
    });

    it('sorts ascending and descending on several fields', async () => {
      expect(await ids({}, { sort: [['age', -1]] })).toEqual(['m5', 'm1', 'm2', 'm3', 'm4']);
      expect(
        await ids(
          {},
          {
            sort: [
              ['accountId', 1],
              ['name', -1],
            ],
          },
        ),
      ).toEqual(['m2', 'm1', 'm4', 'm5', 'm3']);
      expect(
        await ids(
          {},
          {
            sort: [
              ['address.city', 1],
              ['id', -1],
            ],
          },
        ),
      ).toEqual(['m5', 'm3', 'm4', 'm1', 'm2']);
    });

    it('skip and limit page through a sorted result; count ignores paging', async () => {
      const sort: FindOptions['sort'] = [['name', 1]];
      // Binary collation: upper case sorts before lower case ('JOÃO' < 'José').
      expect(await ids({}, { sort, limit: 2 })).toEqual(['m4', 'm3']);
      expect(await ids({}, { sort, skip: 2, limit: 2 })).toEqual(['m1', 'm2']);
      expect(await ids({}, { sort, skip: 4 })).toEqual(['m5']);
      const collection = getStore().collection('members');
      expect(await collection.count()).toBe(5);
      expect(await collection.count({ accountId: 'a1', active: true })).toBe(2);
    });

    it('$text is a case- and accent-insensitive substring search over the text fields', async () => {
      expect(await ids({ $text: { search: 'jose' } })).toEqual(['m1']);
      expect(await ids({ $text: { search: 'JOAO' } })).toEqual(['m3']);
      expect(await ids({ $text: { search: 'conceicao' } })).toEqual(['m2']);
      expect(await ids({ $text: { search: 'ilv' } })).toEqual(['m1']);
      expect(await ids({ $text: { search: 'sao paulo' } })).toEqual(['m2']);
      expect(await ids({ $text: { search: 'recife' }, accountId: 'a1' })).toEqual(['m1', 'm4']);
      expect(await ids({ $text: { search: 'zé' } })).toEqual(['m5']);
      expect(await ids({ $text: { search: '%' } })).toEqual([]);
      expect(await ids({ $text: { search: 'nobody' } })).toEqual([]);
    });

    it('text search follows updates and deletes', async () => {
      const collection = getStore().collection<Member>('members');
      await collection.patch('m1', { name: 'Joaquim Silva' });
      await collection.delete('m3');
      expect(await ids({ $text: { search: 'jo' } })).toEqual(['m1']);
      expect(await ids({ $text: { search: 'joaq' } })).toEqual(['m1']);
      expect(await ids({ $text: { search: 'jose' } })).toEqual([]);
    });

    it('findPage answers the same page as find and the same total as count, past the end too', async () => {
      const collection = getStore().collection<Member>('members');
      const cases: Array<[Filter | undefined, FindOptions]> = [
        [undefined, { sort: [['name', 1]], limit: 2 }],
        [{ accountId: 'a1' }, { sort: [['age', -1]], skip: 1, limit: 1 }],
        [{ $text: { search: 'recife' } }, { sort: [['name', -1]], limit: 1 }],
        [
          { $text: { search: 'silva' }, accountId: 'a1' },
          { sort: [['name', 1]], limit: 25 },
        ],
        [{ accountId: 'a2' }, { sort: [['name', 1]], skip: 10, limit: 5 }],
        [{ $text: { search: 'nobody' } }, { limit: 5 }],
      ];
      for (const [filter, options] of cases) {
        const page = await findPage(collection, filter, options);
        expect(page.docs).toEqual(await collection.find(filter, options));
        expect(page.total).toBe(await collection.count(filter));
      }
    });
  });
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STARTER_LIBRARY } from '@gym/contracts';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExercises } from './exerciseQueries.ts';
import { EXERCISES, exercisesProjection, type ExerciseSearchDoc } from './exercisesProjection.ts';

const exercise = (accountId: string, id: string, sortName: string) =>
  ({ id, accountId, name: sortName, sortName, searchText: sortName }) as unknown as ExerciseSearchDoc;

/** getExercises' pages without a search: the account's and the starter library's exercises as one list by name. */
describe('getExercises pages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'exercise-pages-'));
  const store = SqliteDocumentStore.open(join(dir, 'readmodels.sqlite'));
  beforeAll(async () => {
    await store.ensureCollection(exercisesProjection.collection);
    const names = ['agachamento', 'barra fixa', 'crucifixo', 'desenvolvimento', 'elevacao', 'flexao', 'remada'];
    const docs = [
      // Names shared across owners (ties broken by id), names only one owner has, and another account's.
      ...names.map((n, i) => exercise(STARTER_LIBRARY, `s${i}`, n)),
      ...names.flatMap((n, i) => [exercise('a1', `a${i}`, n), exercise('a1', `b${i}`, `${n} unilateral`)]),
      exercise('a1', 'z0', 'abdominal'),
      exercise('a2', 'x0', 'abdominal infra'),
    ];
    await store.commit(docs.map((doc) => ({ kind: 'upsert', collection: EXERCISES, doc })));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads, page after page, what one sort over both owners reads, and counts both', async () => {
    const everything = await store.collection<ExerciseSearchDoc>(EXERCISES).find(
      { accountId: { $in: ['a1', STARTER_LIBRARY] } },
      {
        sort: [
          ['sortName', 1],
          ['id', 1],
        ],
      },
    );
    expect(everything).toHaveLength(22);
    const pages = [];
    for (let page = 1; page <= 6; page++) pages.push(await getExercises(store, 'a1', { page }, 4));
    expect(pages.flatMap((p) => p.list.map((d) => d.id))).toEqual(everything.map((d) => d.id));
    expect(pages.map((p) => [p.totalCount, p.totalPages])).toEqual(Array(6).fill([22, 6]));
    expect(pages[5]?.list).toHaveLength(2);
    expect((await getExercises(store, 'a1', { page: 7 }, 4)).list).toEqual([]);
  });
});

// Diagnostic (not part of npm run bench): query plans and SQL timings of listStudents on 100k students,
// with and without the suggested indexes / FTS-driven search. `npx tsx bench/diag/alunosQueryPlans.ts`
import { openSqlite, SqliteDocumentStore } from '@gym/platform/sqlite';
import { rebuildProjector, uuid } from '@gym/platform';
import { readModelsProjector, listStudents } from '@gym/projection-service';
import { buildWhere, buildOrderAndPage } from '../../platform/src/sqlite/documents/query.ts';
import { columnsOf } from '../../platform/src/sqlite/documents/names.ts';
import { studentsProjection } from '../../projection-service/src/students/studentsProjection.ts';
import { fakeProfile, openBulkEventStore, rng, tempDataDir, timed } from '../lib.ts';
const d = tempDataDir('explain');
const bulk = openBulkEventStore(`${d.dir}/events.sqlite`);
const random = rng(42);
const acc = uuid();
for (let s = 0; s < 100000; s += 5000)
  await bulk.batch((append) => {
    for (let n = s; n < s + 5000; n++) {
      const id = uuid();
      append(
        `student-${id}`,
        [
          {
            id: uuid(),
            type: 'StudentRegistered',
            data: {
              accountId: acc,
              studentId: id,
              profile: fakeProfile(n, random),
              rule: 'student',
              origin: 'panel',
              registeredAt: 'x',
            },
          },
        ],
        'no_stream',
      );
    }
  });
const ddb = openSqlite(`${d.dir}/rm.sqlite`);
const ds = new SqliteDocumentStore(ddb);
console.log(
  'rebuild ms',
  (
    await timed(() =>
      rebuildProjector({ eventStore: bulk.eventStore, documentStore: ds, projector: readModelsProjector }),
    )
  ).ms.toFixed(0),
);
const fts = 'fts_students';
const columns = columnsOf(studentsProjection.collection);
for (const [label, page, search] of [
  ['p1', 1, ''],
  ['p2001', 2001, ''],
  ['p4000', 4000, ''],
  ['mari', 1, 'mari'],
  ['email', 1, '12345@exemplo'],
  ['an', 1, 'an'],
] as const) {
  const filter: any = { accountId: acc, rule: 'student', ...(search ? { $text: { search } } : {}) };
  const where = buildWhere(filter, fts, columns);
  const pg = buildOrderAndPage(
    {
      sort: [
        ['sortName', 1],
        ['id', 1],
      ],
      skip: (page - 1) * 25,
      limit: 25,
    },
    columns,
  );
  const findSql = `SELECT data FROM ${where.from('doc_students')}${where.sql}${pg.sql}`;
  const countSql = `SELECT COUNT(*) AS n FROM ${where.from('doc_students')}${where.sql}`;
  const plan = (sql: string, params: any[]) =>
    ddb
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((r: any) => r.detail)
      .join(' | ');
  const time = (sql: string, params: any[]) => {
    const st = ddb.prepare(sql);
    st.all(...params);
    const t = performance.now();
    for (let i = 0; i < 5; i++) st.all(...params);
    return ((performance.now() - t) / 5).toFixed(1);
  };
  const lt = performance.now();
  for (let i = 0; i < 5; i++) await listStudents(ds, acc, { page, search });
  const listMs = ((performance.now() - lt) / 5).toFixed(1);
  console.log(
    `\n${label}: listStudents ${listMs} ms; find ${time(findSql, [...where.params, ...pg.params])} ms; count ${time(countSql, where.params)} ms`,
  );
  console.log('  find plan:', plan(findSql, [...where.params, ...pg.params]));
  console.log('  count plan:', plan(countSql, where.params));
}

const T = (label: string, sql: string, params: any[]) => {
  const st = ddb.prepare(sql);
  st.all(...params);
  const t = performance.now();
  for (let i = 0; i < 5; i++) st.all(...params);
  console.log(
    label.padEnd(40),
    ((performance.now() - t) / 5).toFixed(2),
    'ms |',
    ddb
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((r: any) => r.detail)
      .join(' | '),
  );
};
const A = "json_extract(data, '$.accountId')",
  R = "json_extract(data, '$.rule')",
  S = "json_extract(data, '$.sortName')";
ddb.exec(`CREATE INDEX ix_test_id ON doc_students (${A}, ${R}, ${S}, id)`);
T(
  'offset 50000 with id in index',
  `SELECT data FROM doc_students WHERE ${A} = ? AND ${R} = ? ORDER BY ${S} ASC, id ASC LIMIT 25 OFFSET 50000`,
  [acc, 'student'],
);
T(
  'offset 99975 with id in index',
  `SELECT data FROM doc_students WHERE ${A} = ? AND ${R} = ? ORDER BY ${S} ASC, id ASC LIMIT 25 OFFSET 99975`,
  [acc, 'student'],
);
T('count plain', `SELECT COUNT(*) FROM doc_students WHERE ${A} = ? AND ${R} = ?`, [acc, 'student']);
T(
  'fts-driven count mari',
  `SELECT COUNT(*) FROM fts_students f JOIN doc_students d ON d.rowid = f.rowid WHERE fts_students MATCH ? AND ${A} = ? AND ${R} = ? AND _text LIKE ?`,
  ['"mari"', acc, 'student', '%mari%'],
);
T(
  'fts-driven find mari',
  `SELECT data FROM fts_students f JOIN doc_students d ON d.rowid = f.rowid WHERE fts_students MATCH ? AND ${A} = ? AND ${R} = ? AND _text LIKE ? ORDER BY ${S}, id LIMIT 25`,
  ['"mari"', acc, 'student', '%mari%'],
);
T(
  'fts-driven count email',
  `SELECT COUNT(*) FROM fts_students f JOIN doc_students d ON d.rowid = f.rowid WHERE fts_students MATCH ? AND ${A} = ? AND ${R} = ? AND _text LIKE ?`,
  ['"12345@exemplo"', acc, 'student', '%12345@exemplo%'],
);
ddb.exec(`CREATE INDEX ix_test_text ON doc_students (${A}, ${R}, _text)`);
T(
  'count an with _text in index',
  `SELECT COUNT(*) FROM doc_students WHERE ${A} = ? AND ${R} = ? AND _text LIKE ? ESCAPE '\\'`,
  [acc, 'student', '%an%'],
);
console.log(ddb.prepare("select name, sql from sqlite_master where tbl_name='doc_students'").all());
ddb.close();
await bulk.close();
d.remove();

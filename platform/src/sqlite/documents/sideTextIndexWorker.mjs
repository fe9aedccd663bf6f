// Thread of a SideTextIndex (sideTextIndex.ts): fills the text indexes of bulk-loaded collections in a
// scratch SQLite file of its own, so the trigram tokenising runs beside the writer instead of after it.
// Plain JavaScript, like the WAL checkpointer's thread: it only needs better-sqlite3.
// workerData: { sqlite (better-sqlite3's resolved path), file, definition, before, after } where
// `before` / `after` are the bulk-fill settings' SQL with `$FTS` standing for the quoted table name.
// Messages in:  { kind: 'reset' | 'finish', collection } | { kind: 'add', collection, rowids, texts } | { kind: 'close' }
// Messages out: { kind: 'finished', collection, table } | { kind: 'failed', collection, message }
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const Database = createRequire(import.meta.url)(workerData.sqlite);
const db = new Database(workerData.file);
// A scratch file: it is copied into the real database, or thrown away, so it needs no journal nor syncs.
db.pragma('journal_mode = OFF');
db.pragma('synchronous = OFF');
db.pragma('cache_size = -262144');

const tableOf = (collection) => `t_${collection}`;
const quoted = (collection) => `"${tableOf(collection)}"`;
const withTable = (sql, collection) => sql.replaceAll('$FTS', quoted(collection));
/** Texts received per collection, indexed when it is finished (see 'add'). */
const pending = new Map();

function handle(message) {
  const { collection } = message;
  switch (message.kind) {
    case 'reset':
      pending.set(collection, []);
      db.exec(`DROP TABLE IF EXISTS ${quoted(collection)}`);
      db.exec(`CREATE VIRTUAL TABLE ${quoted(collection)} USING ${workerData.definition}`);
      db.exec(withTable(workerData.before, collection));
      return;
    case 'add':
      // Kept, not indexed yet: while the documents are written, both cores are busy already (the writer,
      // and its inserts on another thread); the index is built while the writer builds its indexes.
      pending.get(collection)?.push(message);
      return;
    case 'finish': {
      const insert = db.prepare(`INSERT INTO ${quoted(collection)} (rowid, t) VALUES (?, ?)`);
      // One transaction for every insert: the FTS hash is written out once, as one segment.
      db.transaction(() => {
        for (const { rowids, texts } of pending.get(collection) ?? [])
          for (let i = 0; i < rowids.length; i++) insert.run(rowids[i], texts[i]);
      })();
      pending.delete(collection);
      for (const sql of workerData.after) db.exec(withTable(sql, collection));
      parentPort.postMessage({ kind: 'finished', collection, table: tableOf(collection) });
      return;
    }
    case 'close':
      db.close();
      parentPort.close();
      return;
  }
}

parentPort.on('message', (message) => {
  try {
    handle(message);
  } catch (error) {
    parentPort.postMessage({
      kind: 'failed',
      collection: message.collection,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

// Thread of a SideWriter (sideWriter.ts): inserts encoded rows into the database through a connection of
// its own, while the thread that encoded them goes on with the next ones. Plain JavaScript, like the
// other helper threads: it only needs better-sqlite3.
// workerData: { sqlite (better-sqlite3's resolved path), file }
// Messages in:  { seq, sql, bytes (ArrayBuffer), offsets (Int32Array: per row data start, data end,
//               text start or -1 for none, text end), rowids (Float64Array) } | { kind: 'close' }
// Messages out: { seq, ok: true } | { seq, ok: false, message }
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const Database = createRequire(import.meta.url)(workerData.sqlite);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
// The writer's BackgroundCheckpointer copies the WAL into the database during bulk loads.
db.pragma('wal_autocheckpoint = 0');
const statements = new Map();

function write({ sql, bytes, offsets, rowids }) {
  let insert = statements.get(sql);
  if (!insert) {
    insert = db.prepare(sql);
    statements.set(sql, insert);
  }
  const buffer = Buffer.from(bytes);
  db.transaction(() => {
    for (let row = 0, o = 0; row < rowids.length; row++, o += 4) {
      const text = offsets[o + 2] < 0 ? null : buffer.subarray(offsets[o + 2], offsets[o + 3]);
      insert.run(rowids[row], buffer.subarray(offsets[o], offsets[o + 1]), text);
    }
  }).immediate();
}

parentPort.on('message', (message) => {
  if (message.kind === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    write(message);
    parentPort.postMessage({ seq: message.seq, ok: true });
  } catch (error) {
    parentPort.postMessage({
      seq: message.seq,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

import type { Doc } from '../../ports/documentStore.ts';
import type { SqliteDb } from '../openSqlite.ts';
import { HelperThread, sqliteModule } from '../helperThread.ts';
import { searchableText } from './text.ts';

/** Rows ready for the writing thread: their UTF-8 bytes travel without a copy (the buffer is transferred). */
export interface EncodedRows {
  /** Each row's JSON and text, back to back. */
  readonly bytes: ArrayBuffer;
  /** Per row: data start, data end, text start (-1 when the collection has no text), text end. */
  readonly offsets: Int32Array<ArrayBuffer>;
  readonly rowids: Float64Array<ArrayBuffer>;
  readonly ids: string[];
  /** The rows' searchable texts, for a text index built on the side; null without text fields. */
  readonly texts: string[] | null;
}

/** Room for a chunk's rows before the buffer grows (a student's JSON and text take ~0.8 KB). */
const BYTES_PER_ROW_GUESS = 1024;

/**
 * Encodes documents as the rows `firstRowid`, `firstRowid + 1`, ... of a collection: the JSON and the
 * searchable text of each, as UTF-8 in one buffer, which the writing thread binds as it is. Posting the
 * strings instead (a structured copy) made rebuilds slower: that thread then converted every string
 * back to UTF-8. Each JSON text is written as soon as it is made: keeping a chunk's texts alive until a
 * second pass made the young-generation collector copy them, which doubled the encoding time.
 */
export function encodeRows(docs: readonly Doc[], textFields: readonly string[], firstRowid: number): EncodedRows {
  const texts: string[] | null = textFields.length > 0 ? new Array(docs.length) : null;
  const ids: string[] = new Array(docs.length);
  const offsets = new Int32Array(docs.length * 4);
  const rowids = new Float64Array(docs.length);
  let buffer = Buffer.allocUnsafeSlow(Math.max(docs.length, 1) * BYTES_PER_ROW_GUESS);
  let at = 0;
  const append = (text: string): void => {
    // A UTF-16 code unit never takes more than 3 bytes of UTF-8.
    if (buffer.length - at < text.length * 3) {
      const grown = Buffer.allocUnsafeSlow(Math.max(buffer.length * 2, at + text.length * 3));
      buffer.copy(grown, 0, 0, at);
      buffer = grown;
    }
    at += buffer.write(text, at);
  };
  for (let i = 0, o = 0; i < docs.length; i++, o += 4) {
    const doc = docs[i]!;
    if (typeof doc.id !== 'string' || doc.id === '') throw new Error('Document without an id');
    ids[i] = doc.id;
    rowids[i] = firstRowid + i;
    offsets[o] = at;
    append(JSON.stringify(doc));
    offsets[o + 1] = at;
    if (texts) {
      const text = searchableText(doc, textFields) ?? '';
      texts[i] = text;
      offsets[o + 2] = at;
      append(text);
      offsets[o + 3] = at;
    } else {
      offsets[o + 2] = -1;
    }
  }
  return { bytes: buffer.buffer as ArrayBuffer, offsets, rowids, ids, texts };
}

type Reply = { seq: number; ok: true } | { seq: number; ok: false; message: string };

/**
 * Inserts rows into a database file from another thread and connection, one transaction per call. A
 * bulk load then spends its own thread only on encoding documents (~0.9 s for 150k students instead of
 * ~1.6 s encoding and inserting them), while their inserts run on the second core.
 */
export class SideWriter {
  /** Requests by sequence number, answered once their transaction is committed. */
  private readonly thread: HelperThread<number, void, Reply>;
  private nextSeq = 0;

  /** Null for an in-memory database (another connection cannot reach it). */
  static start(db: SqliteDb): SideWriter | null {
    if (db.memory || db.name === '') return null;
    return new SideWriter(db.name);
  }

  private constructor(file: string) {
    this.thread = new HelperThread(
      new URL('./sideWriterWorker.mjs', import.meta.url),
      { sqlite: sqliteModule, file },
      'writing',
      (reply: Reply) => {
        if (reply.ok) this.thread.resolve(reply.seq, undefined);
        else this.thread.reject(reply.seq, new Error(reply.message));
      },
    );
  }

  /**
   * Inserts the rows with `sql`, which takes a row's rowid, its JSON and its text (both as UTF-8 blobs),
   * in one transaction; resolves once it is committed. The rows' buffer is handed over to the thread.
   */
  write(sql: string, rows: EncodedRows): Promise<void> {
    const seq = this.nextSeq++;
    const { bytes, offsets, rowids } = rows;
    return this.thread.request(seq, { seq, sql, bytes, offsets, rowids }, [bytes, offsets.buffer, rowids.buffer]);
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

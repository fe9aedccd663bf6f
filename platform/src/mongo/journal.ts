import type { AnyBulkWriteOperation, Collection as MongoCollectionHandle, Db } from 'mongodb';
import type { StoredDoc } from './query.ts';
import type { Checkpoint, DocWrite } from '../ports/documentStore.ts';

/**
 * A redo journal that makes a batch all-or-nothing without transactions (a standalone MongoDB and the
 * MongoDB-wire test server have none). A batch is first written to the journal, its last entry sealed;
 * only then are the documents and the checkpoint written. A process killed before the seal leaves an
 * unsealed batch, thrown away; killed after it, the batch is applied again when the store opens.
 * Every write is absolute (a whole document or a delete), so applying one twice changes nothing.
 */

export const JOURNAL = '__gym_journal';
/**
 * Characters of JSON per journal entry: at most 3 bytes each in UTF-8, an entry stays under MongoDB's
 * 16 MB document limit. The writes are kept as JSON text: one string per entry costs the driver and the
 * server far less than thousands of nested documents that nobody queries.
 */
const ENTRY_CHARS = 4_000_000;

export interface SwapPair {
  readonly from: string;
  readonly to: string;
}

/** What a sealed batch asks for: documents and a checkpoint, or a swap of collections and a checkpoint. */
export interface Batch {
  readonly writes: readonly DocWrite[];
  readonly checkpoint?: Checkpoint | undefined;
  readonly swap?: readonly SwapPair[] | undefined;
}

interface Entry {
  _id: string;
  writer: string;
  batch: string;
  seq: number;
  /** A JSON array of DocWrite. */
  writes: string;
  sealed?: { checkpoint: Checkpoint | null; swap: SwapPair[] | null; entries: number };
}

/**
 * The journal of one writer: several processes may write one database (the projector, the campaign
 * engine's outbox), and each recovers only its own batches, since re-applying another's old batch
 * after that one has moved on would bring stale documents back.
 */
export class Journal {
  private readonly entries: MongoCollectionHandle<Entry>;
  private sequence = 0;

  constructor(
    db: Db,
    private readonly writer: string,
  ) {
    this.entries = db.collection<Entry>(JOURNAL);
  }

  /** Writes the batch to the journal; once this resolves, the batch survives a crash. */
  async seal(batch: Batch): Promise<string> {
    const id = `${this.writer}:${process.pid}-${Date.now()}-${++this.sequence}`;
    const chunks: string[][] = [[]];
    let size = 0;
    for (const write of batch.writes) {
      const json = JSON.stringify(write);
      if (size > 0 && size + json.length > ENTRY_CHARS) {
        chunks.push([]);
        size = 0;
      }
      chunks[chunks.length - 1]!.push(json);
      size += json.length + 1;
    }
    const sealed = {
      checkpoint: batch.checkpoint ?? null,
      swap: batch.swap ? [...batch.swap] : null,
      entries: chunks.length,
    };
    const entries: Entry[] = chunks.map((writes, seq) => ({
      _id: `${id}:${seq}`,
      writer: this.writer,
      batch: id,
      seq,
      writes: `[${writes.join(',')}]`,
      ...(seq === chunks.length - 1 ? { sealed } : {}),
    }));
    // Ordered: the sealed entry is inserted last, so a crash part-way leaves the batch unsealed.
    await this.entries.insertMany(entries, { ordered: true });
    return id;
  }

  async forget(id: string): Promise<void> {
    await this.entries.deleteMany({ batch: id });
  }

  /** The sealed batch a crash of this writer left behind, if any; its unsealed leftovers are deleted. */
  async leftover(): Promise<{ id: string; batch: Batch } | null> {
    const sealed = await this.entries.findOne({ writer: this.writer, sealed: { $exists: true } });
    if (!sealed?.sealed) {
      await this.entries.deleteMany({ writer: this.writer });
      return null;
    }
    const entries = await this.entries.find({ batch: sealed.batch }).sort({ seq: 1 }).toArray();
    if (entries.length !== sealed.sealed.entries)
      throw new Error(
        `The journal of batch ${sealed.batch} is incomplete (${entries.length} of ${sealed.sealed.entries} entries)`,
      );
    await this.entries.deleteMany({ writer: this.writer, batch: { $ne: sealed.batch } });
    return {
      id: sealed.batch,
      batch: {
        writes: entries.flatMap((entry) => JSON.parse(entry.writes) as DocWrite[]),
        checkpoint: sealed.sealed.checkpoint ?? undefined,
        swap: sealed.sealed.swap ?? undefined,
      },
    };
  }
}

/** The writes of a batch grouped per collection, in order, as bulk operations. */
export function bulkOperations(
  writes: readonly DocWrite[],
  toStored: (write: Extract<DocWrite, { kind: 'upsert' }>) => StoredDoc,
): Map<string, AnyBulkWriteOperation<StoredDoc>[]> {
  const byCollection = new Map<string, AnyBulkWriteOperation<StoredDoc>[]>();
  for (const write of writes) {
    let operations = byCollection.get(write.collection);
    if (!operations) {
      operations = [];
      byCollection.set(write.collection, operations);
    }
    if (write.kind === 'upsert')
      operations.push({ replaceOne: { filter: { _id: write.doc.id }, replacement: toStored(write), upsert: true } });
    else operations.push({ deleteOne: { filter: { _id: write.id } } });
  }
  return byCollection;
}

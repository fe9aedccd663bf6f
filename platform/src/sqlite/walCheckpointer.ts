import { Worker } from 'node:worker_threads';
import { sqliteModule } from './helperThread.ts';
import type { SqliteDb } from './openSqlite.ts';

/** What the checkpointer did, for logs and tests. */
export interface CheckpointerReport {
  /** Checkpoints run while the writer wrote (the final one not counted). */
  readonly rounds: number;
  /** Frames in the WAL and frames copied into the database by the final checkpoint. */
  readonly walFrames: number;
  readonly checkpointed: number;
}

const AUTOCHECKPOINT_PAGES = 1000; // SQLite's default, which openSqlite keeps

/**
 * Copies a WAL file's pages into its database from another thread while one connection writes in bulk.
 * SQLite's automatic checkpoint runs in the writing thread at the end of a commit: a bulk load (a
 * rebuild writes ~58k pages for 300k events) spends ~0.4-0.5 s there. The WAL documentation suggests
 * this instead: turn the automatic checkpoint off on the writer and checkpoint from another thread.
 * `stop` runs a last checkpoint and waits for it, so the writer's work ends with its WAL copied, as
 * with the automatic checkpoint.
 */
export class BackgroundCheckpointer {
  private readonly flag = new Int32Array(new SharedArrayBuffer(8));
  private readonly report: Promise<CheckpointerReport>;

  /** Null for an in-memory database (nothing to checkpoint). */
  static start(db: SqliteDb): BackgroundCheckpointer | null {
    if (db.memory || db.name === '' || db.pragma('journal_mode', { simple: true }) !== 'wal') return null;
    return new BackgroundCheckpointer(db);
  }

  private constructor(private readonly db: SqliteDb) {
    db.pragma('wal_autocheckpoint = 0');
    const worker = new Worker(new URL('./walCheckpointWorker.mjs', import.meta.url), {
      workerData: { file: db.name, sqlite: sqliteModule, flag: this.flag },
    });
    this.report = new Promise<CheckpointerReport>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`WAL checkpointer exited with code ${code} before its last checkpoint`)),
      );
    });
    // Stopped without being awaited (a failed load): the rejection is surfaced by `stop`, not unhandled.
    this.report.catch(() => undefined);
  }

  /** The writer committed: wake the thread (it also checkpoints every 200 ms on its own). */
  committed(): void {
    Atomics.add(this.flag, 1, 1);
    Atomics.notify(this.flag, 1);
  }

  /** Last checkpoint, thread ended, automatic checkpoints back on the writer. */
  async stop(): Promise<CheckpointerReport> {
    Atomics.store(this.flag, 0, 1);
    Atomics.add(this.flag, 1, 1);
    Atomics.notify(this.flag, 1);
    try {
      return await this.report;
    } finally {
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    }
  }
}

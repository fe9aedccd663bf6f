import { createRequire } from 'node:module';
import { Worker, type Transferable } from 'node:worker_threads';

/** better-sqlite3's resolved path: the helper threads are plain JavaScript and require it from there. */
export const sqliteModule = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * A worker thread that answers requests by key (the bulk load's writing and text index threads): a
 * request's promise settles when the owner passes the thread's reply for its key to `resolve` or
 * `reject`, and every pending request is rejected if the thread fails or ends.
 */
export class HelperThread<K, T, R> {
  private readonly worker: Worker;
  private readonly waiting = new Map<K, { resolve: (value: T) => void; reject: (error: Error) => void }>();
  private failure: Error | null = null;
  private readonly exited: Promise<void>;

  /** `name` says which thread ended, in the error its pending requests get. */
  constructor(url: URL, workerData: unknown, name: string, onReply: (reply: R) => void) {
    this.worker = new Worker(url, { workerData });
    this.worker.on('message', onReply);
    this.worker.once('error', (error) => this.breakDown(error));
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', () => {
        this.breakDown(new Error(`The ${name} thread has ended`));
        resolve();
      });
    });
  }

  /** Why the thread no longer answers, or null while it does. */
  get broken(): Error | null {
    return this.failure;
  }

  /** Rejects every pending request, and every later one, with `error`. */
  breakDown(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }

  post(message: unknown, transfer?: readonly Transferable[]): void {
    this.worker.postMessage(message, transfer);
  }

  /** Posts `message` and waits for the reply that the owner settles under `key`. */
  request(key: K, message: unknown, transfer?: readonly Transferable[]): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const done = new Promise<T>((resolve, reject) => this.waiting.set(key, { resolve, reject }));
    this.post(message, transfer);
    return done;
  }

  resolve(key: K, value: T): void {
    this.waiting.get(key)?.resolve(value);
    this.waiting.delete(key);
  }

  reject(key: K, error: Error): void {
    this.waiting.get(key)?.reject(error);
    this.waiting.delete(key);
  }

  /** Asks the thread to end ({ kind: 'close' }), or ends a broken one, and waits until it has. */
  async close(): Promise<void> {
    if (!this.failure) this.post({ kind: 'close' });
    else await this.worker.terminate();
    await this.exited;
  }
}

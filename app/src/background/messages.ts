// What the server and its background thread say to each other (structured clone keeps Errors).
export interface WorkerData {
  readonly dataDir: string;
  /** Run the campaign engine in the thread too (the server's runCampaignEngine). */
  readonly runCampaignEngine: boolean;
  /**
   * One Int32 the server adds 1 to after each append of its connection (Atomics.notify): cheaper than a
   * message per append, and appends made while the thread is busy cost no wake-up at all.
   */
  readonly appends: SharedArrayBuffer;
}

export type ToWorker = { readonly type: 'stop' };

export type FromWorker =
  /** The read models include every event up to `position`. */
  | { readonly type: 'committed'; readonly position: number }
  /** Projector started (caught up or rebuilt), relay and campaign engine running. */
  | { readonly type: 'ready' }
  | { readonly type: 'log'; readonly message: string; readonly error?: unknown }
  /** Start failed, or the projector stopped on an error. */
  | { readonly type: 'failed'; readonly error: unknown };

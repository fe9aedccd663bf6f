import type { RecordedEvent, Subscription } from '../ports/eventStore.ts';
import type { Wakeup } from './wakeup.ts';

export interface FollowLogOptions {
  readonly fromPosition: number;
  readonly batchSize: number;
  readonly read: (fromPosition: number, limit: number) => RecordedEvent[];
  readonly onEvents: (events: RecordedEvent[]) => Promise<void> | void;
  readonly onError?: ((error: unknown) => void) | undefined;
  readonly wakeup: Wakeup;
  /** Polling catches appends made by other processes on the same file. */
  readonly pollMs: number;
}

/** Catch-up then live: one sequential loop, so handler batches never overlap. */
export function followLog(options: FollowLogOptions): Subscription {
  let stopped = false;
  let position = options.fromPosition;

  const loop = async (): Promise<void> => {
    // Yield once so the caller gets the subscription before the first batch runs.
    await Promise.resolve();
    while (!stopped) {
      let batch: RecordedEvent[];
      try {
        batch = options.read(position, options.batchSize);
      } catch (error) {
        options.onError?.(error);
        return;
      }
      if (batch.length === 0) {
        await options.wakeup.wait(options.pollMs);
        // Let the appends of the other requests in flight land first: one read and one projector
        // commit then serve them all, instead of one each (costs well under a millisecond of lag).
        await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      try {
        await options.onEvents(batch);
      } catch (error) {
        stopped = true;
        options.onError?.(error);
        return;
      }
      position = batch[batch.length - 1]!.position;
      // A full batch means more is waiting: let timers and I/O (e.g. HTTP requests) run between catch-up batches.
      if (batch.length >= options.batchSize) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  const running = loop();

  return {
    stop: async () => {
      stopped = true;
      options.wakeup.notify();
      await running;
    },
  };
}

import {
  excludeSystemEvents,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import type { RecordedEvent, SubscribeOptions, Subscription } from '../ports/eventStore.ts';
import { Wakeup } from '../sqlite/wakeup.ts';
import { fromAllEvent, numberToReadPosition, type StreamNames } from './mapping.ts';

export interface AllSubscriptionOptions extends SubscribeOptions {
  readonly client: EventStoreDBClient;
  readonly names: StreamNames;
  /** Told of every dropped connection before the subscription opens again (100 ms doubling to 5 s). */
  readonly onReconnect?: ((error: unknown) => void) | undefined;
}

type Live = ReturnType<EventStoreDBClient['subscribeToAll']>;

/**
 * A catch-up subscription to $all delivered as the port says: batches of at most `batchSize` in log
 * order, the next one only after the handler's promise resolves. One loop owns the server
 * subscription: it opens it from the last *delivered* position, so after a dropped connection (the
 * client reconnects its channel on the next call) nothing is skipped and nothing is delivered twice.
 */
export function subscribeToAll(options: AllSubscriptionOptions): Subscription {
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const signal = new Wakeup();
  let stopped = false;
  let delivered = options.fromPosition;
  let live: Live | null = null;
  let queue: RecordedEvent[] = [];
  let queuedUpTo = delivered;
  let dropped: unknown = null;
  let backoff = 100;

  const filter = options.names.streamPrefix
    ? streamNameFilter({ prefixes: [options.names.streamPrefix] })
    : excludeSystemEvents();

  const open = (): void => {
    queue = [];
    queuedUpTo = delivered;
    const subscription = options.client.subscribeToAll({ fromPosition: numberToReadPosition(delivered), filter });
    const drop = (error: unknown): void => {
      if (live !== subscription) return;
      live = null;
      dropped = error;
      void subscription.unsubscribe().catch(() => undefined);
      signal.notify();
    };
    subscription.on('data', (resolved: AllStreamResolvedEvent) => {
      if (live !== subscription) return;
      let event: RecordedEvent | null;
      try {
        event = fromAllEvent(resolved, options.names);
      } catch (error) {
        drop(error);
        return;
      }
      // The server starts after the given position; the check also covers a server that would not.
      if (!event || event.position <= queuedUpTo) return;
      queue.push(event);
      queuedUpTo = event.position;
      // Back-pressure: the server stops sending while two batches wait for the handler.
      if (queue.length >= 2 * batchSize) subscription.pause();
      signal.notify();
    });
    subscription.on('confirmation', () => {
      backoff = 100;
    });
    subscription.on('error', (error: unknown) => drop(error));
    subscription.on('end', () => drop(new Error('EventStoreDB ended the $all subscription')));
    subscription.on('close', () => drop(new Error('the $all subscription stream closed')));
    live = subscription;
  };

  const loop = async (): Promise<void> => {
    // Yield once so the caller gets the subscription before the first batch runs.
    await Promise.resolve();
    while (!stopped) {
      if (!live) {
        if (dropped !== null) {
          options.onReconnect?.(dropped);
          dropped = null;
          await signal.wait(backoff);
          backoff = Math.min(backoff * 2, 5000);
          if (stopped) break;
        }
        open();
      }
      if (queue.length === 0) {
        await signal.wait(1000);
        continue;
      }
      const batch = queue.splice(0, batchSize).filter((event) => event.position > delivered);
      if (queue.length < batchSize && live?.isPaused()) live.resume();
      if (batch.length === 0) continue;
      try {
        await options.onEvents(batch);
      } catch (error) {
        stopped = true;
        options.onError?.(error);
        break;
      }
      delivered = batch[batch.length - 1]!.position;
    }
    const last = live;
    live = null;
    await last?.unsubscribe().catch(() => undefined);
  };
  const running = loop();

  return {
    stop: async () => {
      stopped = true;
      signal.notify();
      await running;
    },
  };
}

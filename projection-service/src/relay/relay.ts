import { Wakeup } from '@gym/platform/sqlite';
import type { BusMessage, DocumentStore, EventBus, EventStore, RecordedEvent, Subscription } from '@gym/platform';

/** The one topic every domain event is published to; consumers filter by type. */
export const DOMAIN_EVENTS_TOPIC = 'domain-events';

export interface RelayOptions {
  readonly eventStore: EventStore;
  readonly bus: EventBus;
  /** Where the relay keeps its checkpoint (the read-model store: SQLite or MongoDB). */
  readonly checkpoints: Pick<DocumentStore, 'getCheckpoint' | 'commit'>;
  readonly topic?: string;
  readonly batchSize?: number;
  readonly onError?: (error: unknown) => void;
  /** Told of each failed publish; the relay waits (100 ms doubling to 5 s) and publishes the batch again. */
  readonly onPublishRetry?: (error: unknown) => void;
}

export interface Relay {
  /** Position of the last event published and checkpointed. */
  readonly position: number;
  /** Resolves once every event up to `position` is on the bus; false on timeout. */
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

/** Keyed by tenant, so one account's events stay in order on every partition scheme. */
export function toBusMessage(event: RecordedEvent): BusMessage {
  const accountId = event.metadata.accountId ?? (event.data as { accountId?: unknown } | null)?.accountId;
  return {
    id: event.id,
    key: typeof accountId === 'string' ? accountId : 'platform',
    type: event.type,
    payload: event,
  };
}

/**
 * Follows the event log from its checkpoint and publishes every event to the bus, at least once:
 * a batch is published before its checkpoint is saved, so a crash in between publishes it again and
 * consumers drop the duplicates by event id.
 */
export async function startRelay(options: RelayOptions): Promise<Relay> {
  const topic = options.topic ?? DOMAIN_EVENTS_TOPIC;
  const checkpointName = `relay:${topic}`;
  let position = await options.checkpoints.getCheckpoint(checkpointName);
  const waiters = new Set<{ position: number; resolve: (ok: boolean) => void }>();
  let stopped = false;
  const stopSignal = new Wakeup();

  // A broker that is down (or restarting) holds the relay back, it does not stop it: nothing is skipped.
  const publish = async (events: RecordedEvent[]) => {
    for (let delay = 100; ; delay = Math.min(delay * 2, 5000)) {
      try {
        await options.bus.publish(topic, events.map(toBusMessage));
        return;
      } catch (error) {
        if (stopped) throw error;
        options.onPublishRetry?.(error);
        await stopSignal.wait(delay);
      }
    }
  };

  const subscription: Subscription = options.eventStore.subscribeToAll({
    fromPosition: position,
    batchSize: options.batchSize ?? 1000,
    onEvents: async (events) => {
      await publish(events);
      const last = events[events.length - 1]!.position;
      await options.checkpoints.commit([], { name: checkpointName, position: last });
      position = last;
      for (const waiter of waiters) {
        if (waiter.position <= position) {
          waiters.delete(waiter);
          waiter.resolve(true);
        }
      }
    },
    onError: (error) => options.onError?.(error),
  });

  return {
    get position() {
      return position;
    },
    waitFor(target, timeoutMs = 2000) {
      if (target <= position) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = { position: target, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) resolve(false);
        }, timeoutMs).unref();
      });
    },
    async stop() {
      stopped = true;
      stopSignal.notify();
      await subscription.stop();
      for (const waiter of waiters) waiter.resolve(false);
      waiters.clear();
    },
  };
}

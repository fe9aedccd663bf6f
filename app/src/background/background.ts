import {
  ProjectorRunner,
  type Clock,
  type DocumentStore,
  type EventBus,
  type EventStore,
  type RecordedEvent,
} from '@gym/platform';
import {
  readModelsProjector,
  startAnalyticsRunner,
  startRelay,
  watchProjector,
  type ProjectorWatch,
} from '@gym/projection-service';
import { startEmbeddedCampaignEngine } from '@gym/campaign-engine';

/**
 * The work that follows the event log instead of answering requests: the read-model projector, the
 * relay to the bus and the campaign engine. It runs in the server's process (`startBackground`) or in
 * a worker thread of it (`startBackgroundThread`); the server sees the same interface either way.
 */
export interface Background {
  /** Resolves true once the read models include `position` (read-your-writes), false on timeout or stop. */
  readModelsReached(position: number, timeoutMs?: number): Promise<boolean>;
  /** The error that stopped the projector (or the thread), if any: reads are stale from then on. */
  readonly error: unknown;
  /** The log position the read models include (null before it is known): the projector's lag is the head minus it. */
  committedPosition?(): number | null;
  /** The read models are behind the log and not moving (a projector in another process stopped or absent). */
  stalled?(): boolean;
  /** Called after each append of the server's own connection, so a thread with its own connection sees it at once. */
  notifyAppended(): void;
  stop(): Promise<void>;
}

export interface BackgroundOptions {
  readonly dataDir: string;
  readonly eventStore: EventStore;
  /** The relay's own view of the log (default `eventStore`): the thread wakes it less often than the projector's. */
  readonly relayEventStore?: EventStore;
  /** Opens the personal data the relay publishes sealed (the campaign engine reads the bus through it). */
  readonly openEvents?: (events: RecordedEvent[]) => Promise<RecordedEvent[]>;
  readonly documentStore: DocumentStore;
  readonly eventBus: EventBus;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  /** Events per projector read and commit (the runner's default, 500, when absent). */
  readonly projectorBatchSize?: number;
  /** Told each time the read models advance (the thread tells the server through it). */
  readonly onCommitted?: (position: number) => void;
  /** Told when the projector stops on an error. */
  readonly onError?: (error: unknown) => void;
  /**
   * Run the projector and the relay here (default). False when projection-service/src/main.ts runs them
   * (distributed setup): read-your-writes then waits for its checkpoint in the shared read-model store.
   */
  readonly runProjections?: boolean;
  /** Run the campaign engine here (default); false when campaign-engine/src/main.ts runs it. */
  readonly runCampaignEngine?: boolean;
}

/** Starts the projector (catching up or rebuilding first), then the relay and the campaign engine. */
export async function startBackground(o: BackgroundOptions): Promise<Background> {
  const runProjections = o.runProjections ?? true;
  const runner = runProjections
    ? new ProjectorRunner({
        eventStore: o.eventStore,
        documentStore: o.documentStore,
        projector: readModelsProjector,
        ...(o.projectorBatchSize ? { batchSize: o.projectorBatchSize } : {}),
        onError: (error) => {
          o.log('read-model projector stopped', error);
          o.onError?.(error);
        },
        ...(o.onCommitted ? { onCommitted: o.onCommitted } : {}),
        // A rebuild swapped in by `npm run rebuild` (another process) while idle is followed within a second.
        watchCheckpointMs: 1000,
        onResync: ({ to }) =>
          o.log(`read-model projector: a rebuild was swapped in at position ${to}; following on from it`),
      })
    : null;
  await runner?.start();
  // The analysts' projector, live next to the read models (its own checkpoint; see docs/analysts.md).
  const analytics = runProjections
    ? startAnalyticsRunner({ eventStore: o.eventStore, documentStore: o.documentStore, log: o.log })
    : null;
  // Queries only: the collections must be known to this connection even when another process projects.
  if (!runner)
    for (const projection of readModelsProjector.projections)
      await o.documentStore.ensureCollection(projection.collection);
  // Another process projects: follow its checkpoint, so writes stop waiting for it once it is seen stalled.
  const watch = runner
    ? null
    : watchProjector({ checkpoints: o.documentStore, eventStore: o.eventStore, name: readModelsProjector.name });
  // The relay publishes the log to the bus, where the campaign engine (and any other consumer) reads it.
  const relay = runProjections
    ? await startRelay({
        eventStore: o.relayEventStore ?? o.eventStore,
        bus: o.eventBus,
        checkpoints: o.documentStore,
        onError: (error) => o.log('relay stopped', error),
      })
    : null;
  // The campaign engine reads the bus the relay fills (in the distributed setup it runs on its own).
  const campaignEngine =
    (o.runCampaignEngine ?? true)
      ? await startEmbeddedCampaignEngine({
          dataDir: o.dataDir,
          bus: o.eventBus,
          eventStore: o.eventStore,
          outbox: o.documentStore,
          clock: o.clock,
          log: o.log,
          ...(o.openEvents ? { openEvents: o.openEvents } : {}),
        })
      : null;
  return {
    readModelsReached: (position, timeoutMs = 2000) =>
      runner ? runner.waitFor(position, timeoutMs) : (watch as ProjectorWatch).waitFor(position, timeoutMs),
    get error() {
      return runner?.error ?? null;
    },
    committedPosition: () => (runner ? runner.position() : (watch?.position() ?? null)),
    stalled: () => watch?.stalled() ?? false,
    notifyAppended: () => {},
    async stop() {
      watch?.stop();
      await campaignEngine?.stop();
      await relay?.stop();
      await analytics?.stop();
      await runner?.stop();
    },
  };
}

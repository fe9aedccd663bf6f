import path from 'node:path';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import type { Clock, DocumentStore, EventBus, EventStore, RecordedEvent } from '@gym/platform';
import { channelsFromEnv } from './channels/defaultChannels.ts';
import { startCampaignEngine, type CampaignEngine } from './engine.ts';

export interface EmbeddedEngineOptions {
  readonly dataDir: string;
  readonly bus: EventBus;
  readonly eventStore: EventStore;
  /** Where the embedded mail outbox lives (the console reads it there). */
  readonly outbox: DocumentStore;
  /** The engine's own state (rules, schedules, deliveries); default: its own SQLite file under dataDir. */
  readonly documents?: DocumentStore;
  readonly clock: Clock;
  readonly env?: NodeJS.ProcessEnv;
  readonly log?: (message: string, error?: unknown) => void;
  /** Opens the personal data sealed in the bus's events. */
  readonly openEvents?: (events: RecordedEvent[]) => Promise<RecordedEvent[]>;
}

/** The engine with its state in its own store: by default its own SQLite file, data/campaigns.sqlite. */
export async function startEmbeddedCampaignEngine(o: EmbeddedEngineOptions): Promise<CampaignEngine> {
  const documents = o.documents ?? SqliteDocumentStore.open(path.join(o.dataDir, 'campaigns.sqlite'));
  const channels = channelsFromEnv(o.env ?? process.env, o.eventStore, o.outbox, () => o.clock.now());
  const engine = await startCampaignEngine({
    bus: o.bus,
    eventStore: o.eventStore,
    documents,
    channels,
    clock: o.clock,
    log: o.log,
    ...(o.openEvents ? { openEvents: o.openEvents } : {}),
  });
  return {
    runDue: engine.runDue,
    async stop() {
      await engine.stop();
      await documents.close();
    },
  };
}

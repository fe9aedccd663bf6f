import { documentStoreFromEnv, eventBusFromEnv, eventStoreFromEnv, openEmbeddedPlatform, OutboxMailer, ProjectorRunner, schemaCheckedEventStore, systemClock, type Clock, type DocumentStore, type EventBus, type MailSender } from '@gym/platform';
import { readModelsProjector, startRelay, waitForCheckpoint } from '@gym/projection-service';
import { startEmbeddedCampaignEngine } from '@gym/campaign-engine';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createLoginRateLimiter } from './auth/loginRateLimiter.ts';
import { loadSigningSecret } from './auth/secret.ts';
import { createTokenService } from './auth/tokens.ts';
import { createApp } from './http/app.ts';
import { startPlanCalendar } from './plans/planCalendar.ts';
import { seedIfEmpty } from './seed.ts';
import type { Services } from './services.ts';
import { viaCepLookup } from './branches/zipcodeLookup.ts';
import { sandboxPassValidator, type PassValidator } from './checkins/passValidation.ts';

export interface ServerOptions {
  readonly dataDir: string;
  readonly port?: number;
  readonly host?: string;
  readonly seed?: boolean;
  readonly adminUiDir?: string;
  readonly checkoutUiDir?: string;
  readonly clock?: Clock;
  /** The bus of the relay and the campaign engine; default: Kafka when KAFKA_BROKERS is set, else the embedded bus. */
  readonly eventBus?: EventBus;
  /** The read models, the relay's checkpoint and the campaign outbox; default: MongoDB when MONGODB_URL is set, else the embedded SQLite store. */
  readonly documentStore?: DocumentStore;
  /** Defaults to the embedded outbox, DATA_DIR/mail-outbox.jsonl. */
  readonly mail?: MailSender;
  readonly introspection?: boolean;
  readonly loginRateLimit?: { perClient?: number; perEmail?: number };
  readonly log?: (message: string, error?: unknown) => void;
  /** Base address of the postal-code service (default ZIPCODE_SERVICE_URL or https://viacep.com.br). */
  readonly zipcodeServiceUrl?: string;
  readonly passValidator?: PassValidator;
  /**
   * Run the read-model projector and the relay in this process (default). False when
   * projection-service/src/main.ts runs them (distributed setup): queries then wait for its
   * checkpoint in the shared read-model store.
   */
  readonly runProjections?: boolean;
  /** Run the campaign engine in this process (default); false when campaign-engine/src/main.ts runs it. */
  readonly runCampaignEngine?: boolean;
}

export interface RunningServer {
  readonly url: string;
  readonly services: Services;
  readonly seeded: boolean;
  close(): Promise<void>;
}

/**
 * The embedded default in one process: SQLite event log and read models under `dataDir`, the
 * projector following the log, and the HTTP API (plus the built console) on one port.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const platform = openEmbeddedPlatform(options.dataDir);
  // EventStoreDB when EVENTSTORE_CONNECTION_STRING is set, the embedded SQLite log otherwise.
  const log = options.log ?? ((message, error) => console.error(message, error));
  const store = eventStoreFromEnv(platform.eventStore, process.env, log);
  // Every append is checked against the contracts' event schemas; older versions are upcast on read.
  const eventStore = schemaCheckedEventStore(store);
  // Kafka when KAFKA_BROKERS is set, the embedded SQLite bus otherwise: the relay and the engine only see the port.
  const eventBus = options.eventBus ?? eventBusFromEnv(platform.eventBus);
  // MongoDB when MONGODB_URL is set, the embedded SQLite read models otherwise.
  const documentStore = options.documentStore ?? documentStoreFromEnv(platform.documentStore, process.env, 'command-service');
  const runProjections = options.runProjections ?? true;
  const runner = runProjections
    ? new ProjectorRunner({
        eventStore,
        documentStore,
        projector: readModelsProjector,
        onError: (error) => log('read-model projector stopped', error),
      })
    : null;
  await runner?.start();
  // Queries only: the collections must be known to this connection even when another process projects.
  if (!runner) for (const projection of readModelsProjector.projections) await documentStore.ensureCollection(projection.collection);
  // The relay publishes the log to the bus, where the campaign engine (and any other consumer) reads it.
  const relay = runProjections
    ? await startRelay({
        eventStore,
        bus: eventBus,
        checkpoints: documentStore,
        onError: (error) => log('relay stopped', error),
      })
    : null;
  const clock = options.clock ?? systemClock;
  // The campaign engine reads the bus the relay fills (in the distributed setup it runs on its own).
  const campaignEngine = (options.runCampaignEngine ?? true)
    ? await startEmbeddedCampaignEngine({ dataDir: options.dataDir, bus: eventBus, eventStore, outbox: documentStore, clock, log })
    : null;
  const services: Services = {
    eventStore,
    documents: documentStore,
    credentials: platform.credentials,
    revokedTokens: platform.revokedTokens,
    tokens: createTokenService(loadSigningSecret(options.dataDir), undefined, () => clock.now()),
    clock,
    mail: options.mail ?? new OutboxMailer(join(options.dataDir, 'mail-outbox.jsonl')),
    readModelsReached: (position, timeoutMs = 2000) =>
      runner ? runner.waitFor(position, timeoutMs) : waitForCheckpoint(documentStore, readModelsProjector.name, position, timeoutMs),
    zipcodes: viaCepLookup(options.zipcodeServiceUrl ?? process.env.ZIPCODE_SERVICE_URL),
    passes: options.passValidator ?? sandboxPassValidator,
  };
  const seeded = options.seed ? await seedIfEmpty(services) : false;
  let ready = false;
  const app = createApp(services, {
    adminUiDir: options.adminUiDir,
    checkoutUiDir: options.checkoutUiDir,
    introspection: options.introspection,
    limiter: createLoginRateLimiter(options.loginRateLimit),
    // A stopped projector means stale reads and timed-out mutations: report it instead of hiding it.
    isReady: () => ready && (runner?.error ?? null) === null,
    log,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(s));
  });
  ready = true;
  const planCalendar = startPlanCalendar(services, log);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    services,
    seeded,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await campaignEngine?.stop();
      await relay?.stop();
      await planCalendar.stop();
      await runner?.stop();
      if (eventBus !== platform.eventBus) await eventBus.close();
      if (documentStore !== platform.documentStore) await documentStore.close();
      if (store !== platform.eventStore) await store.close();
      await platform.close();
    },
  };
}

import { documentStoreFromEnv, eventBusFromEnv, eventStoreFromEnv, openEmbeddedPlatform, OutboxMailer, schemaCheckedEventStore, systemClock, type Clock, type DocumentStore, type EventBus, type MailSender } from '@gym/platform';
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
import { startBackground, type Background } from './background/background.ts';
import { startBackgroundThread } from './background/backgroundThread.ts';
import { notifyingEventStore } from './background/notifyingEventStore.ts';

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
  /**
   * Run the projector, the relay and the campaign engine in a worker thread (default true). They run in
   * this process when false, or when `clock`, `eventBus` or `documentStore` is given (objects that cannot
   * cross threads), or when this process runs no projector (`runProjections: false`).
   */
  readonly backgroundThread?: boolean;
}

export interface RunningServer {
  readonly url: string;
  readonly services: Services;
  readonly seeded: boolean;
  close(): Promise<void>;
}

/**
 * The embedded default in one process: SQLite event log and read models under `dataDir`, the
 * projector following the log (in a worker thread), and the HTTP API (plus the built console) on one port.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const clock = options.clock ?? systemClock;
  const runProjections = options.runProjections ?? true;
  const runCampaignEngine = options.runCampaignEngine ?? true;
  // The background work (projector, relay, campaign engine) gets a thread of its own unless a test hands
  // in a clock, a bus or a store, which cannot cross to another thread: then it runs in this process.
  const inThread =
    (options.backgroundThread ?? true) && runProjections && options.clock === undefined && options.eventBus === undefined && options.documentStore === undefined;
  // The thread opens (and creates or rebuilds) the read models before this process opens its connections.
  let background: Background | null = inThread ? await startBackgroundThread({ dataDir: options.dataDir, runCampaignEngine, log }) : null;
  const platform = openEmbeddedPlatform(options.dataDir);
  // EventStoreDB when EVENTSTORE_CONNECTION_STRING is set, the embedded SQLite log otherwise.
  const store = eventStoreFromEnv(platform.eventStore, process.env, log);
  // Every append is checked against the contracts' event schemas; older versions are upcast on read.
  const eventStore = schemaCheckedEventStore(notifyingEventStore(store, () => background?.notifyAppended()));
  // MongoDB when MONGODB_URL is set, the embedded SQLite read models otherwise. With the thread, this
  // connection only reads (the thread writes as `command-service`), so it recovers no batch of its own.
  const documentStore = options.documentStore ?? documentStoreFromEnv(platform.documentStore, process.env, inThread ? 'command-service-queries' : 'command-service');
  let eventBus: EventBus | null = null;
  if (!background) {
    // Kafka when KAFKA_BROKERS is set, the embedded SQLite bus otherwise: the relay and the engine only see the port.
    eventBus = options.eventBus ?? eventBusFromEnv(platform.eventBus);
    background = await startBackground({ dataDir: options.dataDir, eventStore, documentStore, eventBus, clock, log, runProjections, runCampaignEngine });
  }
  const bg = background;
  let ownUrl = 'http://127.0.0.1:3000';
  const services: Services = {
    eventStore,
    documents: documentStore,
    credentials: platform.credentials,
    revokedTokens: platform.revokedTokens,
    tokens: createTokenService(loadSigningSecret(options.dataDir), undefined, () => clock.now()),
    clock,
    mail: options.mail ?? new OutboxMailer(join(options.dataDir, 'mail-outbox.jsonl')),
    readModelsReached: (position, timeoutMs = 2000) => bg.readModelsReached(position, timeoutMs),
    zipcodes: viaCepLookup(options.zipcodeServiceUrl ?? process.env.ZIPCODE_SERVICE_URL),
    passes: options.passValidator ?? sandboxPassValidator,
    publicUrl: () => process.env.PUBLIC_URL ?? ownUrl,
  };
  const seeded = options.seed ? await seedIfEmpty(services) : false;
  let ready = false;
  const app = createApp(services, {
    adminUiDir: options.adminUiDir,
    checkoutUiDir: options.checkoutUiDir,
    introspection: options.introspection,
    limiter: createLoginRateLimiter(options.loginRateLimit),
    // A stopped projector means stale reads and timed-out mutations: report it instead of hiding it.
    isReady: () => ready && bg.error === null,
    log,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(s));
  });
  ready = true;
  const planCalendar = startPlanCalendar(services, log);
  const { port } = server.address() as AddressInfo;
  ownUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    services,
    seeded,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await planCalendar.stop();
      await bg.stop();
      if (eventBus && eventBus !== platform.eventBus) await eventBus.close();
      if (documentStore !== platform.documentStore) await documentStore.close();
      if (store !== platform.eventStore) await store.close();
      await platform.close();
    },
  };
}

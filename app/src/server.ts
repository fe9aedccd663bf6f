import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { campaignOutboxReader } from '@gym/campaign-engine';
import {
  createApp,
  createLoginRateLimiter,
  type LoginRateLimits,
  createSecretBox,
  createTokenService,
  currentRequestOrigin,
  ensureStarterExercises,
  loadSecretKey,
  loadSigningSecret,
  parseTrustProxy,
  logFunction,
  ownAddress,
  startPlanCalendar,
  startRenewals,
  startChargeRun,
  startAccountBilling,
  startPointsRulesReactor,
  type PointsRulesReactor,
  type CheckoutRateLimits,
  type Services,
} from '@gym/command-service';
import {
  personalDataEventStore,
  personalDataSealer,
  schemaCheckedEventStore,
  systemClock,
  type BlobStorage,
  type Clock,
  type DocumentStore,
  type EventBus,
  type SystemMail,
  type PassValidator,
  type PaymentPorts,
} from '@gym/platform';
import {
  blobStorageFromEnv,
  documentStoreFromEnv,
  eventBusFromEnv,
  eventStoreFromEnv,
  paymentsFromEnv,
  subjectKeysFromEnv,
} from '@gym/platform/config';
import { systemMailFromEnv } from '@gym/platform/mail';
import { sandboxPassValidator } from '@gym/platform/passes/sandbox';
import { openEmbeddedPlatform, openIdempotencyStore, openUploadLedger, scrubSqliteFiles } from '@gym/platform/sqlite';
import { viaCepLookup } from '@gym/platform/zipcode/viaCep';
import type { Logger } from 'pino';
import { startBackground, type Background } from './background/background.ts';
import { startBackgroundThread } from './background/backgroundThread.ts';
import { notifyingEventStore } from './background/notifyingEventStore.ts';
import { superviseBackground } from './background/supervisedBackground.ts';
import { seedIfEmpty } from './seed.ts';

export interface ServerOptions {
  readonly dataDir: string;
  readonly port?: number;
  readonly host?: string;
  readonly seed?: boolean;
  readonly adminUiDir?: string;
  readonly checkoutUiDir?: string;
  /** Built member app (member-app/dist), served at /{account}/app. */
  readonly memberAppDir?: string;
  readonly clock?: Clock;
  /** The bus of the relay and the campaign engine; default: Kafka when KAFKA_BROKERS is set, else the embedded bus. */
  readonly eventBus?: EventBus;
  /** The read models, the relay's checkpoint and the campaign outbox; default: MongoDB when MONGODB_URL is set, else the embedded SQLite store. */
  readonly documentStore?: DocumentStore;
  /** The API's own mail; default SMTP when SMTP_HOST is set, else the embedded outbox, DATA_DIR/mail-outbox.jsonl. */
  readonly mail?: SystemMail;
  readonly introspection?: boolean;
  /** Past this many events behind the log, /healthz answers 503 (default 1,000). */
  readonly maxProjectorLag?: number;
  readonly loginRateLimit?: LoginRateLimits;
  readonly log?: (message: string, error?: unknown) => void;
  /** The structured logger (pino) of `npm start`: request lines with ids; `log` defaults to it. */
  readonly logger?: Logger;
  /** Base address of the postal-code service (default ZIPCODE_SERVICE_URL or https://viacep.com.br). */
  readonly zipcodeServiceUrl?: string;
  readonly passValidator?: PassValidator;
  /** Card and hosted-checkout providers; default: the sandbox, plus Stripe when STRIPE_SECRET_KEY is set. */
  readonly payments?: PaymentPorts;
  /** Anti-carding limits of the public checkout (benchmarks raise them). */
  readonly checkoutLimits?: CheckoutRateLimits;
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
  /** Uploaded media; default: S3 when S3_BUCKET is set, else files under DATA_DIR/uploads. */
  readonly blobStorage?: BlobStorage;
  /** The address browsers reach this server at (default PUBLIC_URL; else each request's origin, and localhost:<port> outside requests). */
  readonly publicUrl?: string;
  /** Run the recurring card billing's daily charge run on a timer (default true; tests call runDailyCharges). */
  readonly chargeRun?: boolean;
  /** express's `trust proxy`: proxy hops or addresses in front of the server (default TRUST_PROXY, else none). */
  readonly trustProxy?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly services: Services;
  readonly seeded: boolean;
  /** The automatic points rules' reactor (tests wait on it). */
  readonly pointsRules: PointsRulesReactor;
  close(): Promise<void>;
}

/**
 * The embedded default in one process: SQLite event log and read models under `dataDir`, the
 * projector following the log (in a worker thread), and the HTTP API (plus the built console) on one port.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log =
    options.log ?? (options.logger ? logFunction(options.logger) : (message, error) => console.error(message, error));
  const clock = options.clock ?? systemClock;
  const runProjections = options.runProjections ?? true;
  const runCampaignEngine = options.runCampaignEngine ?? true;
  // The background work (projector, relay, campaign engine) gets a thread of its own unless a test hands
  // in a clock, a bus or a store, which cannot cross to another thread: then it runs in this process.
  const inThread =
    (options.backgroundThread ?? true) &&
    runProjections &&
    options.clock === undefined &&
    options.eventBus === undefined &&
    options.documentStore === undefined;
  // The thread opens (and creates or rebuilds) the read models before this process opens its connections.
  // Supervised: a thread that dies or a projector that stops is started again (issue 27).
  let background: Background | null = inThread
    ? await superviseBackground(() => startBackgroundThread({ dataDir: options.dataDir, runCampaignEngine, log }), {
        log,
      })
    : null;
  const platform = openEmbeddedPlatform(options.dataDir);
  // EventStoreDB when EVENTSTORE_CONNECTION_STRING is set, the embedded SQLite log otherwise.
  const store = eventStoreFromEnv(platform.eventStore, process.env, log);
  // Every append is checked against the contracts' event schemas; older versions are upcast on read.
  // Students' personal data sealed on append and opened on read with their keys (LGPD erasure, issue 27).
  const subjectKeys = subjectKeysFromEnv(options.dataDir);
  const notifying = notifyingEventStore(store, () => background?.notifyAppended());
  const eventStore = schemaCheckedEventStore(personalDataEventStore(notifying, subjectKeys));
  // MongoDB when MONGODB_URL is set, the embedded SQLite read models otherwise. With the thread, this
  // connection only reads (the thread writes as `command-service`), so it recovers no batch of its own.
  const documentStore =
    options.documentStore ??
    documentStoreFromEnv(platform.documentStore, process.env, inThread ? 'command-service-queries' : 'command-service');
  let eventBus: EventBus | null = null;
  if (!background) {
    // Kafka when KAFKA_BROKERS is set, the embedded SQLite bus otherwise: the relay and the engine only see the port.
    eventBus = options.eventBus ?? eventBusFromEnv(platform.eventBus);
    background = await startBackground({
      dataDir: options.dataDir,
      eventStore,
      // The bus carries the log as stored (sealed); the campaign engine opens what it consumes.
      relayEventStore: schemaCheckedEventStore(notifying),
      openEvents: personalDataSealer(subjectKeys).open,
      documentStore,
      eventBus,
      clock,
      log,
      runProjections,
      runCampaignEngine,
    });
  }
  const bg = background;
  const blobs = options.blobStorage ?? (await blobStorageFromEnv(options.dataDir));
  const signingKey = loadSigningSecret(options.dataDir);
  let listeningUrl = '';
  // Where links point when no request tells (e-mails, jobs): never 0.0.0.0 (issue 35); set once listening.
  let ownUrl = '';
  const configuredUrl = () => options.publicUrl ?? (process.env.PUBLIC_URL || undefined);
  const uploadLedger = openUploadLedger(options.dataDir);
  const secrets = createSecretBox(loadSecretKey(options.dataDir));
  // Passwords and link tokens in the outbox are sealed with the secrets key (issue 36): never in clear at rest.
  const systemMail = options.mail
    ? null
    : systemMailFromEnv(join(options.dataDir, 'mail-outbox.jsonl'), process.env, secrets);
  const services: Services = {
    eventStore,
    documents: documentStore,
    credentials: platform.credentials,
    revokedTokens: platform.revokedTokens,
    tokens: createTokenService(signingKey, undefined, () => clock.now()),
    clock,
    mail: options.mail ?? (systemMail as SystemMail),
    readModelsReached: (position, timeoutMs = 2000) => bg.readModelsReached(position, timeoutMs),
    zipcodes: viaCepLookup(options.zipcodeServiceUrl ?? process.env.ZIPCODE_SERVICE_URL),
    passes: options.passValidator ?? sandboxPassValidator,
    campaignOutbox: campaignOutboxReader(documentStore),
    payments: options.payments ?? paymentsFromEnv(process.env),
    secrets,
    uploads: {
      blobs,
      secret: `${Buffer.from(signingKey).toString('base64')}:uploads`,
      ledger: uploadLedger,
    },
    publicUrl: () => (configuredUrl() ?? currentRequestOrigin() ?? ownUrl).replace(/\/+$/, ''),
    ownUrl: () => (configuredUrl() ?? ownUrl).replace(/\/+$/, ''),
    privacy: { keys: subjectKeys, scrub: () => scrubSqliteFiles(options.dataDir) },
  };
  const seeded = options.seed ? await seedIfEmpty(services) : false;
  // After the seed, which only seeds an empty log.
  await services.readModelsReached(await ensureStarterExercises(services), 10_000);
  let ready = false;
  const idempotency = openIdempotencyStore(options.dataDir);
  const app = createApp(services, {
    idempotency,
    adminUiDir: options.adminUiDir,
    checkoutUiDir: options.checkoutUiDir,
    memberAppDir: options.memberAppDir,
    introspection: options.introspection,
    limiter: createLoginRateLimiter(options.loginRateLimit),
    checkoutLimits: options.checkoutLimits,
    trustProxy: parseTrustProxy(options.trustProxy ?? process.env.TRUST_PROXY),
    // A stopped projector means stale reads and timed-out mutations: report it instead of hiding it.
    isReady: () => ready && bg.error === null,
    projectorStalled: () => bg.stalled?.() ?? false,
    projectorLag: async () => {
      const committed = bg.committedPosition?.() ?? null;
      return committed === null ? null : Math.max(0, (await eventStore.headPosition()) - committed);
    },
    ...(options.maxProjectorLag !== undefined ? { maxProjectorLag: options.maxProjectorLag } : {}),
    log,
    logger: options.logger,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(s));
  });
  ready = true;
  // Hostile traffic (bench hostileTraffic): each scavenge on the main thread promotes the in-flight
  // hostile requests' garbage (~5 MB) to old space, and V8's default growing factor let old space
  // reach ~4x its live size (64 -> 220 MB) before a full collection: transient garbage, not live data,
  // set the peak RSS (489-526 MB against 512). A factor of 1.5 bounds it (peak ~390-410 MB; main-thread
  // CPU per hostile request 0.79-0.99 ms against 0.83, within the host's noise). Set once listening,
  // after the start's allocation bursts (and the background thread's start); the flag is process-wide.
  // V8 applies it at the next full collection, which may come only with the attack (then with the limit
  // the last one set: the peak was still 490 - 506 MB in 4 of 11 runs), so one full collection is asked for here
  // (~10 ms, once). A --heap-growing-percent given to node wins.
  if (!`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`.includes('heap-growing-percent')) {
    v8.setFlagsFromString('--heap-growing-percent=50');
    v8.setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    v8.setFlagsFromString('--no-expose-gc');
  }
  const planCalendar = startPlanCalendar(services, log);
  // Renewals open the next periods (payments included) the charge run then charges.
  const renewals = startRenewals(services, log);
  const chargeRun = options.chargeRun === false ? null : startChargeRun(services, log);
  const accountBilling = startAccountBilling(services, log);
  // The automatic points rules (/admin/crm-settings): a reactor on the log with its own checkpoint.
  const pointsRules = await startPointsRulesReactor(services, log);
  const { port } = server.address() as AddressInfo;
  listeningUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  ownUrl = ownAddress(options.host ?? '127.0.0.1', port);
  return {
    url: listeningUrl,
    services,
    seeded,
    pointsRules,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await planCalendar.stop();
      await renewals.stop();
      await chargeRun?.stop();
      await accountBilling.stop();
      await pointsRules.stop();
      await bg.stop();
      systemMail?.close();
      uploadLedger.close();
      if (eventBus && eventBus !== platform.eventBus) await eventBus.close();
      if (documentStore !== platform.documentStore) await documentStore.close();
      if (store !== platform.eventStore) await store.close();
      if (blobs !== options.blobStorage) await blobs.close();
      await platform.close();
      await subjectKeys.close();
      idempotency.close();
    },
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { documentStoreFromEnv, eventBusFromEnv, eventStoreFromEnv, subjectKeysFromEnv } from '@gym/platform/config';
import { openEmbeddedPlatform } from '@gym/platform/sqlite';
import { personalDataEventStore, ProjectorRunner, schemaCheckedEventStore } from '@gym/platform';
import { createLogger, logFunction, type Logger } from '@gym/platform/logging';
import { readModelsProjector } from './readModels.ts';
import { startRelay } from './relay/relay.ts';
import { startAnalyticsRunner } from './analytics/analyticsRunner.ts';

export interface ProjectionServiceOptions {
  /** The read-model store (and the embedded log and bus when no server is configured) live here. */
  readonly dataDir: string;
  readonly port?: number;
  readonly host?: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly log?: (message: string, error?: unknown) => void;
  /** Where `log` writes when not given: pino JSON lines with the API's redaction (default: stdout). */
  readonly logger?: Logger;
}

export interface RunningProjectionService {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The read side on its own (distributed setup; the API then runs with RUN_PROJECTIONS=false): the
 * read-model projector and the relay, each following the event log from its checkpoint, and
 * `GET /healthz`, 200 once both run (after any rebuild) and 503 when the projector has stopped.
 */
export async function startProjectionService(options: ProjectionServiceOptions): Promise<RunningProjectionService> {
  const env = options.env ?? process.env;
  const log = options.log ?? logFunction(options.logger ?? createLogger({ service: 'projection-service' }));
  const platform = openEmbeddedPlatform(options.dataDir);
  const store = eventStoreFromEnv(platform.eventStore, env, log);
  // The projector reads the students' personal data opened with their keys; the relay publishes it sealed.
  const subjectKeys = subjectKeysFromEnv(options.dataDir, env);
  const eventStore = schemaCheckedEventStore(personalDataEventStore(store, subjectKeys));
  const relayEventStore = schemaCheckedEventStore(store);
  const bus = eventBusFromEnv(platform.eventBus, env);
  const documentStore = documentStoreFromEnv(platform.documentStore, env, 'projection-service');
  const runner = new ProjectorRunner({
    eventStore,
    documentStore,
    projector: readModelsProjector,
    onError: (error) => log('read-model projector stopped', error),
  });
  await runner.start();
  // The analysts' projector runs where the read models are projected (see docs/analysts.md).
  const analytics = startAnalyticsRunner({ eventStore, documentStore, log });
  const relay = await startRelay({
    eventStore: relayEventStore,
    bus,
    checkpoints: documentStore,
    onError: (error) => log('relay stopped', error),
  });

  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/healthz') {
      response.writeHead(404).end();
      return;
    }
    const ok = runner.error === null;
    response.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ status: ok ? 'ok' : 'projector stopped', readModels: runner.position(), relay: relay.position }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await relay.stop();
      await analytics.stop();
      await runner.stop();
      if (bus !== platform.eventBus) await bus.close();
      if (documentStore !== platform.documentStore) await documentStore.close();
      if (store !== platform.eventStore) await store.close();
      await platform.close();
      await subjectKeys.close();
    },
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@gym/platform/logging';
import { startProjectionService } from './service.ts';

/**
 * `npm start -w projection-service`: the projector and the relay without the API (distributed
 * setup). Same variables as the API: DATA_DIR, EVENTSTORE_CONNECTION_STRING, KAFKA_BROKERS...;
 * PROJECTION_PORT (default 3001) serves GET /healthz: not PORT, which the API reads (issue 27: run side by
 * side with one environment, both took PORT and the second failed to listen).
 */
// Same default folder as the API's main (the repository's data/), whatever the working directory.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
// pino JSON lines with the API's redaction list (issue 27): never console.
const logger = createLogger({ service: 'projection-service' });
const service = await startProjectionService({
  dataDir,
  logger,
  port: Number(process.env.PROJECTION_PORT ?? 3001),
  host: process.env.HOST ?? '0.0.0.0',
});
logger.info(
  `projection-service: projeções e relay seguindo o log (dados em ${dataDir}); saúde em ${service.url}/healthz`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void service.close().then(() => process.exit(0)));
}

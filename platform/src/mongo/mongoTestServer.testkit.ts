import { afterAll, beforeAll } from 'vitest';
import { mongoWireUnavailableReason, startMongoWireServer, type MongoWireServer } from '../../../scripts/mongo/server.ts';

/**
 * Why the MongoDB suites cannot run here, or null when they can. Java 17 and Maven are on every
 * machine of ours, so on CI a missing one is a failure, never a silent skip.
 */
export function mongoSkipReason(): string | null {
  const reason = mongoWireUnavailableReason();
  if (reason && process.env.CI) throw new Error(`MongoDB suites cannot run: ${reason}`);
  if (reason) console.warn(`[MongoDB suites skipped] ${reason}`);
  return reason;
}

/** A real MongoDB-wire server for the suite of the calling file: started before its tests, stopped after them. */
export function useMongoWireServer(): () => MongoWireServer {
  let server: MongoWireServer | null = null;
  beforeAll(async () => {
    server = await startMongoWireServer();
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the MongoDB-wire server is not running');
    return server;
  };
}

let databases = 0;
/** A fresh database name, so each test sees an empty store on the shared server. */
export const freshDatabase = (suite: string) => `${suite}_${process.pid}_${Date.now()}_${++databases}`;

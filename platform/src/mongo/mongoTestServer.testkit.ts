import {
  mongoWireUnavailableReason,
  startMongoWireServer,
  type MongoWireServer,
} from '../../../scripts/mongo/server.ts';
import { startMongoDb } from '../testing/containers.testkit.ts';
import { notKillableInContainer, realServerKit } from '../testing/realServer.testkit.ts';

/** A real MongoDB: mongo:8.0 through testcontainers where a Docker engine answers, else the MongoDB-wire server on the JVM (scripts/mongo). */
const kit = await realServerKit<MongoWireServer>({
  name: 'MongoDB',
  localLabel: 'mongo-java-server on the JVM, Maven Central jars',
  localUnavailable: mongoWireUnavailableReason,
  startLocal: startMongoWireServer,
  startContainer: async () => {
    const started = await startMongoDb();
    return {
      url: started.connectionString,
      kill: notKillableInContainer('MongoDB'),
      start: notKillableInContainer('MongoDB'),
      close: started.stop,
      cpuMs: () => 0,
    };
  },
});

/** Why the MongoDB suites of the calling file cannot run, or null. */
export const mongoSkipReason = (options?: { readonly local?: boolean }): string | null => kit.skipReason(options);

/** Which server the suites get, for their names. */
export const mongoServerLabel = (options?: { readonly local?: boolean }): string => kit.label(options);

/** A real MongoDB server for the suite of the calling file: started before its tests, stopped after them. */
export const useMongoWireServer = (options?: { readonly local?: boolean }): (() => MongoWireServer) => kit.use(options);

let databases = 0;
/** A fresh database name, so each test sees an empty store on the shared server. */
export const freshDatabase = (suite: string) => `${suite}_${process.pid}_${Date.now()}_${++databases}`;

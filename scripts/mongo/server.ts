import path from 'node:path';
import { ensureJars, freePort, jvmProcess, jvmUnavailableReason } from '../jvm.ts';

/**
 * A real MongoDB-wire server for the tests and benchmarks: de.bwaldvogel's mongo-java-server with its
 * in-memory backend on 127.0.0.1, started on the JVM from jars Maven fetches from Maven Central once
 * into .cache/ (scripts/mongo/pom.xml). FerretDB was the first choice, but the Go module proxy refuses
 * its modules from this machine. What this server does not do (transactions, sessions, durability):
 * docs/architecture.md, "MongoDB".
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const VERSION = '1.47.0';
const LIBS = path.join(ROOT, '.cache', `mongo-java-server-${VERSION}`, 'libs');

export function mongoWireUnavailableReason(): string | null {
  return jvmUnavailableReason(LIBS, 'mongo-java-server');
}

export function ensureMongoWireJars(): void {
  ensureJars(path.join(import.meta.dirname, 'pom.xml'), LIBS, `mongo-java-server-${VERSION}`);
}

export interface MongoWireServer {
  /** e.g. mongodb://127.0.0.1:40123 */
  readonly url: string;
  /** Kills the server process; being in memory, its data is gone with it. */
  kill(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
  /** CPU time the server process has used, in ms (0 where not known, e.g. in a container). */
  cpuMs(): number;
}

export async function startMongoWireServer(): Promise<MongoWireServer> {
  ensureMongoWireJars();
  const port = await freePort();
  // Java 11+ runs a single-file source directly: no build step, no class files to cache.
  const server = jvmProcess(
    'MongoDB-wire server',
    [
      '-Xmx768m',
      '-XX:+UseSerialGC',
      '-cp',
      `${LIBS}/*`,
      path.join(import.meta.dirname, 'MongoWireServer.java'),
      String(port),
    ],
    port,
  );
  await server.start();
  return {
    url: `mongodb://127.0.0.1:${port}`,
    kill: server.kill,
    start: server.start,
    close: server.kill,
    cpuMs: server.cpuMs,
  };
}

import { afterAll, beforeAll } from 'vitest';
import { dockerEngineAvailable } from './containers.testkit.ts';

/** A server a suite runs against; `close` stops it and removes its data. */
export interface Closable {
  close(): Promise<void>;
}

export interface RealServerSource<S extends Closable> {
  /** What the suites call it, e.g. 'Kafka'. */
  readonly name: string;
  /** How the local server is had, for the suites' names, e.g. 'one KRaft node on the JVM, Maven Central jars'. */
  readonly localLabel: string;
  /** Why the local server (on the JVM, from Maven Central jars) cannot start here, or null. */
  readonly localUnavailable: () => string | null;
  readonly startLocal: () => Promise<S>;
  /** The same server through testcontainers, used wherever a Docker engine answers. */
  readonly startContainer: () => Promise<S>;
}

export interface RealServerKit<S extends Closable> {
  /** Why the suites of the calling file cannot run, or null. With `local`, only the local server will do. */
  skipReason(options?: { readonly local?: boolean }): string | null;
  /** A server for the suite of the calling file: started before its tests, stopped after them. */
  use(options?: { readonly local?: boolean }): () => S;
  /** Which server the suites get, for their names: testcontainers or the local one. */
  label(options?: { readonly local?: boolean }): string;
}

/** kill/start of a server in a container: refused, since only the local server's process is ours to kill in place. */
export const notKillableInContainer = (name: string) => async (): Promise<never> => {
  throw new Error(`a ${name} server in a container is not killed in place: ask for the local one ({ local: true })`);
};

/**
 * Where a Docker engine answers, testcontainers runs the real server; otherwise the local one is
 * started on the JVM. Java 17 and Maven are on every machine of ours, so on CI a server that cannot
 * be had is a failure, never a silent skip. Suites that kill and restart the server in place ask for
 * the local one (`local: true`), whose process they control.
 */
export async function realServerKit<S extends Closable>(source: RealServerSource<S>): Promise<RealServerKit<S>> {
  const docker = await dockerEngineAvailable();
  const localReason = source.localUnavailable();
  const useContainer = (local: boolean) => docker.available && !local;
  const reasons = new Map<boolean, string | null>();
  const skipReason = (options?: { readonly local?: boolean }): string | null => {
    const local = options?.local ?? false;
    if (!reasons.has(local)) {
      const reason =
        useContainer(local) || localReason === null
          ? null
          : `${localReason}${docker.available ? '' : `, and no Docker engine (${docker.reason})`}`;
      if (reason && process.env.CI) throw new Error(`${source.name} suites cannot run: ${reason}`);
      if (reason) console.warn(`[${source.name} suites skipped] ${reason}`);
      reasons.set(local, reason);
    }
    return reasons.get(local)!;
  };
  return {
    skipReason,
    label: (options) => (useContainer(options?.local ?? false) ? 'testcontainers' : source.localLabel),
    use(options) {
      const local = options?.local ?? false;
      let server: S | null = null;
      beforeAll(async () => {
        server = await (useContainer(local) ? source.startContainer() : source.startLocal());
      }, 180_000);
      afterAll(async () => {
        await server?.close();
      });
      return () => {
        if (!server) throw new Error(`the ${source.name} server is not running`);
        return server;
      };
    },
  };
}

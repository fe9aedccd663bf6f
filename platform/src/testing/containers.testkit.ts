import { KafkaContainer } from '@testcontainers/kafka';
import { MongoDBContainer } from '@testcontainers/mongodb';
import { GenericContainer, getContainerRuntimeClient, Wait } from 'testcontainers';

/**
 * Real servers for the suites, started through testcontainers wherever a Docker engine answers
 * (a developer's laptop, a CI runner with Docker). Each starter answers the address to give the
 * adapter and `stop()`; the images are pinned so a suite means the same thing everywhere.
 */
export interface StartedServer {
  /** What the adapter is configured with: an esdb:// or mongodb:// connection string, or Kafka's host:port. */
  readonly connectionString: string;
  stop(): Promise<void>;
}

export const EVENTSTOREDB_IMAGE = 'eventstore/eventstore:24.10';
export const KAFKA_IMAGE = 'confluentinc/cp-kafka:7.9.0';
export const MONGODB_IMAGE = 'mongo:8.0';

export type DockerProbe = { readonly available: true } | { readonly available: false; readonly reason: string };

let probe: Promise<DockerProbe> | null = null;

/**
 * Whether testcontainers finds a working container runtime (its own detection: DOCKER_HOST, the
 * testcontainers config, the usual sockets); the reason when it does not. Probed once per process,
 * and never for longer than 10 s.
 */
export function dockerEngineAvailable(): Promise<DockerProbe> {
  probe ??= Promise.race([
    // Its strategies only hand out a client whose engine answered an info request.
    getContainerRuntimeClient().then(
      (): DockerProbe => ({ available: true }),
      (error: unknown): DockerProbe => ({ available: false, reason: describe(error) }),
    ),
    new Promise<DockerProbe>((resolve) =>
      setTimeout(
        () => resolve({ available: false, reason: 'no answer from a container runtime within 10 s' }),
        10_000,
      ).unref(),
    ),
  ]);
  return probe;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** EventStoreDB, one insecure in-memory node with projections off; answers `esdb://host:port?tls=false`. */
export async function startEventStoreDb(): Promise<StartedServer> {
  const container = await new GenericContainer(EVENTSTOREDB_IMAGE)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_TELEMETRY_OPTOUT: 'true',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return {
    connectionString: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

/** Apache Kafka, one KRaft node (Confluent's image, which @testcontainers/kafka drives); answers `host:port`. */
export async function startKafka(): Promise<StartedServer> {
  const container = await new KafkaContainer(KAFKA_IMAGE).withKraft().start();
  return {
    connectionString: `${container.getHost()}:${container.getMappedPort(9093)}`,
    stop: async () => {
      await container.stop();
    },
  };
}

/**
 * MongoDB, a single-node replica set (transactions work); answers a `mongodb://` connection string.
 * Direct connection: the set advertises the container's own host name, which the host cannot resolve.
 */
export async function startMongoDb(): Promise<StartedServer> {
  const container = await new MongoDBContainer(MONGODB_IMAGE).start();
  return {
    connectionString: `${container.getConnectionString()}/?directConnection=true`,
    stop: async () => {
      await container.stop();
    },
  };
}

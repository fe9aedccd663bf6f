import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureJars, freePort, jvmProcess, jvmUnavailableReason } from '../jvm.ts';

/**
 * A real Apache Kafka broker for the tests and benchmarks: one KRaft node (broker and controller) on
 * 127.0.0.1, started on the JVM from the broker's jars, which Maven fetches from Maven Central once
 * into .cache/kafka-<version>/ (scripts/kafka/pom.xml). No Docker engine is needed.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const VERSION = '3.9.1';
const LIBS = path.join(ROOT, '.cache', `kafka-${VERSION}`, 'libs');
const CLASSPATH = `${LIBS}/*`;

/** Why a broker cannot be started here, or null when it can. */
export function kafkaUnavailableReason(): string | null {
  return jvmUnavailableReason(LIBS, 'Kafka');
}

/** Fetches the broker's jars into .cache/ once. */
export function ensureKafkaJars(): void {
  ensureJars(path.join(import.meta.dirname, 'pom.xml'), LIBS, `kafka_2.13-${VERSION}`);
}

export interface KafkaBroker {
  /** bootstrap address, e.g. 127.0.0.1:40123 */
  readonly brokers: string;
  /** Kills the broker process (as a crash would); its data stays for `start()`. */
  kill(): Promise<void>;
  /** Starts it again on the same ports and data. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

/** Starts a single-node KRaft broker with its data in a fresh temp folder. */
export async function startKafkaBroker(): Promise<KafkaBroker> {
  ensureKafkaJars();
  const dir = mkdtempSync(path.join(tmpdir(), 'gym-kafka-'));
  const [port, controllerPort] = [await freePort(), await freePort()];
  const config = path.join(dir, 'server.properties');
  writeFileSync(
    config,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      `log.dirs=${path.join(dir, 'data')}`,
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=4',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      // A lone test broker: no wait for more members before the first rebalance.
      'group.initial.rebalance.delay.ms=0',
      'auto.create.topics.enable=true',
      'num.partitions=1',
    ].join('\n'),
  );
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const clusterId = execFileSync('java', ['-cp', CLASSPATH, 'kafka.tools.StorageTool', 'random-uuid'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .trim()
    .split('\n')
    .at(-1)!;
  execFileSync('java', ['-cp', CLASSPATH, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config], {
    stdio: 'ignore',
  });

  const { start, kill } = jvmProcess(
    'Kafka broker',
    ['-Xmx512m', '-XX:+UseSerialGC', '-cp', CLASSPATH, 'kafka.Kafka', config],
    port,
  );
  await start();
  return {
    brokers: `127.0.0.1:${port}`,
    kill,
    start,
    async close() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

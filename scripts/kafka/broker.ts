import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real Apache Kafka broker for the tests and benchmarks: one KRaft node (broker and controller) on
 * 127.0.0.1, started on the JVM from the broker's jars, which Maven fetches from Maven Central once
 * into .cache/kafka-<version>/ (scripts/kafka/pom.xml). No Docker engine is needed.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const VERSION = '3.9.1';
const LIBS = path.join(ROOT, '.cache', `kafka-${VERSION}`, 'libs');
const CLASSPATH = `${LIBS}/*`;

function has(command: string): boolean {
  try {
    execFileSync(command, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why a broker cannot be started here, or null when it can. */
export function kafkaUnavailableReason(): string | null {
  if (!has('java')) return 'no Java runtime (java) on this machine';
  if (!existsSync(LIBS) && !has('mvn')) return 'the Kafka jars are not cached in .cache/ and Maven (mvn) is not installed to fetch them';
  return null;
}

/** Fetches the broker's jars into .cache/ once (a few seconds with a warm ~/.m2). */
export function ensureKafkaJars(): void {
  if (existsSync(LIBS) && readdirSync(LIBS).some((f) => f.startsWith(`kafka_2.13-${VERSION}`))) return;
  execFileSync('mvn', ['-q', '-B', '-f', path.join(import.meta.dirname, 'pom.xml'), 'dependency:copy-dependencies', `-DoutputDirectory=${LIBS}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const reachable = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

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
  const clusterId = execFileSync('java', ['-cp', CLASSPATH, 'kafka.tools.StorageTool', 'random-uuid'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n').at(-1)!;
  execFileSync('java', ['-cp', CLASSPATH, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config], { stdio: 'ignore' });

  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('java', ['-Xmx512m', '-XX:+UseSerialGC', '-cp', CLASSPATH, 'kafka.Kafka', config], { stdio: 'ignore' });
    const deadline = Date.now() + 60_000;
    while (!(await reachable(port))) {
      if (child.exitCode !== null) throw new Error(`the Kafka broker exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('the Kafka broker did not open its port within 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
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

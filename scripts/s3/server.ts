import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureJars, freePort, jvmProcess, jvmUnavailableReason } from '../jvm.ts';

/**
 * A real S3-compatible server for the tests and benchmarks: Adobe's S3Mock (Spring Boot) on the JVM,
 * from jars Maven fetches from Maven Central once into .cache/ (scripts/s3/pom.xml). It speaks the S3
 * REST API the AWS SDK uses, but checks no signature: the upload gate of our own server does the
 * refusing (docs/architecture.md, "Blob storage").
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const VERSION = '4.11.0';
const LIBS = path.join(ROOT, '.cache', `s3mock-${VERSION}`, 'libs');

export function s3MockUnavailableReason(): string | null {
  return jvmUnavailableReason(LIBS, 'S3Mock');
}

export function ensureS3MockJars(): void {
  ensureJars(path.join(import.meta.dirname, 'pom.xml'), LIBS, `s3mock-${VERSION}`);
}

export interface S3MockServer {
  /** e.g. http://127.0.0.1:40123 */
  readonly endpoint: string;
  readonly bucket: string;
  close(): Promise<void>;
}

export async function startS3Mock(bucket = 'gym-uploads'): Promise<S3MockServer> {
  ensureS3MockJars();
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const root = mkdtempSync(path.join(tmpdir(), 's3mock-'));
  const args = [
    '-Xmx384m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-cp',
    `${LIBS}/*`,
    'com.adobe.testing.s3mock.S3MockApplication',
    `--server.port=${httpsPort}`,
    `--com.adobe.testing.s3mock.httpPort=${httpPort}`,
    `--com.adobe.testing.s3mock.store.initialBuckets=${bucket}`,
    `--com.adobe.testing.s3mock.store.root=${root}`,
    '--spring.main.banner-mode=off',
    '--logging.level.root=WARN',
  ];
  const server = jvmProcess('S3Mock server', args, httpPort);
  await server.start();
  return {
    endpoint: `http://127.0.0.1:${httpPort}`,
    bucket,
    async close() {
      await server.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

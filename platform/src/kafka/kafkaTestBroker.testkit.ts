import { afterAll, beforeAll } from 'vitest';
import { kafkaUnavailableReason, startKafkaBroker, type KafkaBroker } from '../../../scripts/kafka/broker.ts';

/**
 * Why the Kafka suites cannot run here, or null when they can. Java 17 and Maven are on every machine
 * of ours, so on CI a missing one is a failure, never a silent skip.
 */
export function kafkaSkipReason(): string | null {
  const reason = kafkaUnavailableReason();
  if (reason && process.env.CI) throw new Error(`Kafka suites cannot run: ${reason}`);
  if (reason) console.warn(`[kafka suites skipped] ${reason}`);
  return reason;
}

/** A real broker for the suite of the calling file: started before its tests, removed after them. */
export function useKafkaBroker(): () => KafkaBroker {
  let broker: KafkaBroker | null = null;
  beforeAll(async () => {
    broker = await startKafkaBroker();
  }, 180_000);
  afterAll(async () => {
    await broker?.close();
  });
  return () => {
    if (!broker) throw new Error('the Kafka broker is not running');
    return broker;
  };
}

let namespaces = 0;
/** A fresh topic and group namespace, so each test sees an empty bus on the shared broker. */
export const freshNamespace = (suite: string) => `${suite}-${process.pid}-${Date.now()}-${++namespaces}`;

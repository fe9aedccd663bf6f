import type { EventBus } from '../ports/eventBus.ts';
import { KafkaEventBus } from '../kafka/eventBus.ts';

/**
 * The bus the environment asks for: Kafka when KAFKA_BROKERS is set (comma-separated bootstrap
 * servers; KAFKA_NAMESPACE prefixes topics and groups), otherwise the embedded one given.
 */
export function eventBusFromEnv(embedded: EventBus, env: NodeJS.ProcessEnv = process.env): EventBus {
  const brokers =
    env.KAFKA_BROKERS?.split(',')
      .map((b) => b.trim())
      .filter(Boolean) ?? [];
  if (brokers.length === 0) return embedded;
  return new KafkaEventBus({
    brokers,
    namespace: env.KAFKA_NAMESPACE || undefined,
    partitions: Number(env.KAFKA_PARTITIONS ?? 6),
  });
}

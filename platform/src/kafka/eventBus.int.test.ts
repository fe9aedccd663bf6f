import { describe } from 'vitest';
import { eventBusContract } from '../contract/eventBus.contract.ts';
import { KafkaEventBus } from './eventBus.ts';
import { freshNamespace, kafkaServerLabel, kafkaSkipReason, useKafkaBroker } from './kafkaTestBroker.testkit.ts';

const skipReason = kafkaSkipReason();

describe.skipIf(skipReason !== null)(
  `Kafka event bus on a real broker (${kafkaServerLabel()})`,
  { timeout: 60_000 },
  () => {
    const broker = useKafkaBroker();
    eventBusContract('Kafka', async () => {
      const bus = new KafkaEventBus({ brokers: [broker().brokers], namespace: freshNamespace('contract') });
      return { bus, cleanup: () => bus.close() };
    });
  },
);

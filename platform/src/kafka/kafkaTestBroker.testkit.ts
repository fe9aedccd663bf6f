import { kafkaUnavailableReason, startKafkaBroker, type KafkaBroker } from '../../../scripts/kafka/broker.ts';
import { startKafka } from '../testing/containers.testkit.ts';
import { notKillableInContainer, realServerKit } from '../testing/realServer.testkit.ts';

/** A real Kafka broker: through testcontainers where a Docker engine answers, else one KRaft node on the JVM (scripts/kafka). */
const kit = await realServerKit<KafkaBroker>({
  name: 'Kafka',
  localLabel: 'one KRaft node on the JVM, Maven Central jars',
  localUnavailable: kafkaUnavailableReason,
  startLocal: startKafkaBroker,
  startContainer: async () => {
    const started = await startKafka();
    return {
      brokers: started.connectionString,
      kill: notKillableInContainer('Kafka'),
      start: notKillableInContainer('Kafka'),
      close: started.stop,
    };
  },
});

/** Why the Kafka suites of the calling file cannot run, or null; `local: true` for suites that kill the broker. */
export const kafkaSkipReason = (options?: { readonly local?: boolean }): string | null => kit.skipReason(options);

/** Which broker the suites get, for their names. */
export const kafkaServerLabel = (options?: { readonly local?: boolean }): string => kit.label(options);

/** A real broker for the suite of the calling file: started before its tests, removed after them. */
export const useKafkaBroker = (options?: { readonly local?: boolean }): (() => KafkaBroker) => kit.use(options);

let namespaces = 0;
/** A fresh topic and group namespace, so each test sees an empty bus on the shared broker. */
export const freshNamespace = (suite: string) => `${suite}-${process.pid}-${Date.now()}-${++namespaces}`;

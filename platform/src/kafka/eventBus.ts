import { Kafka, logLevel, type Admin, type Consumer as KafkaConsumer, type KafkaMessage, type Producer } from 'kafkajs';
import type { DeadLetterPayload } from '../sqlite/busConsumer.ts';
import type { BusMessage, ConsumedMessage, Consumer, ConsumerOptions, EventBus } from '../ports/eventBus.ts';
import { Wakeup } from '../sqlite/wakeup.ts';

export interface KafkaEventBusOptions {
  /** Bootstrap servers, e.g. ['127.0.0.1:9092']. */
  readonly brokers: readonly string[];
  readonly clientId?: string;
  /** Prepended to every topic and group id: one cluster can serve several environments (and tests). */
  readonly namespace?: string;
  /** Partitions of topics this adapter creates; one tenant's messages stay in order inside one. */
  readonly partitions?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The event bus on Apache Kafka (kafkajs). Messages are keyed (we key by tenant), so one key keeps
 * publish order inside its partition. The producer is idempotent; consumers commit a batch's offsets
 * only after the handler resolves, redeliver a failed batch after `retryDelayMs`, and after
 * `maxAttempts` retry its messages one by one, sending each one that still fails to `<topic>.dlq`
 * (the same semantics as the embedded bus: the shared contract suite runs on both).
 */
export class KafkaEventBus implements EventBus {
  private readonly kafka: Kafka;
  private readonly prefix: string;
  private producer: Promise<Producer> | null = null;
  private admin: Promise<Admin> | null = null;
  private readonly topics = new Map<string, Promise<void>>();
  private readonly consumers = new Set<Consumer>();

  constructor(private readonly options: KafkaEventBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'gym-platform',
      brokers: [...options.brokers],
      logLevel: logLevel.NOTHING,
      retry: { initialRetryTime: 100, retries: 8 },
    });
    this.prefix = options.namespace ? `${options.namespace}.` : '';
  }

  private name(topic: string): string {
    return `${this.prefix}${topic}`;
  }

  private connectedAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })();
    return this.admin;
  }

  /** Creates the topic once (idempotent on the broker too), so consumers can subscribe before the first publish. */
  private ensureTopic(topic: string): Promise<void> {
    let ready = this.topics.get(topic);
    if (!ready) {
      ready = (async () => {
        const admin = await this.connectedAdmin();
        // A busy broker can answer the leader wait with "does not host this topic-partition" while its metadata
        // cache catches up with the topic just created: asked again (creating is idempotent), it answers.
        for (let attempt = 0; ; attempt++) {
          try {
            await admin.createTopics({
              waitForLeaders: true,
              topics: [{ topic: this.name(topic), numPartitions: this.options.partitions ?? 1 }],
            });
            return;
          } catch (error) {
            const type = (error as { type?: string }).type;
            if (attempt >= 20 || (type !== 'UNKNOWN_TOPIC_OR_PARTITION' && type !== 'LEADER_NOT_AVAILABLE'))
              throw error;
            await new Promise((resolve) => setTimeout(resolve, 250 * Math.min(attempt + 1, 4)));
          }
        }
      })();
      ready.catch(() => this.topics.delete(topic));
      this.topics.set(topic, ready);
    }
    return ready;
  }

  private connectedProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      await producer.connect();
      return producer;
    })();
    // A failed connection is retried on the next publish instead of being remembered.
    this.producer.catch(() => (this.producer = null));
    return this.producer;
  }

  async publish(topic: string, messages: readonly BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.ensureTopic(topic);
    const producer = await this.connectedProducer();
    await producer.send({
      topic: this.name(topic),
      acks: -1,
      messages: messages.map((m) => ({
        key: m.key,
        value: JSON.stringify(m.payload ?? null),
        headers: { id: m.id, type: m.type },
      })),
    });
  }

  async consume(options: ConsumerOptions): Promise<Consumer> {
    await this.ensureTopic(options.topic);
    await this.ensureTopic(`${options.topic}.dlq`);
    // A crashed member is taken over after the session timeout (kafkajs' default, 30 s, held a restarted
    // engine back ~25-30 s): 6 s, the brokers' default minimum, with a heartbeat every second; a clean
    // stop leaves the group at once (disconnect sends LeaveGroup). KAFKA_SESSION_TIMEOUT_MS overrides.
    const sessionTimeout = Number(process.env.KAFKA_SESSION_TIMEOUT_MS ?? 6000);
    const consumer = this.kafka.consumer({
      groupId: this.name(options.groupId),
      maxWaitTimeInMs: 50,
      retry: { retries: 8 },
      sessionTimeout,
      heartbeatInterval: Math.max(100, Math.floor(sessionTimeout / 6)),
      rebalanceTimeout: Math.max(sessionTimeout, 10_000),
    });
    await consumer.connect();
    await consumer.subscribe({ topic: this.name(options.topic), fromBeginning: true });
    const running = runKafkaConsumer(consumer, options, (dead) => this.publish(`${options.topic}.dlq`, [dead]));
    const handle: Consumer = {
      stop: async () => {
        this.consumers.delete(handle);
        await running.stop();
      },
    };
    this.consumers.add(handle);
    return handle;
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.stop()));
    const producer = this.producer;
    const admin = this.admin;
    this.producer = null;
    this.admin = null;
    await Promise.all([
      producer?.then((p) => p.disconnect()).catch(() => {}),
      admin?.then((a) => a.disconnect()).catch(() => {}),
    ]);
  }
}

function toConsumed(topic: string, message: KafkaMessage): ConsumedMessage {
  const header = (name: string) => message.headers?.[name]?.toString() ?? '';
  return {
    topic,
    offset: message.offset,
    id: header('id'),
    key: message.key?.toString() ?? '',
    type: header('type'),
    payload: message.value ? (JSON.parse(message.value.toString()) as unknown) : null,
  };
}

function runKafkaConsumer(
  consumer: KafkaConsumer,
  options: ConsumerOptions,
  deadLetter: (message: BusMessage) => Promise<void>,
) {
  const { topic, onMessages } = options;
  const batchSize = options.batchSize ?? 100;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const retryDelayMs = options.retryDelayMs ?? 200;
  let stopped = false;
  const stopSignal = new Wakeup();

  const started = consumer.run({
    autoCommit: false,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, heartbeat, resolveOffset }) => {
      const commit = async (offset: string) => {
        resolveOffset(offset);
        await consumer.commitOffsets([
          { topic: batch.topic, partition: batch.partition, offset: String(Number(offset) + 1) },
        ]);
      };
      const deliverWithRetries = async (chunk: ConsumedMessage[]): Promise<boolean> => {
        for (let attempt = 1; attempt <= maxAttempts && !stopped; attempt++) {
          try {
            await onMessages(chunk);
            return true;
          } catch {
            if (attempt < maxAttempts) await stopSignal.wait(retryDelayMs);
            await heartbeat();
          }
        }
        return false;
      };
      const all = batch.messages.map((m) => toConsumed(topic, m));
      for (let i = 0; i < all.length && !stopped; i += batchSize) {
        const chunk = all.slice(i, i + batchSize);
        if (await deliverWithRetries(chunk)) {
          await commit(chunk[chunk.length - 1]!.offset);
          continue;
        }
        // The chunk kept failing: isolate the poison messages, each one still failing is dead-lettered.
        for (const message of chunk) {
          if (stopped) return;
          try {
            await onMessages([message]);
          } catch (error) {
            const payload: DeadLetterPayload = {
              error: errorText(error),
              topic,
              offset: message.offset,
              payload: message.payload,
            };
            await deadLetter({ id: message.id, key: message.key, type: message.type, payload });
          }
          await commit(message.offset);
        }
      }
    },
  });

  return {
    async stop() {
      stopped = true;
      stopSignal.notify();
      await started.catch(() => {});
      // Uncommitted messages stay in the log: the group's next member gets them again.
      await consumer.disconnect();
    },
  };
}

/**
 * Event bus port. Adapters: a SQLite log with committed consumer-group cursors (embedded default)
 * and Kafka (distributed). Delivery is at least once; consumers drop duplicates by message id.
 */

export interface BusMessage {
  /** The domain event id: stable across redeliveries. */
  readonly id: string;
  /** Partition key: messages with one key are delivered in publish order (we key by tenant). */
  readonly key: string;
  readonly type: string;
  /** JSON-serialisable payload (the recorded event). */
  readonly payload: unknown;
}

export interface ConsumedMessage extends BusMessage {
  readonly topic: string;
  /** Offset inside the topic (embedded) or partition (Kafka), for diagnostics. */
  readonly offset: string;
}

export interface ConsumerOptions {
  readonly topic: string;
  readonly groupId: string;
  /**
   * Handles one batch. The group's position is committed only after it resolves; when it throws,
   * the same messages are delivered again (after `retryDelayMs`), up to `maxAttempts`, then the
   * batch's failing message goes to the dead-letter topic `<topic>.dlq` and consumption goes on.
   */
  readonly onMessages: (messages: ConsumedMessage[]) => Promise<void>;
  readonly batchSize?: number;
  readonly maxAttempts?: number;
  readonly retryDelayMs?: number;
}

export interface Consumer {
  stop(): Promise<void>;
}

export interface EventBus {
  /** Publishes in order; publishing a message id already in the topic again is allowed (at least once). */
  publish(topic: string, messages: readonly BusMessage[]): Promise<void>;
  consume(options: ConsumerOptions): Promise<Consumer>;
  close(): Promise<void>;
}

import type { BusMessage, ConsumedMessage, Consumer, ConsumerOptions } from '../ports/eventBus.ts';
import { Wakeup } from './wakeup.ts';

export interface BusLog {
  read(topic: string, afterOffset: number, limit: number): ConsumedMessage[];
  committed(topic: string, groupId: string): number;
  /** Moves the group's cursor, publishing the dead letter (if any) in the same transaction. */
  commit(topic: string, groupId: string, offset: number, deadLetter?: BusMessage): void;
}

/** What a dead letter carries: the original message and why it failed. */
export interface DeadLetterPayload {
  readonly error: string;
  readonly topic: string;
  readonly offset: string;
  readonly payload: unknown;
}

const POLL_MS = 20;

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function runConsumer(log: BusLog, wakeup: Wakeup, options: ConsumerOptions): Consumer {
  const { topic, groupId, onMessages } = options;
  const batchSize = options.batchSize ?? 100;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const retryDelayMs = options.retryDelayMs ?? 200;
  let stopped = false;
  // Retry delays are cut short by stop() but not by publishes.
  const stopSignal = new Wakeup();

  const deliverWithRetries = async (batch: ConsumedMessage[]): Promise<boolean> => {
    for (let attempt = 1; attempt <= maxAttempts && !stopped; attempt++) {
      try {
        await onMessages(batch);
        return true;
      } catch {
        if (attempt < maxAttempts) await stopSignal.wait(retryDelayMs);
      }
    }
    return false;
  };

  // After the batch kept failing, isolate the poison messages: each one still failing is dead-lettered.
  const deliverOneByOne = async (batch: ConsumedMessage[]): Promise<void> => {
    for (const message of batch) {
      if (stopped) return;
      try {
        await onMessages([message]);
        log.commit(topic, groupId, Number(message.offset));
      } catch (error) {
        const payload: DeadLetterPayload = {
          error: errorText(error),
          topic,
          offset: message.offset,
          payload: message.payload,
        };
        log.commit(topic, groupId, Number(message.offset), {
          id: message.id,
          key: message.key,
          type: message.type,
          payload,
        });
      }
    }
  };

  const loop = async (): Promise<void> => {
    await Promise.resolve();
    let offset = log.committed(topic, groupId);
    while (!stopped) {
      const batch = log.read(topic, offset, batchSize);
      if (batch.length === 0) {
        await wakeup.wait(POLL_MS);
        continue;
      }
      if (await deliverWithRetries(batch)) log.commit(topic, groupId, Number(batch[batch.length - 1]!.offset));
      else await deliverOneByOne(batch);
      // Re-read the committed cursor: a stop mid-batch leaves the rest uncommitted, to be delivered again.
      offset = log.committed(topic, groupId);
    }
  };
  const running = loop();

  return {
    stop: async () => {
      stopped = true;
      stopSignal.notify();
      wakeup.notify();
      await running;
    },
  };
}

import type { BusMessage, ConsumedMessage, Consumer, ConsumerOptions, EventBus } from '../ports/eventBus.ts';
import { runConsumer, type BusLog } from './busConsumer.ts';
import { openSqlite, type SqliteDb } from './openSqlite.ts';
import { Wakeup } from './wakeup.ts';

interface MessageRow {
  offset: number;
  topic: string;
  msg_key: string;
  msg_id: string;
  type: string;
  payload: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS bus_messages (
  offset INTEGER PRIMARY KEY AUTOINCREMENT,
  topic TEXT NOT NULL,
  msg_key TEXT NOT NULL,
  msg_id TEXT NOT NULL,
  type TEXT NOT NULL,
  payload TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bus_messages_topic ON bus_messages (topic, offset);
CREATE TABLE IF NOT EXISTS bus_offsets (
  topic TEXT NOT NULL,
  group_id TEXT NOT NULL,
  offset INTEGER NOT NULL,
  PRIMARY KEY (topic, group_id)
);`;

/**
 * The embedded bus: one append-only table as the log, one committed cursor per (topic, group).
 * A single log partition per topic, so every key keeps publish order. Run one consumer per group.
 */
export class SqliteEventBus implements EventBus {
  private readonly wakeup = new Wakeup();
  private readonly consumers = new Set<Consumer>();
  private readonly stmt;
  private readonly publishTx;

  static open(path: string): SqliteEventBus {
    return new SqliteEventBus(openSqlite(path), true);
  }

  constructor(
    private readonly db: SqliteDb,
    private readonly ownsDb = false,
  ) {
    db.exec(SCHEMA);
    this.stmt = {
      insert: db.prepare<[string, string, string, string, string]>(
        'INSERT INTO bus_messages (topic, msg_key, msg_id, type, payload) VALUES (?, ?, ?, ?, ?)',
      ),
      read: db.prepare<[string, number, number], MessageRow>(
        'SELECT * FROM bus_messages WHERE topic = ? AND offset > ? ORDER BY offset LIMIT ?',
      ),
      committed: db.prepare<[string, string], { offset: number }>(
        'SELECT offset FROM bus_offsets WHERE topic = ? AND group_id = ?',
      ),
      commit: db.prepare<[string, string, number]>(
        'INSERT INTO bus_offsets (topic, group_id, offset) VALUES (?, ?, ?) ON CONFLICT(topic, group_id) DO UPDATE SET offset = excluded.offset',
      ),
    };
    this.publishTx = db.transaction((topic: string, messages: readonly BusMessage[]) => {
      for (const m of messages) this.stmt.insert.run(topic, m.key, m.id, m.type, JSON.stringify(m.payload ?? null));
    });
  }

  async publish(topic: string, messages: readonly BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    this.publishTx(topic, messages);
    this.wakeup.notify();
  }

  private readonly log: BusLog = {
    read: (topic, after, limit) => this.stmt.read.all(topic, after, limit).map(toConsumed),
    committed: (topic, groupId) => this.stmt.committed.get(topic, groupId)?.offset ?? 0,
    commit: (topic, groupId, offset, deadLetter) => {
      this.db.transaction(() => {
        if (deadLetter) this.publishTx(`${topic}.dlq`, [deadLetter]);
        this.stmt.commit.run(topic, groupId, offset);
      })();
      if (deadLetter) this.wakeup.notify();
    },
  };

  async consume(options: ConsumerOptions): Promise<Consumer> {
    const running = runConsumer(this.log, this.wakeup, options);
    const consumer: Consumer = {
      stop: async () => {
        this.consumers.delete(consumer);
        await running.stop();
      },
    };
    this.consumers.add(consumer);
    return consumer;
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.stop()));
    if (this.ownsDb && this.db.open) this.db.close();
  }
}

function toConsumed(row: MessageRow): ConsumedMessage {
  return {
    topic: row.topic,
    offset: String(row.offset),
    id: row.msg_id,
    key: row.msg_key,
    type: row.type,
    payload: JSON.parse(row.payload) as unknown,
  };
}

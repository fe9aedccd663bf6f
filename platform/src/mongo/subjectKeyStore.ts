import { randomBytes } from 'node:crypto';
import { Binary, MongoClient, type Collection } from 'mongodb';
import type { SubjectKeyStore } from '../ports/subjectKeys.ts';

interface KeyDoc {
  _id: string;
  key: Binary;
}

/** The subjects' keys in a MongoDB collection of their own (`subject_keys`), outside the log. */
export class MongoSubjectKeyStore implements SubjectKeyStore {
  private readonly client: MongoClient;
  private readonly keys: Collection<KeyDoc>;

  constructor(options: { url: string; database: string }) {
    this.client = new MongoClient(options.url);
    this.keys = this.client.db(options.database).collection<KeyDoc>('subject_keys');
  }

  async keysFor(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    if (subjects.length === 0) return found;
    for (const doc of await this.keys.find({ _id: { $in: [...subjects] } }).toArray()) {
      found.set(doc._id, Buffer.from(doc.key.buffer));
    }
    return found;
  }

  async ensureKeys(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    if (subjects.length === 0) return new Map();
    // Insert-if-absent for each, then read back: two writers racing on one subject agree on the first key.
    await this.keys.bulkWrite(
      subjects.map((subject) => ({
        updateOne: {
          filter: { _id: subject },
          update: { $setOnInsert: { key: new Binary(randomBytes(32)) } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
    return this.keysFor(subjects);
  }

  async deleteKey(subject: string): Promise<void> {
    await this.keys.deleteOne({ _id: subject });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

// The read-model projector alone in a process, for the fault tests:
//   node --import tsx projectorProcess.ts <events.sqlite> <mongodb url> <database> [<fault>]
// It follows the SQLite log into MongoDB until it reaches the log's head, then exits 0. A fault
// `bulkWrite:N` or `insertMany:N` kills the process with SIGKILL in the middle of its Nth call of
// that MongoDB driver method (half of the operations sent), as a crash in the middle of a batch would.
import { MongoDocumentStore } from '@gym/platform/mongo';
import { ProjectorRunner, schemaCheckedEventStore } from '@gym/platform';
import { SqliteEventStore } from '@gym/platform/sqlite';
import { Collection } from 'mongodb';
import { faultTestProjector } from './faultTestProjector.testkit.ts';

const [eventsFile, url, database, fault] = process.argv.slice(2);
if (!eventsFile || !url || !database)
  throw new Error('usage: projectorProcess.ts <events.sqlite> <mongodb url> <database> [bulkWrite:N|insertMany:N]');

if (fault) {
  const [method, nth] = fault.split(':') as ['bulkWrite' | 'insertMany', string];
  const original = Collection.prototype[method] as (
    this: Collection,
    operations: unknown[],
    ...rest: unknown[]
  ) => Promise<unknown>;
  let calls = 0;
  Reflect.set(
    Collection.prototype,
    method,
    async function (this: Collection, operations: unknown[], ...rest: unknown[]) {
      if (++calls < Number(nth)) return original.call(this, operations, ...rest);
      const half = operations.slice(0, Math.floor(operations.length / 2));
      if (half.length > 0) await original.call(this, half, ...rest);
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => {}); // the signal lands before anything else runs
    },
  );
}

const log = SqliteEventStore.open(eventsFile);
const head = await log.headPosition();
const documentStore = MongoDocumentStore.open({ url, database });
const runner = new ProjectorRunner({
  eventStore: schemaCheckedEventStore(log),
  documentStore,
  projector: faultTestProjector,
  batchSize: 100,
  onError: (error) => {
    console.error('the projector stopped:', error);
    process.exit(1);
  },
});
await runner.start();
if (!(await runner.waitFor(head, 120_000)))
  throw new Error(`the projector did not reach ${head}: ${String(runner.error)}`);
await runner.stop();
await documentStore.close();
await log.close();

// A consumer of the group in its own process, for the takeover measurement: `node --import tsx
// takeoverConsumer.testkit.ts <brokers> <namespace>`. Prints one JSON line per message received
// ({"key": ...}); SIGKILL is the crash, stdin's end the clean stop.
import { KafkaEventBus } from './eventBus.ts';

const [brokers, namespace] = process.argv.slice(2);
const bus = new KafkaEventBus({ brokers: [brokers!], namespace: namespace!, partitions: 6 });
const consumer = await bus.consume({
  topic: 'takeover',
  groupId: 'engine',
  onMessages: async (messages) => {
    for (const m of messages) process.stdout.write(`${JSON.stringify({ key: m.key })}\n`);
  },
});
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void consumer
    .stop()
    .then(() => bus.close())
    .then(() => process.exit(0));
});

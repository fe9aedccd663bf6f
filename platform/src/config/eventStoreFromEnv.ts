import type { EventStore } from '../ports/eventStore.ts';
import { EventStoreDbEventStore } from '../eventstoredb/eventStore.ts';

/**
 * The event store the environment asks for: EventStoreDB when EVENTSTORE_CONNECTION_STRING is set
 * (`esdb://host:2113?tls=false`, or `esdb+discover://` for a cluster; EVENTSTORE_NAMESPACE prefixes
 * stream names), otherwise the embedded one given, untouched.
 */
export function eventStoreFromEnv(
  embedded: EventStore,
  env: NodeJS.ProcessEnv = process.env,
  log: (message: string, error?: unknown) => void = (message, error) => console.error(message, error),
): EventStore {
  const connectionString = env.EVENTSTORE_CONNECTION_STRING?.trim();
  if (!connectionString) return embedded;
  // Refuse at start-up what the client would only refuse at the first append.
  if (!/^esdb(\+discover)?:\/\//.test(connectionString)) {
    throw new Error(
      `EVENTSTORE_CONNECTION_STRING must start with esdb:// or esdb+discover:// (got '${connectionString.split('://')[0]}://...')`,
    );
  }
  return EventStoreDbEventStore.connect({
    connectionString,
    namespace: env.EVENTSTORE_NAMESPACE || undefined,
    onReconnect: (error) =>
      log('EventStoreDB subscription dropped; opening it again from the last delivered event', error),
  });
}

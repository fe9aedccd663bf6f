// The kernel and the ports: no driver is loaded from here, so importing a decider or a projection stays cheap.
// Each adapter has its own entry: '@gym/platform/sqlite', '/mongo', '/kafka', '/eventstoredb', '/mail', and
// '/config' (which picks an adapter from the environment and so loads them all).
export * from './ports/eventStore.ts';
export * from './ports/documentStore.ts';
export * from './ports/eventBus.ts';
export * from './ports/credentials.ts';
export * from './ports/mail.ts';
export * from './kernel/index.ts';

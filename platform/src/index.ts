export * from './ports/eventStore.ts';
export * from './ports/documentStore.ts';
export * from './ports/eventBus.ts';
export * from './ports/credentials.ts';
export * from './kernel/decider.ts';
export * from './kernel/errors.ts';
export * from './kernel/projection.ts';

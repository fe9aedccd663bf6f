export * from './eventStore.ts';

export * from './eventBus.ts';

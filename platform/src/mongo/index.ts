export * from './documentStore.ts';

export * from './server.ts';
export * from './seed.ts';

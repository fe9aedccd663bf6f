export * from './uploads.ts';
export * from './fileAddresses.ts';

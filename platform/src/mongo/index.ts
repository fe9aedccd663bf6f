export * from './documentStore.ts';
export * from './subjectKeyStore.ts';

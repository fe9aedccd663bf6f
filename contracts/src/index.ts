export * from './messages.ts';
export * from './validation/index.ts';
export * from './students/index.ts';
export * from './accounts/index.ts';
export * from './identity/index.ts';
export * from './events/index.ts';
export * from './graphql/index.ts';

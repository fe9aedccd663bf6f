export * from './events.ts';
export * from './messages.ts';

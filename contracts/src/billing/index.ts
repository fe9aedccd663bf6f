export * from './events.ts';
export * from './ladder.ts';
export * from './messages.ts';
export * from './readModel.ts';

export * from './events.ts';
export * from './replyEvents.ts';
export * from './input.ts';
export * from './readModel.ts';
export * from './threads.ts';

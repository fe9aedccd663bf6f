export * from './enums.ts';
export * from './messages.ts';
export * from './inputs.ts';
export * from './events.ts';

export * from './enums.ts';
export * from './events.ts';
export * from './readModel.ts';
export * from './messages.ts';
export * from './inputs.ts';

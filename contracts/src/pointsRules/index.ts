export * from './enums.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './inputs.ts';
export * from './events.ts';
export * from './readModel.ts';

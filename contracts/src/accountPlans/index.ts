export * from './enums.ts';
export * from './messages.ts';
export * from './inputs.ts';
export * from './events.ts';
export * from './readModel.ts';
export * from './billingPeriods.ts';

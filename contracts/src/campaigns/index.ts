export * from './enums.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './campaignInput.ts';
export * from './readModel.ts';
